/**
 * Where a score comes from, in words (DESIGN.md "Scores you can check"): "Source: demo seed ·
 * 12 traveller ratings". The freshness ("updated 3 days ago") is lib/time-ago's, beside it.
 */
import type { ScoreProvenance } from '@safetrails/contracts';

export function ratingsCount(count: number): string {
  if (count === 0) return 'no traveller ratings yet';
  return `${count.toLocaleString('en-US')} traveller rating${count === 1 ? '' : 's'}`;
}

export function sourceLine({ baselineSource, communityRatings }: ScoreProvenance): string {
  const source = baselineSource ? baselineSource.source : 'travellers only';
  return `Source: ${source} · ${ratingsCount(communityRatings)}`;
}
