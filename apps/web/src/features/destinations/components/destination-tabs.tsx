/**
 * The destination page's five tabs (spec part 1 "Destination detail"). The spec shows content only
 * under Safety Analysis; here every tab shows what the data holds and says "Coming Soon" only where
 * there is really nothing yet.
 */
import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import {
  METRIC_DEFINITIONS,
  type DestinationDetail,
  type Place,
  type SafetyTipView,
  type TipCategory,
} from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountryName } from '@/i18n/use-country-name';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { metricName } from '../lib/score-words';
import { useAccommodations, useActivities } from '../api/get-places';
import { useNeighbourhoodReports } from '../api/get-neighbourhood-reports';
import { useTopTips } from '../api/get-top-tips';
import { MetricBar } from './metric-bar';
import { MetricIcon } from './metric-icon';
import { NeighbourhoodStars } from './neighbourhood-stars';
import { PlaceCard } from './place-card';
import type { Viewer } from './save-button';
import { SentimentPanel } from './sentiment-panel';

export type DestinationTab = 'safety' | 'accommodations' | 'transportation' | 'activities' | 'emergency';

const GAP = ' ';
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

const TRANSPORT_TIPS: readonly TipCategory[] = ['transportation'];
const EMERGENCY_TIPS: readonly TipCategory[] = ['emergency', 'health'];

export function TransportationTab({
  destination,
  governments,
}: {
  readonly destination: DestinationDetail;
  /** The governments' words on getting around the country, composed in by the route. */
  readonly governments?: ReactNode;
}) {
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  const reports = useNeighbourhoodReports(destination.id);
  const tips = useTopTips(destination.id);
  const transportReports = (reports.data ?? []).filter((report) => report.transportOptions);
  const transportTips = tipsIn(tips.data, TRANSPORT_TIPS);
  const loading = reports.isPending || tips.isPending;
  const noMetrics = destination.publicTransport === null && destination.walkability === null;
  if (!governments && noMetrics && transportReports.length === 0 && transportTips.length === 0) {
    return loading ? (
      <p className="muted">{intl.formatMessage({ id: 'guide.loading', defaultMessage: 'Loading…' })}</p>
    ) : (
      <ComingSoon>
        {intl.formatMessage(
          { id: 'tabs.transport.soon', defaultMessage: 'Transport safety for {city} is on its way.' },
          { city: destination.name },
        )}
      </ComingSoon>
    );
  }
  return (
    <div className="destination-tab">
      {governments}
      {!noMetrics && (
        <h3 className="panel-subtitle">
          {intl.formatMessage({ id: 'country.gettingAround', defaultMessage: 'Getting around' })}
        </h3>
      )}
      {!noMetrics && (
        <ul className="metric-list">
          <li>
            <MetricBar
              label={metricName(intl, 'publicTransport')}
              score={destination.publicTransport}
              metric="publicTransport"
              icon={<MetricIcon metric="publicTransport" />}
            />
          </li>
          <li>
            <MetricBar
              label={metricName(intl, 'walkability')}
              score={destination.walkability}
              metric="walkability"
              icon={<MetricIcon metric="walkability" />}
            />
          </li>
        </ul>
      )}
      {transportReports.length > 0 && (
        <>
          <h3 className="panel-subtitle">
            {intl.formatMessage({
              id: 'tabs.transport.reported',
              defaultMessage: 'Transport options travellers reported',
            })}
          </h3>
          <ul className="resource-list">
            {transportReports.map((report) => (
              <li key={report.id}>
                <p>
                  <FormattedMessage
                    id="tabs.transport.report"
                    defaultMessage="<strong>{neighbourhood}</strong>: {options}"
                    values={{
                      neighbourhood: report.neighborhoodName,
                      options: report.transportOptions,
                      strong: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </p>
                {report.bestTimeToVisit && (
                  <p className="resource-meta">
                    <Clock aria-hidden="true" size={12} style={{ display: 'inline' }} />
                    {GAP}
                    {intl.formatMessage(
                      { id: 'tabs.bestTime', defaultMessage: 'Best time to visit: {time}' },
                      { time: report.bestTimeToVisit },
                    )}
                  </p>
                )}
                <p className="resource-meta">
                  {intl.formatMessage(
                    { id: 'tabs.reported', defaultMessage: 'Reported {ago}' },
                    { ago: timeAgo(report.createdAt) },
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <TipList
        title={intl.formatMessage({ id: 'tabs.transport.tips', defaultMessage: 'Transport tips from travellers' })}
        tips={transportTips}
      />
    </div>
  );
}

export function EmergencyTab({
  destination,
  emergencyNumbers,
}: {
  readonly destination: DestinationDetail;
  /** The country's numbers, composed in by the route (the countries feature draws them). */
  readonly emergencyNumbers: ReactNode;
}) {
  const intl = useIntl();
  const countryName = useCountryName()(destination.countryCode, destination.country);
  const tips = useTopTips(destination.id);
  const emergencyTips = tipsIn(tips.data, EMERGENCY_TIPS);
  return (
    <div className="destination-tab">
      <h3 className="panel-subtitle">
        {intl.formatMessage(
          { id: 'tabs.emergency.numbers', defaultMessage: 'Emergency numbers in {country}' },
          { country: countryName },
        )}
      </h3>
      {emergencyNumbers}
      {destination.medicalAccess !== null && (
        <>
          <h3 className="panel-subtitle">
            {intl.formatMessage({ id: 'tabs.medicalCare', defaultMessage: 'Medical care' })}
          </h3>
          <MetricBar
            label={metricName(intl, 'medicalAccess')}
            score={destination.medicalAccess}
            metric="medicalAccess"
            icon={<MetricIcon metric="medicalAccess" />}
          />
        </>
      )}
      <TipList
        title={intl.formatMessage({
          id: 'tabs.emergency.tips',
          defaultMessage: 'Emergency and health tips from travellers',
        })}
        tips={emergencyTips}
      />
    </div>
  );
}

function tipsIn(tips: readonly SafetyTipView[] | undefined, categories: readonly TipCategory[]): SafetyTipView[] {
  return (tips ?? []).filter((tip) => categories.includes(tip.category));
}

function TipList({ title, tips }: { readonly title: string; readonly tips: readonly SafetyTipView[] }) {
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  if (tips.length === 0) return null;
  return (
    <>
      <h3 className="panel-subtitle">{title}</h3>
      <ul className="resource-list">
        {tips.map((tip) => (
          <li key={tip.id}>
            <p>{tip.content}</p>
            <p className="resource-meta">
              {intl.formatMessage(
                {
                  id: 'tabs.tip.meta',
                  defaultMessage:
                    '{author} · {ago} · {count, plural, one {# found this helpful} other {# found this helpful}}',
                },
                {
                  author:
                    tip.authorName ??
                    intl.formatMessage({ id: 'tabs.tip.formerTraveller', defaultMessage: 'A former traveller' }),
                  ago: timeAgo(tip.createdAt),
                  count: tip.upvotes,
                },
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
