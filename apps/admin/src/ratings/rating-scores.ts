/** A rating's six 1-5 answers, named as travellers were asked them. */
import type { RatingDimension } from '@safetrails/contracts';

export const RATING_DIMENSION_LABELS: Readonly<Record<RatingDimension, string>> = {
  overallScore: 'Overall',
  streetSafety: 'Street safety',
  publicTransport: 'Public transport',
  touristAreas: 'Tourist areas',
  nightSafety: 'Night safety',
  localAttitude: 'Local attitude',
};
