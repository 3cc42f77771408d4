/**
 * The colour bands of a 0-100 safety score (spec part 1 section 9, part 2 section 9): green at 80 or
 * above, yellow at 60 or above, red below. Saved places, the dashboard and the forum read them here.
 */
export type ScoreBand = 'high' | 'medium' | 'low';

export const SCORE_BANDS: readonly { readonly band: ScoreBand; readonly label: string }[] = [
  { band: 'high', label: 'High (80+)' },
  { band: 'medium', label: 'Medium (60-79)' },
  { band: 'low', label: 'Low (<60)' },
];

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}
