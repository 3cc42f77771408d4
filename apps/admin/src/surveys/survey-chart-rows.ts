/**
 * Survey answers as chart rows: each answer's count and its share of the surveys that answered.
 * For a multiple-choice question the shares add up to more than 100%: each is "of respondents",
 * never "of answers", so a chart never hides that several boxes were ticked.
 */
import type { SurveyQuestionAggregate } from '@safetrails/contracts';

export interface SurveyChartRow {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  /** Whole percent of the surveys counted, 0 when there are none. */
  readonly percent: number;
}

export function surveyChartRows(question: SurveyQuestionAggregate, totalSurveys: number): SurveyChartRow[] {
  return question.answers.map((answer) => ({
    value: answer.value,
    label: answer.label,
    count: answer.count,
    percent: totalSurveys === 0 ? 0 : Math.round((answer.count / totalSurveys) * 100),
  }));
}

/** "4.2 / 5 from 17 ratings", or that nobody rated the app. */
export function averageRatingText(average: number | null, question: SurveyQuestionAggregate | undefined): string {
  if (average === null) return 'No app ratings yet';
  const rated = (question?.answers ?? [])
    .filter((answer) => answer.value !== 'none')
    .reduce((sum, answer) => sum + answer.count, 0);
  return `${average.toFixed(1)} / 5 from ${rated} rating${rated === 1 ? '' : 's'}`;
}
