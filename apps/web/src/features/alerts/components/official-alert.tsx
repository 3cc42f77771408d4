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
import { useIntl } from 'react-intl';
import type { OfficialAlertInfo, OfficialAlertKind, SafetyAlert } from '@safetrails/contracts';
import { kindName, officialName } from '../lib/alert-labels';
import { useAlertBasemap } from '../lib/alert-basemap';
import { NewTabNote } from '@/components/ui/new-tab-note';
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

const GAP = ' ';
const DOT = ' · ';

export function OfficialBadge({ official }: { readonly official: OfficialAlertInfo }) {
  const intl = useIntl();
  const Icon = KIND_ICONS[official.kind];
  return (
    <>
      <span className="alert-badge alert-badge-kind">
        <Icon aria-hidden="true" size={14} />
        {GAP}
        {kindName(intl, official.kind)}
      </span>
      <span className="alert-badge alert-badge-official" data-testid="official-badge">
        <BadgeCheck aria-hidden="true" size={14} />
        {GAP}
        {officialName(intl, official)}
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
  const intl = useIntl();
  const basemap = useAlertBasemap();
  const [showArea, setShowArea] = useState(false);
  const times = officialTimes(
    official.eventTime,
    official.timeZone,
    undefined,
    intl.locale === 'en' ? 'en-GB' : intl.locale,
  );
  const hasPlace = alert.latitude !== null && alert.longitude !== null;
  return (
    <div className="alert-official">
      <p>
        <span className="alert-official-label">
          {intl.formatMessage(
            { id: 'alerts.official.when', defaultMessage: '{kind, select, travel_advice {Issued:} other {Happened:}}' },
            { kind: official.kind === 'travel_advice' ? 'travel_advice' : 'event' },
          )}
        </span>
        {GAP}
        <time dateTime={official.eventTime}>
          {intl.formatMessage(
            { id: 'alerts.official.yourTime', defaultMessage: '{time} your time' },
            { time: times.yours },
          )}
        </time>
        {times.place && official.timeZone && (
          <>
            {DOT}
            {intl.formatMessage(
              { id: 'alerts.official.localTime', defaultMessage: '{time} local time in {zone}' },
              { time: times.place, zone: zoneName(official.timeZone) },
            )}
          </>
        )}
      </p>
      <p>
        <span className="alert-official-label">
          {intl.formatMessage(
            { id: 'alerts.official.rates', defaultMessage: '{organisation} rates it:' },
            { organisation: official.organisation },
          )}
        </span>
        {GAP}
        <span lang="en">{official.sourceSeverity}</span>
      </p>
      {showArea && basemap && hasPlace && (
        <Suspense
          fallback={
            <p className="muted">
              {intl.formatMessage({ id: 'alerts.mapLoading', defaultMessage: 'Loading the map…' })}
            </p>
          }
        >
          <AlertAreaMap alert={alert} official={official} basemap={basemap} />
        </Suspense>
      )}
      <p className="alert-official-links">
        <a href={official.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={14} />
          {GAP}
          {intl.formatMessage({ id: 'alerts.official.read', defaultMessage: "Read it on the source's page" })}
          <NewTabNote organisation={official.organisation} />
        </a>
        {basemap && hasPlace && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={showArea}
            onClick={() => setShowArea(!showArea)}
          >
            <MapIcon aria-hidden="true" size={14} />
            {GAP}
            {showArea
              ? intl.formatMessage({ id: 'alerts.official.hideArea', defaultMessage: 'Hide its area' })
              : intl.formatMessage({ id: 'alerts.official.showArea', defaultMessage: 'Show its area' })}
          </button>
        )}
      </p>
      <p className="alert-official-licence">
        {intl.formatMessage(
          { id: 'alerts.official.retrieved', defaultMessage: '{licence}. Retrieved {date}.' },
          {
            licence: <span lang="en">{official.licence}</span>,
            date: new Date(official.retrievedAt).toLocaleDateString(intl.locale === 'en' ? 'en-GB' : intl.locale, {
              dateStyle: 'medium',
            }),
          },
        )}
      </p>
    </div>
  );
}
