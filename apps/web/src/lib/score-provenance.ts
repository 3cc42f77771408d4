/**
 * Where a score comes from, in words (DESIGN.md "Scores you can check"): "Source: demo seed ·
 * 12 traveller ratings", or "Source: official advisories (country level), 5 governments · no
 * traveller ratings yet". The freshness ("updated 3 days ago") is lib/time-ago's, beside it.
 */
import type { ScoreProvenance } from '@safetrails/contracts';
import { formatCount } from './format-number';

export function ratingsCount(count: number): string {
  if (count === 0) return 'no traveller ratings yet';
  return `${formatCount(count)} traveller rating${count === 1 ? '' : 's'}`;
}

/** The source without its label: "demo seed · 12 traveller ratings". */
export function sourceText({ baselineSource, advisoryPrior, communityRatings }: ScoreProvenance): string {
  if (baselineSource) return `${baselineSource.source} · ${ratingsCount(communityRatings)}`;
  if (advisoryPrior) {
    const governments = advisoryPrior.sources.length;
    return `${advisoryPrior.label.replace(/^from /, '')}, ${governments} government${governments === 1 ? '' : 's'} · ${ratingsCount(communityRatings)}`;
  }
  if (communityRatings === 0) return 'none yet (no baseline, no official advice and no traveller ratings)';
  return `travellers only · ${ratingsCount(communityRatings)}`;
}

export function sourceLine(provenance: ScoreProvenance): string {
  return `Source: ${sourceText(provenance)}`;
}
