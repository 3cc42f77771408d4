/**
 * Where a score comes from, in words (DESIGN.md "Scores you can check"): "Source: demo seed ·
 * 12 traveller ratings", or "Source: official advisories (2 for this area, 3 country-wide), 5
 * governments · no traveller ratings yet". The words are `scoreSourceText` of @safetrails/scoring,
 * the same the console's audit and `npm run audit:score` print. The freshness ("updated 3 days
 * ago") is lib/time-ago's, beside it.
 */
import type { ScoreProvenance } from '@safetrails/contracts';
import type { IntlShape } from 'react-intl';
import { scoreSourceText } from '@safetrails/scoring';

export { ratingsCount } from '@safetrails/scoring';

/** The source without its label: "demo seed · 12 traveller ratings". */
export function sourceText(provenance: ScoreProvenance): string {
  return scoreSourceText(provenance);
}

export function sourceLine(provenance: ScoreProvenance): string {
  return `Source: ${sourceText(provenance)}`;
}

/**
 * The source line in the page's language: English keeps the scoring's own words (the audit's);
 * other languages say the same facts (the baseline's name, how many governments and how many of
 * them for the area, the ratings) in their words.
 */
export function sourceLineIn(intl: IntlShape, provenance: ScoreProvenance): string {
  if (intl.locale === 'en') return sourceLine(provenance);
  const ratings = intl.formatMessage(
    {
      id: 'provenance.ratings',
      defaultMessage:
        '{count, plural, =0 {no traveller ratings yet} one {# traveller rating} other {# traveller ratings}}',
    },
    { count: provenance.communityRatings },
  );
  const { baselineSource, advisoryPrior } = provenance;
  if (baselineSource)
    return intl.formatMessage(
      { id: 'provenance.baseline', defaultMessage: 'Source: {source} · {ratings}' },
      { source: baselineSource.source, ratings },
    );
  if (advisoryPrior) {
    const governments = advisoryPrior.sources.length;
    const local = advisoryPrior.sources.filter((source) => source.appliesAs !== 'country').length;
    return intl.formatMessage(
      {
        id: 'provenance.advisories',
        defaultMessage:
          'Source: official advisories ({scope, select, country {country level} area {this area} other {{local, number} for this area, {national, number} country-wide}}), {governments, plural, one {# government} other {# governments}} · {ratings}',
      },
      {
        scope: local === 0 ? 'country' : local === governments ? 'area' : 'mixed',
        local,
        national: governments - local,
        governments,
        ratings,
      },
    );
  }
  return provenance.communityRatings === 0
    ? intl.formatMessage({
        id: 'provenance.none',
        defaultMessage: 'Source: none yet (no baseline, no official advice and no traveller ratings)',
      })
    : intl.formatMessage(
        { id: 'provenance.travellers', defaultMessage: 'Source: travellers only · {ratings}' },
        { ratings },
      );
}
