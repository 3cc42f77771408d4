/**
 * The country page's areas: the map of each government's regional advice (drawn by the map the
 * route composes in) and the areas nothing places, listed with the government's words and why, so
 * none is silently dropped.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CountryAreas as Areas } from '@safetrails/contracts';
import { useCountryAreas } from '../api/get-country-areas';
import { AdvisoryLevelBadge } from './advisory-level-badge';

const GAP = ' ';
const DASH = ' — ';

export function CountryAreas({
  code,
  name,
  areasMap,
}: {
  readonly code: string;
  readonly name: string;
  readonly areasMap: (areas: Areas) => ReactNode;
}) {
  const intl = useIntl();
  const areas = useCountryAreas(code);
  if (!areas.data) {
    return areas.isError ? (
      <p className="muted">
        {intl.formatMessage({
          id: 'areas.loadFailed',
          defaultMessage: "The map of the governments' areas could not be loaded.",
        })}
      </p>
    ) : null;
  }
  const { resolution, unresolved } = areas.data;
  return (
    <>
      <p className="muted">
        {intl.formatMessage(
          {
            id: 'areas.lead',
            defaultMessage:
              "Each city of {country} coloured by the level that applies where it is: a government's level for its state, district, disputed area, border zone or the city itself where it names one, its country-wide level elsewhere.",
          },
          { country: name },
        )}
        {resolution.total > 0 &&
          GAP +
            intl.formatMessage(
              {
                id: 'areas.placed',
                defaultMessage:
                  '{resolved, number} of the {total, number} areas the governments name are placed on the map.',
              },
              { resolved: resolution.resolved, total: resolution.total },
            )}
      </p>
      {areasMap(areas.data)}
      {unresolved.length > 0 && (
        <details className="advisory-details unresolved-areas" data-testid="unresolved-areas">
          <summary>
            {intl.formatMessage(
              {
                id: 'areas.unplaced',
                defaultMessage:
                  '{count, plural, one {# area not placed on the map} other {# areas not placed on the map}}',
              },
              { count: unresolved.length },
            )}
          </summary>
          <p className="muted">
            {intl.formatMessage({
              id: 'areas.unplaced.text',
              defaultMessage:
                "We could not place these from the governments' words (a part of a state, a park, a road). Read them on each government's page: they are not counted in the cities' levels.",
            })}
          </p>
          <ul className="advisory-regions">
            {unresolved.map((area, index) => (
              <li key={`${area.source}-${index}`}>
                <AdvisoryLevelBadge level={area.level} />
                {GAP}
                <strong>
                  {intl.formatMessage(
                    { id: 'common.labelColon', defaultMessage: '{label}:' },
                    { label: area.organisation },
                  )}
                </strong>
                {GAP}
                <span lang="en">{area.area}</span>
                <span className="muted" lang="en">
                  {DASH}
                  {area.unplaced.map((part) => `${part.text}: ${part.why}`).join('; ')}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
