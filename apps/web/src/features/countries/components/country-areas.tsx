/**
 * The country page's areas: the map of each government's regional advice (drawn by the map the
 * route composes in) and the areas nothing places, listed with the government's words and why, so
 * none is silently dropped.
 */
import type { ReactNode } from 'react';
import type { CountryAreas as Areas } from '@safetrails/contracts';
import { useCountryAreas } from '../api/get-country-areas';
import { AdvisoryLevelBadge } from './advisory-level-badge';

export function CountryAreas({
  code,
  name,
  areasMap,
}: {
  readonly code: string;
  readonly name: string;
  readonly areasMap: (areas: Areas) => ReactNode;
}) {
  const areas = useCountryAreas(code);
  if (!areas.data) {
    return areas.isError ? <p className="muted">The map of the governments&apos; areas could not be loaded.</p> : null;
  }
  const { resolution, unresolved } = areas.data;
  return (
    <>
      <p className="muted">
        Each city of {name} coloured by the level that applies where it is: a government&apos;s level for its state,
        district, disputed area, border zone or the city itself where it names one, its country-wide level elsewhere.{' '}
        {resolution.total > 0 &&
          `${resolution.resolved} of the ${resolution.total} areas the governments name are placed on the map.`}
      </p>
      {areasMap(areas.data)}
      {unresolved.length > 0 && (
        <details className="advisory-details unresolved-areas" data-testid="unresolved-areas">
          <summary>
            {unresolved.length} area{unresolved.length === 1 ? '' : 's'} not placed on the map
          </summary>
          <p className="muted">
            We could not place these from the governments&apos; words (a part of a state, a park, a road). Read them on
            each government&apos;s page: they are not counted in the cities&apos; levels.
          </p>
          <ul className="advisory-regions">
            {unresolved.map((area, index) => (
              <li key={`${area.source}-${index}`}>
                <AdvisoryLevelBadge level={area.level} /> <strong>{area.organisation}:</strong> {area.area}
                <span className="muted"> — {area.unplaced.map((part) => `${part.text}: ${part.why}`).join('; ')}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
