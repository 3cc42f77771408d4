/**
 * Map View of the alerts page (spec part 2 "Safety alerts page"): a location services switch; once
 * the browser gives a position, a Leaflet map around it with the 5km radius drawn, one marker per
 * active alert within it (`GET /api/safety-alerts/nearby`), and the same alerts listed below, nearest
 * first, for keyboard and screen reader users. A refused location and a failed read each say so in
 * the spec's toast.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { LocateFixed } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  NEARBY_RADIUS_DEFAULT_METRES,
  SEVERITY_BAR_VALUE,
  type AlertSeverity,
  type NearbySafetyAlert,
} from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import { useNow } from '@/lib/use-now';
import { useNearbyAlerts, type NearbyQuery } from '../api/get-nearby-alerts';
import { alertCount, distanceAway, radiusName, severityName } from '../lib/alert-labels';
import { hasCoordinates } from '../lib/map-link';
import { locationError } from '../lib/location-error';
import { AlertCard } from './alert-card';
import { AlertsLoading, NoAlertsFound } from './alert-list-states';
import { useIntl, type IntlShape } from 'react-intl';
import type { AddBasemap } from '../lib/alert-basemap';

interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

/** Marker colours by severity, as on the cards' edges and in the legend (alerts.css). */
const SEVERITY_COLOURS: Readonly<Record<AlertSeverity, string>> = {
  critical: '#b42318',
  high: '#e8590c',
  medium: '#e0a100',
  low: '#2a8a83',
};

const RELATIVE_TIME_TICK_MS = 30_000;

const GAP = ' ';

