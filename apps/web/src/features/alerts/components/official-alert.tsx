/**
 * What an official alert shows beyond a community one (docs/ALERTS.md): "Official: USGS" with the
 * kind's icon (never the community label), when it happened in the traveller's and the place's time,
 * the source's own severity, a small map of its area on request, and the source's page and licence.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Activity,
  BadgeCheck,
  Droplets,
  ExternalLink,
  Flame,
  Landmark,
  Map as MapIcon,
  Mountain,
  Sun,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import {
  OFFICIAL_ALERT_KIND_LABELS,
  officialLabel,
  type OfficialAlertInfo,
  type OfficialAlertKind,
  type SafetyAlert,
} from '@safetrails/contracts';
import { useAlertBasemap } from '../lib/alert-basemap';
import { officialTimes, zoneName } from '../lib/official-time';

/** Leaflet comes with the map, when a traveller asks for it: not with every alert card. */
const AlertAreaMap = lazy(() => import('./official-alert-map'));

const KIND_ICONS: Readonly<Record<OfficialAlertKind, LucideIcon>> = {
  earthquake: Activity,
  tropical_cyclone: Wind,
  flood: Droplets,
  volcano: Mountain,
  drought: Sun,
  wildfire: Flame,
  travel_advice: Landmark,
};

export const KIND_LABELS = OFFICIAL_ALERT_KIND_LABELS;

export function OfficialBadge({ official }: { readonly official: OfficialAlertInfo }) {
  const Icon = KIND_ICONS[official.kind];
  return (
    <>
      <span className="alert-badge alert-badge-kind">
        <Icon aria-hidden="true" size={14} /> {KIND_LABELS[official.kind]}
      </span>
      <span className="alert-badge alert-badge-official" data-testid="official-badge">
        <BadgeCheck aria-hidden="true" size={14} /> {officialLabel(official)}
      </span>
    </>
  );
}

export function OfficialAlertDetails({
  alert,
  official,
}: {
  readonly alert: SafetyAlert;
  readonly official: OfficialAlertInfo;
}) {
  const basemap = useAlertBasemap();
  const [showArea, setShowArea] = useState(false);
  const times = officialTimes(official.eventTime, official.timeZone);
  const hasPlace = alert.latitude !== null && alert.longitude !== null;
  return (
    <div className="alert-official">
      <p>
        <span className="alert-official-label">{official.kind === 'travel_advice' ? 'Issued' : 'Happened'}:</span>{' '}
        <time dateTime={official.eventTime}>{times.yours} your time</time>
        {times.place && official.timeZone && (
          <>
            {' '}
            · {times.place} local time in {zoneName(official.timeZone)}
          </>
        )}
      </p>
      <p>
        <span className="alert-official-label">{official.organisation} rates it:</span> {official.sourceSeverity}
      </p>
      {showArea && basemap && hasPlace && (
        <Suspense fallback={<p className="muted">Loading the map…</p>}>
          <AlertAreaMap alert={alert} official={official} basemap={basemap} />
        </Suspense>
      )}
      <p className="alert-official-links">
        <a href={official.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={14} /> Read it on the source's page
          <span className="visually-hidden"> ({official.organisation}, opens in a new tab)</span>
        </a>
        {basemap && hasPlace && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={showArea}
            onClick={() => setShowArea(!showArea)}
          >
            <MapIcon aria-hidden="true" size={14} /> {showArea ? 'Hide its area' : 'Show its area'}
          </button>
        )}
      </p>
      <p className="alert-official-licence">
        {official.licence}. Retrieved{' '}
        {new Date(official.retrievedAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}.
      </p>
    </div>
  );
}
