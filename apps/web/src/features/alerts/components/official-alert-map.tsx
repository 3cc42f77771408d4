/** The small map of an official alert's area, loaded on demand by official-alert.tsx. */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { OfficialAlertInfo, SafetyAlert } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import type { AddBasemap } from '../lib/alert-basemap';

/** The alert's area (the source's polygon) or its reach around the point, on the app's basemap. */
export default function AlertAreaMap({
  alert,
  official,
  basemap,
}: {
  readonly alert: SafetyAlert;
  readonly official: OfficialAlertInfo;
  readonly basemap: AddBasemap;
}) {
  const intl = useIntl();
  const elementRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = elementRef.current;
    if (!element || alert.latitude === null || alert.longitude === null) return;
    const map = L.map(element, {
      scrollWheelZoom: false,
      worldCopyJump: true,
      zoomSnap: 0.25,
      attributionControl: true,
    });
    const removeBasemap = basemap(map, () => setFailed(true));
    const centre = L.latLng(alert.latitude, alert.longitude);
    const style = { color: '#b42318', weight: 2, fillOpacity: 0.12, interactive: false };
    const shape = official.area
      ? L.geoJSON(official.area, { style: () => style })
      : L.circle(centre, { ...style, radius: alert.radius });
    // Framed first: Leaflet adds layers only to a map that has a view.
    map.fitBounds(shape instanceof L.GeoJSON ? shape.getBounds() : centre.toBounds(alert.radius * 2), {
      padding: [12, 12],
      animate: false,
    });
    shape.addTo(map);
    L.circleMarker(centre, { radius: 5, color: '#ffffff', weight: 2, fillColor: '#b42318', fillOpacity: 1 }).addTo(map);
    return () => {
      removeBasemap();
      map.remove();
    };
  }, [alert, official, basemap]);
  return (
    <div className="alert-area">
      <div
        ref={elementRef}
        className="alert-area-map"
        role="img"
        aria-label={intl.formatMessage(
          {
            id: 'alerts.area.map',
            defaultMessage:
              '{drawn, select, yes {Map of the area of {title}} other {Map of the area of {title}: {km, number} km around its centre}}',
          },
          { drawn: official.area ? 'yes' : 'no', title: alert.title, km: Math.round(alert.radius / 1000) },
        )}
      />
      {failed && (
        <p className="muted">
          {intl.formatMessage({
            id: 'alerts.area.failed',
            defaultMessage: "The map could not be drawn here; the source's page has its own.",
          })}
        </p>
      )}
    </div>
  );
}