export function NearbyAlertsMap({ basemap }: { readonly basemap: AddBasemap }) {
  const intl = useIntl();
  const [enabled, setEnabled] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const radius = NEARBY_RADIUS_DEFAULT_METRES;
  const query: NearbyQuery | null = position ? { ...position, radius } : null;
  const nearby = useNearbyAlerts(query);
  const now = useNow(RELATIVE_TIME_TICK_MS);

  const onToggle = (on: boolean) => {
    setEnabled(on);
    if (!on) {
      setPosition(null);
      return;
    }
    if (!('geolocation' in navigator)) {
      setEnabled(false);
      locationError(intl);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ latitude: coords.latitude, longitude: coords.longitude }),
      () => {
        setEnabled(false);
        locationError(intl);
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };

  // One toast per failed read, not one per render.
  const { isError, errorUpdatedAt } = nearby;
  useEffect(() => {
    if (isError)
      toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), {
        description: intl.formatMessage({
          id: 'alerts.nearby.failed',
          defaultMessage: 'Failed to fetch nearby alerts',
        }),
      });
  }, [isError, errorUpdatedAt, intl]);

  const alerts = nearby.data ?? [];
  return (
    <div className="nearby-alerts">
      <div>
        <h2 className="tab-title">
          {intl.formatMessage(
            {
              id: 'alerts.page.tab',
              defaultMessage: '{tab, select, view {View Alerts} create {Create Alert} other {Map View}}',
            },
            { tab: 'map' },
          )}
        </h2>
        <p className="tab-intro">
          {intl.formatMessage(
            {
              id: 'alerts.nearby.intro',
              defaultMessage:
                "Alerts within a {radius} radius of your location are shown on the map. Your location stays in your browser: only the map's centre is sent to find the alerts around it.",
            },
            { radius: radiusName(intl, radius) },
          )}
        </p>
      </div>
      <div className="card nearby-alerts-switch">
        <SwitchField
          label={intl.formatMessage({ id: 'alerts.nearby.switch', defaultMessage: 'Location services' })}
          description={intl.formatMessage(
            { id: 'alerts.nearby.switch.text', defaultMessage: 'Use your location to show alerts within {radius}.' },
            { radius: radiusName(intl, radius) },
          )}
          checked={enabled}
          onChange={onToggle}
        />
      </div>
      {position ? (
        <>
          <NearbyMap basemap={basemap} position={position} radius={radius} alerts={alerts} />
          <div className="nearby-alerts-list-head">
            <h3>
              {intl.formatMessage({ id: 'alerts.nearby.title', defaultMessage: 'Alerts near you' })}
              {GAP}
              {nearby.isSuccess && <span className="alerts-count">{alertCount(intl, alerts.length)}</span>}
            </h3>
          </div>
          {nearby.isPending ? (
            <AlertsLoading />
          ) : nearby.isError ? (
            <p className="muted">
              {intl.formatMessage({
                id: 'alerts.nearby.loadFailed',
                defaultMessage:
                  'The alerts around you could not be loaded. Turn location services off and on to try again.',
              })}
            </p>
          ) : alerts.length === 0 ? (
            <NoAlertsFound filtered={false} />
          ) : (
            <ul className="alerts-list">
              {alerts.map((alert) => (
                <li key={alert.id}>
                  <AlertCard alert={alert} now={now} showMap note={distanceAway(intl, alert.distanceMetres)} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <div className="empty-state nearby-alerts-off">
          <span className="empty-state-icon">
            <LocateFixed aria-hidden="true" size={22} />
          </span>
          <p className="empty-state-title">
            {enabled
              ? intl.formatMessage({ id: 'alerts.nearby.finding', defaultMessage: 'Finding your location...' })
              : intl.formatMessage({ id: 'alerts.nearby.off', defaultMessage: 'Location services are off' })}
          </p>
          <p className="muted">
            {enabled
              ? intl.formatMessage({
                  id: 'alerts.nearby.allow',
                  defaultMessage: 'Allow your browser to share your location to see the alerts around you.',
                })
              : intl.formatMessage({
                  id: 'alerts.nearby.turnOn',
                  defaultMessage: 'Turn on location services to see safety alerts around you on the map.',
                })}
          </p>
        </div>
      )}
    </div>
  );
}

interface NearbyMapProps {
  readonly basemap: AddBasemap;
  readonly position: Position;
  readonly radius: number;
  readonly alerts: readonly NearbySafetyAlert[];
}

/** Leaflet is driven from effects; React draws only the legend around it. */
function NearbyMap({ basemap, position, radius, alerts }: NearbyMapProps) {
  const intl = useIntl();
  const elementRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const hereRef = useRef<L.LayerGroup | null>(null);
  const basemapRef = useRef(basemap);
  const [basemapFailed, setBasemapFailed] = useState(false);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    // Quarter-level zoom steps, so the radius fills the map instead of the nearest whole level.
    const map = L.map(element, { scrollWheelZoom: false, worldCopyJump: true, zoomSnap: 0.25 });
    mapRef.current = map;
    L.control.scale({ imperial: false, position: 'bottomright' }).addTo(map);
    hereRef.current = L.layerGroup().addTo(map);
    markersRef.current = L.layerGroup().addTo(map);
    const removeBasemap = basemapRef.current(map, () => setBasemapFailed(true));
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeBasemap();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The traveller's position and the radius, framed.
  useEffect(() => {
    const map = mapRef.current;
    const here = hereRef.current;
    if (!map || !here) return;
    here.clearLayers();
    const centre = L.latLng(position.latitude, position.longitude);
    // Framed first: Leaflet adds layers only to a map that has a view.
    map.fitBounds(centre.toBounds(radius * 2), { padding: [16, 16], animate: false });
    L.circle(centre, {
      radius,
      color: '#0f5257',
      weight: 2,
      fillColor: '#0f5257',
      fillOpacity: 0.08,
      interactive: false,
      className: 'nearby-radius',
    }).addTo(here);
    L.circleMarker(centre, {
      radius: 8,
      color: '#ffffff',
      weight: 3,
      fillColor: '#1d4ed8',
      fillOpacity: 1,
      className: 'nearby-here',
    })
      .bindTooltip(intl.formatMessage({ id: 'alerts.nearby.here', defaultMessage: 'You are here' }), {
        direction: 'top',
      })
      .addTo(here);
  }, [position, radius, intl]);

  // One marker per alert with a place.
  useEffect(() => {
    const markers = markersRef.current;
    if (!markers) return;
    markers.clearLayers();
    // The most severe drawn last, on top of any milder alert at the same place.
    const bySeverity = [...alerts].sort((a, b) => SEVERITY_BAR_VALUE[a.severity] - SEVERITY_BAR_VALUE[b.severity]);
    for (const alert of bySeverity) {
      if (!hasCoordinates(alert)) continue;
      L.circleMarker([alert.latitude, alert.longitude], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: SEVERITY_COLOURS[alert.severity],
        fillOpacity: 0.95,
        className: `nearby-alert-marker nearby-alert-marker-${alert.severity}`,
      })
        .bindTooltip(markerTooltip(intl, alert), { direction: 'top' })
        .addTo(markers);
    }
  }, [alerts, intl]);

  return (
    <div className="nearby-map">
      <div
        ref={elementRef}
        className="nearby-map-canvas"
        role="region"
        aria-label={intl.formatMessage(
          { id: 'alerts.nearby.map', defaultMessage: 'Map of safety alerts within {radius} of your location' },
          { radius: radiusName(intl, radius) },
        )}
        data-testid="nearby-alerts-map"
      />
      <ul
        className="nearby-map-legend"
        aria-label={intl.formatMessage({ id: 'alerts.nearby.legend', defaultMessage: 'Legend' })}
      >
        <li>
          <span className="nearby-legend-dot nearby-legend-here" aria-hidden="true" />
          {GAP}
          {intl.formatMessage({ id: 'alerts.nearby.you', defaultMessage: 'You' })}
        </li>
        {(['critical', 'high', 'medium', 'low'] as const).map((severity) => (
          <li key={severity}>
            <span className={`nearby-legend-dot nearby-legend-${severity}`} aria-hidden="true" />
            {GAP}
            {severityName(intl, severity)}
          </li>
        ))}
      </ul>
      {basemapFailed && (
        <p className="nearby-map-notice" role="status">
          {intl.formatMessage({
            id: 'alerts.nearby.noBasemap',
            defaultMessage: 'The map background could not be loaded; the alerts still show.',
          })}
        </p>
      )}
    </div>
  );
}

/** Built as elements, not HTML, so an alert's title is always text. */
function markerTooltip(intl: IntlShape, alert: NearbySafetyAlert): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = alert.title;
  const line = document.createElement('span');
  line.textContent = `${severityName(intl, alert.severity)} · ${distanceAway(intl, alert.distanceMetres)}`;
  box.append(title, document.createElement('br'), line);
  return box;
}
