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
import { timeAgo } from '@/lib/time-ago';
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

export function ComingSoon({ children }: { readonly children: ReactNode }) {
  return (
    <div className="coming-soon">
      <p className="empty-state-title">Coming Soon</p>
      <p className="muted">{children}</p>
    </div>
  );
}

export function SafetyAnalysisTab({ destination }: { readonly destination: DestinationDetail }) {
  return (
    <div className="destination-tab">
      <h3 className="panel-subtitle">Safety metrics</h3>
      <ul className="metric-list">
        <li>
          <MetricBar
            label="Overall Safety"
            score={destination.safetyScore}
            metric="safetyScore"
            icon={<MetricIcon metric="safetyScore" />}
          />
        </li>
        {METRIC_DEFINITIONS.map(({ key, label }) => (
          <li key={key}>
            <MetricBar label={label} score={destination[key]} metric={key} icon={<MetricIcon metric={key} />} />
          </li>
        ))}
      </ul>
      <SentimentPanel destination={destination} bare headingLevel="h3" />
      <h3 className="panel-subtitle">Neighbourhood ratings</h3>
      {destination.neighborhoods.length === 0 ? (
        <p className="muted">No neighbourhoods on record for {destination.name} yet.</p>
      ) : (
        <ul className="neighbourhood-ratings" aria-label="Neighbourhood ratings">
          {destination.neighborhoods.map((neighbourhood) => (
            <li key={neighbourhood.id}>
              <span>
                <strong>{neighbourhood.name}</strong>
                {neighbourhood.reportCount > 0 && (
                  <span className="muted neighbourhood-reports">
                    {' '}
                    · {neighbourhood.reportCount} traveller report{neighbourhood.reportCount === 1 ? '' : 's'}
                  </span>
                )}
              </span>
              {neighbourhood.safety === null ? (
                <span className="muted">Not rated yet</span>
              ) : (
                <>
                  <NeighbourhoodStars score={neighbourhood.safety} />
                  <span className="muted">{Math.round(neighbourhood.safety)}/100</span>
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
  const accommodations = useAccommodations(destination.id);
  return (
    <PlacesList
      query={accommodations}
      itemType="accommodation"
      viewer={viewer}
      highlightedId={highlightedId}
      empty={`No sourced list of places to stay in ${destination.name} yet: the governments' pages we read do not rate accommodation, and we show no place without a source.`}
    />
  );
}

export function ActivitiesTab({ destination, viewer, highlightedId }: PlacesTabProps) {
  const activities = useActivities(destination.id);
  return (
    <PlacesList
      query={activities}
      itemType="activity"
      viewer={viewer}
      highlightedId={highlightedId}
      empty={`No sourced list of activities in ${destination.name} yet: the governments' pages we read do not list them, and we show no place without a source.`}
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
  if (query.isPending) return <p className="muted">Loading…</p>;
  if (query.isError || !query.data)
    return <p className="muted">These places could not be loaded. Please try again later.</p>;
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
  const reports = useNeighbourhoodReports(destination.id);
  const tips = useTopTips(destination.id);
  const transportReports = (reports.data ?? []).filter((report) => report.transportOptions);
  const transportTips = tipsIn(tips.data, TRANSPORT_TIPS);
  const loading = reports.isPending || tips.isPending;
  const noMetrics = destination.publicTransport === null && destination.walkability === null;
  if (!governments && noMetrics && transportReports.length === 0 && transportTips.length === 0) {
    return loading ? (
      <p className="muted">Loading…</p>
    ) : (
      <ComingSoon>Transport safety for {destination.name} is on its way.</ComingSoon>
    );
  }
  return (
    <div className="destination-tab">
      {governments}
      {!noMetrics && <h3 className="panel-subtitle">Getting around</h3>}
      {!noMetrics && (
        <ul className="metric-list">
          <li>
            <MetricBar
              label="Public Transport"
              score={destination.publicTransport}
              metric="publicTransport"
              icon={<MetricIcon metric="publicTransport" />}
            />
          </li>
          <li>
            <MetricBar
              label="Walkability"
              score={destination.walkability}
              metric="walkability"
              icon={<MetricIcon metric="walkability" />}
            />
          </li>
        </ul>
      )}
      {transportReports.length > 0 && (
        <>
          <h3 className="panel-subtitle">Transport options travellers reported</h3>
          <ul className="resource-list">
            {transportReports.map((report) => (
              <li key={report.id}>
                <p>
                  <strong>{report.neighborhoodName}</strong>: {report.transportOptions}
                </p>
                {report.bestTimeToVisit && (
                  <p className="resource-meta">
                    <Clock aria-hidden="true" size={12} style={{ display: 'inline' }} /> Best time to visit:{' '}
                    {report.bestTimeToVisit}
                  </p>
                )}
                <p className="resource-meta">Reported {timeAgo(report.createdAt)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <TipList title="Transport tips from travellers" tips={transportTips} />
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
  const tips = useTopTips(destination.id);
  const emergencyTips = tipsIn(tips.data, EMERGENCY_TIPS);
  return (
    <div className="destination-tab">
      <h3 className="panel-subtitle">Emergency numbers in {destination.country}</h3>
      {emergencyNumbers}
      {destination.medicalAccess !== null && (
        <>
          <h3 className="panel-subtitle">Medical care</h3>
          <MetricBar
            label="Medical Access"
            score={destination.medicalAccess}
            metric="medicalAccess"
            icon={<MetricIcon metric="medicalAccess" />}
          />
        </>
      )}
      <TipList title="Emergency and health tips from travellers" tips={emergencyTips} />
    </div>
  );
}

function tipsIn(tips: readonly SafetyTipView[] | undefined, categories: readonly TipCategory[]): SafetyTipView[] {
  return (tips ?? []).filter((tip) => categories.includes(tip.category));
}

function TipList({ title, tips }: { readonly title: string; readonly tips: readonly SafetyTipView[] }) {
  if (tips.length === 0) return null;
  return (
    <>
      <h3 className="panel-subtitle">{title}</h3>
      <ul className="resource-list">
        {tips.map((tip) => (
          <li key={tip.id}>
            <p>{tip.content}</p>
            <p className="resource-meta">
              {tip.authorName ?? 'A former traveller'} · {timeAgo(tip.createdAt)} · {tip.upvotes} found this helpful
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
