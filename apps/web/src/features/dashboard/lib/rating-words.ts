/** How the rating form's dimensions and the travellers' average ratings read in the page's language. */
import { defineMessages, type IntlShape } from 'react-intl';
import type { AverageSafetyRating, RatingDimension } from '@safetrails/contracts';

const DIMENSIONS = defineMessages({
  overallScore: { id: 'rating.overallScore', defaultMessage: 'Overall safety' },
  streetSafety: { id: 'rating.streetSafety', defaultMessage: 'Street safety' },
  publicTransport: { id: 'priority.publicTransport', defaultMessage: 'Public transport' },
  touristAreas: { id: 'rating.touristAreas', defaultMessage: 'Tourist areas' },
  nightSafety: { id: 'rating.nightSafety', defaultMessage: 'Night safety' },
  localAttitude: { id: 'rating.localAttitude', defaultMessage: 'Local attitude' },
} satisfies Record<RatingDimension, unknown>);

const HINTS = defineMessages({
  overallScore: { id: 'rating.overallScore.hint', defaultMessage: 'How safe you felt overall' },
  streetSafety: { id: 'rating.streetSafety.hint', defaultMessage: 'Walking around by day' },
  publicTransport: { id: 'rating.publicTransport.hint', defaultMessage: 'Buses, metro and trains' },
  touristAreas: { id: 'rating.touristAreas.hint', defaultMessage: 'Sights, markets and crowds' },
  nightSafety: { id: 'rating.nightSafety.hint', defaultMessage: 'Being out after dark' },
  localAttitude: { id: 'rating.localAttitude.hint', defaultMessage: 'How people treated you' },
} satisfies Record<RatingDimension, unknown>);

export type AverageKey = Exclude<keyof AverageSafetyRating, 'totalRatings'>;

export const AVERAGE_KEYS: readonly AverageKey[] = [
  'overallSafety',
  'walkability',
  'publicTransport',
  'nightSafety',
  'harassmentRisk',
  'visibilityToAuthorities',
];

const AVERAGES = defineMessages({
  overallSafety: { id: 'rating.overallScore', defaultMessage: 'Overall safety' },
  walkability: { id: 'priority.walkability', defaultMessage: 'Walkability' },
  publicTransport: { id: 'priority.publicTransport', defaultMessage: 'Public transport' },
  nightSafety: { id: 'rating.nightSafety', defaultMessage: 'Night safety' },
  harassmentRisk: { id: 'rating.harassmentRisk', defaultMessage: 'Harassment risk' },
  visibilityToAuthorities: { id: 'rating.visibility', defaultMessage: 'Visibility to authorities' },
} satisfies Record<AverageKey, unknown>);

export function dimensionName(intl: IntlShape, dimension: RatingDimension): string {
  return intl.formatMessage(DIMENSIONS[dimension]);
}

export function dimensionHint(intl: IntlShape, dimension: RatingDimension): string {
  return intl.formatMessage(HINTS[dimension]);
}

export function averageName(intl: IntlShape, key: AverageKey): string {
  return intl.formatMessage(AVERAGES[key]);
}
