/**
 * The colour bands of a 0-100 safety score (spec part 1 section 9): green at 80 or above, yellow at
 * 60 or above, red below. @safetrails/scoring owns them; this module keeps the app's one import path.
 */
export { SCORE_BAND_LEGEND as SCORE_BANDS, scoreBand, type ScoreBand } from '@safetrails/scoring';
