/**
 * The destination page's five tabs (spec part 1 "Destination detail"). The spec shows content only
 * under Safety Analysis; here every tab shows what the data holds and says "Coming Soon" only where
 * there is really nothing yet.
 */
import type { ReactNode } from 'react';
import { METRIC_DEFINITIONS, type DestinationDetail, type Place } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { metricName } from '../lib/score-words';
import { useAccommodations, useActivities } from '../api/get-places';
import { MetricBar } from './metric-bar';
import { MetricIcon } from './metric-icon';
import { NeighbourhoodStars } from './neighbourhood-stars';
import { PlaceCard } from './place-card';
import type { Viewer } from './save-button';
import { SentimentPanel } from './sentiment-panel';

export type DestinationTab = 'safety' | 'accommodations' | 'transportation' | 'activities' | 'emergency';

const DOT = ' · ';

export function ComingSoon({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="coming-soon">
      <p className="empty-state-title">
        {intl.formatMessage({ id: 'tabs.comingSoon', defaultMessage: 'Coming Soon' })}
      </p>
      <p className="muted">{children}</p>
    </div>
  );
}

export function SafetyAnalysisTab({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  const ratingsTitle = intl.formatMessage({ id: 'tabs.neighbourhoods', defaultMessage: 'Neighbourhood ratings' });
  return (
    <div className="destination-tab">
      <h3 className="panel-subtitle">{intl.formatMessage({ id: 'tabs.metrics', defaultMessage: 'Safety metrics' })}</h3>
      <ul className="metric-list">
        <li>
          <MetricBar
            label={metricName(intl, 'safetyScore')}
            score={destination.safetyScore}
            metric="safetyScore"
            icon={<MetricIcon metric="safetyScore" />}
          />
        </li>
        {METRIC_DEFINITIONS.map(({ key }) => (
          <li key={key}>
            <MetricBar
              label={metricName(intl, key)}
              score={destination[key]}
              metric={key}
              icon={<MetricIcon metric={key} />}
            />
          </li>
        ))}
      </ul>
      <SentimentPanel destination={destination} bare headingLevel="h3" />
      <h3 className="panel-subtitle">{ratingsTitle}</h3>
      {destination.neighborhoods.length === 0 ? (
        <p className="muted">
          {intl.formatMessage(
            { id: 'tabs.neighbourhoods.none', defaultMessage: 'No neighbourhoods on record for {city} yet.' },
            { city: destination.name },
          )}
        </p>
      ) : (
        <ul className="neighbourhood-ratings" aria-label={ratingsTitle}>
          {destination.neighborhoods.map((neighbourhood) => (
            <li key={neighbourhood.id}>
              <span>
                <strong>{neighbourhood.name}</strong>
                {neighbourhood.reportCount > 0 && (
                  <span className="muted neighbourhood-reports">
                    {DOT}
                    {intl.formatMessage(
                      {
                        id: 'tabs.neighbourhoods.reports',
                        defaultMessage: '{count, plural, one {# traveller report} other {# traveller reports}}',
                      },
                      { count: neighbourhood.reportCount },
                    )}
                  </span>
                )}
              </span>
              {neighbourhood.safety === null ? (
                <span className="muted">
                  {intl.formatMessage({ id: 'metric.notRated', defaultMessage: 'Not rated yet' })}
                </span>
              ) : (
                <>
                  <NeighbourhoodStars score={neighbourhood.safety} />
                  <span className="muted">
                    {intl.formatMessage(
                      { id: 'score.outOf100', defaultMessage: '{score, number}/100' },
                      { score: Math.round(neighbourhood.safety) },
                    )}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface PlacesTabProps {
  readonly destination: DestinationDetail;
  readonly viewer: Viewer;
  readonly highlightedId: number | null;
}

export function AccommodationsTab({ destination, viewer, highlightedId }: PlacesTabProps) {
  const intl = useIntl();
  const accommodations = useAccommodations(destination.id);
  return (
    <PlacesList
      query={accommodations}
      itemType="accommodation"
      viewer={viewer}
      highlightedId={highlightedId}
      empty={intl.formatMessage(
        {
          id: 'tabs.accommodations.none',
          defaultMessage:
            "No sourced list of places to stay in {city} yet: the governments' pages we read do not rate accommodation, and we show no place without a source.",
        },
        { city: destination.name },
      )}
    />
  );
}

export function ActivitiesTab({ destination, viewer, highlightedId }: PlacesTabProps) {
  const intl = useIntl();
  const activities = useActivities(destination.id);
  return (
    <PlacesList
      query={activities}
      itemType="activity"
      viewer={viewer}
      highlightedId={highlightedId}
      empty={intl.formatMessage(
        {
          id: 'tabs.activities.none',
          defaultMessage:
            "No sourced list of activities in {city} yet: the governments' pages we read do not list them, and we show no place without a source.",
        },
        { city: destination.name },
      )}
    />
  );
}

interface PlacesListProps {
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly data?: Place[] };
  readonly itemType: 'accommodation' | 'activity';
  readonly viewer: Viewer;
  readonly highlightedId: number | null;
  readonly empty: string;
}

function PlacesList({ query, itemType, viewer, highlightedId, empty }: PlacesListProps) {
  const intl = useIntl();
  if (query.isPending)
    return <p className="muted">{intl.formatMessage({ id: 'guide.loading', defaultMessage: 'Loading…' })}</p>;
  if (query.isError || !query.data)
    return (
      <p className="muted">
        {intl.formatMessage({
          id: 'tabs.places.failed',
          defaultMessage: 'These places could not be loaded. Please try again later.',
        })}
      </p>
    );
  if (query.data.length === 0) return <ComingSoon>{empty}</ComingSoon>;
  return (
    <ul className="place-grid">
      {query.data.map((place) => (
        <li key={place.id}>
          <PlaceCard
            place={place}
            itemType={itemType}
            viewer={viewer}
            highlighted={place.id === highlightedId}
            anchor
          />
        </li>
      ))}
    </ul>
  );
}
