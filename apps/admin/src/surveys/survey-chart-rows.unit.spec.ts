import type { SurveyQuestionAggregate } from '@safetrails/contracts';
import { averageRatingText, surveyChartRows } from './survey-chart-rows';

const travelTypes: SurveyQuestionAggregate = {
  question: 'travelTypes',
  label: 'Types of travel',
  multiple: true,
  answers: [
    { value: 'urban', label: 'Urban', count: 3 },
    { value: 'beach', label: 'Beach', count: 2 },
    { value: 'luxury', label: 'Luxury', count: 0 },
  ],
};

const appRating: SurveyQuestionAggregate = {
  question: 'appRating',
  label: 'App rating',
  multiple: false,
  answers: [
    { value: '1', label: '1', count: 0 },
    { value: '4', label: '4', count: 2 },
    { value: '5', label: '5', count: 1 },
    { value: 'none', label: 'Not rated', count: 4 },
  ],
};

describe('surveyChartRows', () => {
  it('gives each answer its count and share of the surveys, zero answers kept, in the form order', () => {
    expect(surveyChartRows(travelTypes, 4)).toEqual([
      { value: 'urban', label: 'Urban', count: 3, percent: 75 },
      { value: 'beach', label: 'Beach', count: 2, percent: 50 },
      { value: 'luxury', label: 'Luxury', count: 0, percent: 0 },
    ]);
  });

  it('shows 0% with no surveys rather than dividing by zero', () => {
    expect(surveyChartRows(travelTypes, 0).map((row) => row.percent)).toEqual([0, 0, 0]);
  });
});

describe('averageRatingText', () => {
  it('gives the mean with the number of ratings behind it, not counting surveys without one', () => {
    expect(averageRatingText(13 / 3, appRating)).toBe('4.3 / 5 from 3 ratings');
  });

  it('says when nobody rated the app', () => {
    expect(averageRatingText(null, appRating)).toBe('No app ratings yet');
  });
});
