/**
 * Where a score comes from, in words (DESIGN.md "Scores you can check"): "Source: demo seed ·
 * 12 traveller ratings", or "Source: official advisories (2 for this area, 3 country-wide), 5
 * governments · no traveller ratings yet". The words are `scoreSourceText` of @safetrails/scoring,
 * the same the console's audit and `npm run audit:score` print. The freshness ("updated 3 days
 * ago") is lib/time-ago's, beside it.
 */
import type { ScoreProvenance } from '@safetrails/contracts';
import { scoreSourceText } from '@safetrails/scoring';

export { ratingsCount } from '@safetrails/scoring';

/** The source without its label: "demo seed · 12 traveller ratings". */
export function sourceText(provenance: ScoreProvenance): string {
  return scoreSourceText(provenance);
}

export function sourceLine(provenance: ScoreProvenance): string {
  return `Source: ${sourceText(provenance)}`;
}
