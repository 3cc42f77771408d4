/**
 * Where a score comes from, in words (DESIGN.md "Scores you can check"): "Source: demo seed ·
 * 12 traveller ratings", or "Source: official advisories (2 for this area, 3 country-wide), 5
 * governments · no traveller ratings yet". The freshness ("updated 3 days ago") is lib/time-ago's, beside it.
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
    const local = advisoryPrior.sources.filter((source) => source.appliesAs !== 'country').length;
    const scope =
      local === 0
        ? 'country level'
        : local === governments
          ? 'this area'
          : `${local} for this area, ${governments - local} country-wide`;
    return `${advisoryPrior.label.replace(/^from /, '')} (${scope}), ${governments} government${governments === 1 ? '' : 's'} · ${ratingsCount(communityRatings)}`;
  }
  if (communityRatings === 0) return 'none yet (no baseline, no official advice and no traveller ratings)';
  return `travellers only · ${ratingsCount(communityRatings)}`;
}

export function sourceLine(provenance: ScoreProvenance): string {
  return `Source: ${sourceText(provenance)}`;
}
