/**
 * A map to tap where her point is, with the radius she chose drawn around it. Leaflet, loaded when
 * she opens it; the app's basemap is drawn (handed in by the route), street tiles when they load.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** Draws the app's basemap on a map and returns how to take it off (the destinations feature's, passed in by the route). */
export type AddBasemap = (map: L.Map, onError: () => void) => () => void;

export interface PickedPoint {
  readonly latitude: number;
  readonly longitude: number;
}

interface PointPickerProps {
  readonly basemap: AddBasemap | null;
  readonly picked: PickedPoint | null;
  readonly radiusMetres: number;
  readonly onPick: (point: PickedPoint) => void;
}

export default function PointPicker({ basemap, picked, radiusMetres, onPick }: PointPickerProps) {
  const intl = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const circle = useRef<L.Circle | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: [20, 10], zoom: 2, worldCopyJump: true });
    map.current = created;
    const removeBasemap = basemap?.(created, () => undefined);
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current({
        latitude: Math.round(event.latlng.lat * 1e5) / 1e5,
        longitude: Math.round(L.Util.wrapNum(event.latlng.lng, [-180, 180], true) * 1e5) / 1e5,
      }),
    );
    return () => {
      removeBasemap?.();
      created.remove();
      map.current = null;
    };
  }, [basemap]);

  useEffect(() => {
    circle.current?.remove();
    circle.current = null;
    if (!picked || !map.current) return;
    circle.current = L.circle([picked.latitude, picked.longitude], {
      radius: radiusMetres,
      color: '#0f5257',
      weight: 2,
    }).addTo(map.current);
  }, [picked, radiusMetres]);

  return (
    <>
      <div
        ref={element}
        className="alert-settings-map"
        aria-label={intl.formatMessage({ id: 'alertSettings.map', defaultMessage: 'Map: tap where the place is' })}
      />
      <p className="muted" aria-live="polite">
        {picked
          ? intl.formatMessage(
              { id: 'alertSettings.map.chosen', defaultMessage: 'Chosen: {latitude}, {longitude}' },
              { latitude: String(picked.latitude), longitude: String(picked.longitude) },
            )
          : intl.formatMessage({ id: 'alertSettings.map.none', defaultMessage: 'Nothing chosen yet.' })}
      </p>
    </>
  );
}
