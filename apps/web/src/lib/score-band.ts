/**
 * The colour bands of a 0-100 safety score (spec part 1 section 9): green at 80 or above, yellow at
 * 60 or above, red below. @safetrails/scoring owns them; this module keeps the app's one import path.
 */
import type { IntlShape } from 'react-intl';

export { SCORE_BAND_LEGEND as SCORE_BANDS, scoreBand, type ScoreBand } from '@safetrails/scoring';

const BAND_RANGES = { high: '80+', medium: '60-79', low: '<60' } as const;

/** A legend's band: "High (80+)" in the page's language, with the thresholds as numbers, not words. */
export function bandLegend(intl: IntlShape, band: 'high' | 'medium' | 'low'): string {
  return `${intl.formatMessage(
    { id: 'score.band', defaultMessage: '{band, select, high {High} medium {Medium} other {Low}}' },
    { band },
  )} (${BAND_RANGES[band]})`;
}
