/**
 * The country page's map of the governments' regional advice: every catalogue city drawn as a
 * translucent disc coloured by the level the chosen government gives it where it is (so the areas
 * it rates apart show as shaded ground), the border zones it names along their boundary lines and
 * the disputed areas it names by their own boundary, over the same basemap as the safety map (street
 * tiles, and the built-in map offline). Picking "most cautious" colours each city by the highest
 * level any government gives it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  ADVISORY_LEVEL_COLOURS,
  NO_LEVEL_COLOUR,
  type AdvisoryLevel,
  type AdvisorySource,
  type CountryAreas,
} from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { levelName } from '@/lib/advisory-words';
import { addBasemap } from './map-basemap';

const GAP = ' ';
import '@/styles/destinations.css';

export interface AdvisoryAreasMapProps {
  readonly areas: CountryAreas;
}

const HIGHEST = 'highest';
type Choice = AdvisorySource | typeof HIGHEST;

/** The disc around a city: big enough to shade the ground between neighbouring cities. */
function radiusOf(population: number | null): number {
  return Math.min(40_000, 12_000 + Math.sqrt(population ?? 15_000) * 15);
}

function levelFor(city: CountryAreas['cities'][number], choice: Choice): AdvisoryLevel | null {
  if (choice !== HIGHEST) return city.levels[choice]?.level ?? null;
  const levels = Object.values(city.levels).map((entry) => entry.level);
  return levels.length ? (Math.max(...levels) as AdvisoryLevel) : null;
}

export function AdvisoryAreasMap({ areas }: AdvisoryAreasMapProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const intl = useIntl();
  const [choice, setChoice] = useState<Choice>(HIGHEST);
  const selectId = useId();

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const map = L.map(element, { zoomSnap: 0.25, scrollWheelZoom: false, worldCopyJump: true, minZoom: 2 });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    const removeBasemap = addBasemap(map, () => undefined);
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeBasemap();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);

  // Frame the country's cities once.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || areas.cities.length === 0) return;
    const bounds = L.latLngBounds(areas.cities.map((city) => [city.latitude, city.longitude]));
    map.fitBounds(bounds.pad(0.1), { animate: false, maxZoom: 8 });
  }, [areas]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const city of [...areas.cities].reverse()) {
      const level = levelFor(city, choice);
      const colour = level === null ? NO_LEVEL_COLOUR : ADVISORY_LEVEL_COLOURS[level];
      L.circle([city.latitude, city.longitude], {
        radius: radiusOf(city.population),
        stroke: false,
        fillColor: colour,
        fillOpacity: 0.35,
        className: `areas-map-city areas-map-level-${level ?? 'none'}`,
      })
        .bindTooltip(
          intl.formatMessage(
            { id: 'areasMap.city', defaultMessage: '{city}: {level}' },
            {
              city: city.name,
              level:
                level === null
                  ? intl.formatMessage({ id: 'areasMap.noLevel', defaultMessage: 'no level' })
                  : levelName(intl, level),
            },
          ),
          {
            sticky: true,
          },
        )
        .addTo(layer);
    }
    // A disputed or self-administered area, by its own boundary (Natural Earth).
    for (const zone of areas.zones ?? []) {
      if (choice !== HIGHEST && zone.source !== choice) continue;
      L.polygon(
        zone.polygons.map((rings) => rings.map((ring) => ring.map(([lon, lat]) => [lat, lon] as [number, number]))),
        {
          color: ADVISORY_LEVEL_COLOURS[zone.level],
          weight: 2,
          opacity: 0.9,
          dashArray: '4 4',
          fillOpacity: 0.15,
          className: 'areas-map-zone',
        },
      )
        .bindTooltip(
          intl.formatMessage(
            { id: 'areasMap.zone', defaultMessage: '{area} ({source}): {level}, {name} by its boundary' },
            { area: zone.area, source: zone.source.toUpperCase(), level: levelName(intl, zone.level), name: zone.name },
          ),
          { sticky: true },
        )
        .addTo(layer);
    }
    for (const border of areas.borders) {
      if (choice !== HIGHEST && border.source !== choice) continue;
      for (const line of border.lines) {
        L.polyline(
          line.map(([lon, lat]) => [lat, lon] as [number, number]),
          {
            color: ADVISORY_LEVEL_COLOURS[border.level],
            weight: 6,
            opacity: 0.8,
            dashArray: '8 6',
            className: 'areas-map-border',
          },
        )
          .bindTooltip(
            intl.formatMessage(
              {
                id: 'areasMap.border',
                defaultMessage:
                  '{area} ({source}): {level}, {km, number} km from {line, select, control {the line of control} other {the border}}{stated, select, yes {} other { (no distance given: 50 km)}}',
              },
              {
                area: border.area,
                source: border.source.toUpperCase(),
                level: levelName(intl, border.level),
                km: border.km,
                stated: border.kmStated ? 'yes' : 'no',
                line: border.line ?? 'border',
              },
            ),
            { sticky: true },
          )
          .addTo(layer);
      }
    }
  }, [areas, choice, intl]);

  return (
    <div className="areas-map-frame" data-testid="areas-map">
      <label htmlFor={selectId} className="areas-map-choice">
        {intl.formatMessage({ id: 'areasMap.colourBy', defaultMessage: 'Colour by' })}
        {GAP}
        <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value as Choice)}>
          <option value={HIGHEST}>
            {intl.formatMessage({ id: 'areasMap.mostCautious', defaultMessage: 'the most cautious government' })}
          </option>
          {areas.governments.map((government) => (
            <option key={government.source} value={government.source}>
              {government.organisation}
            </option>
          ))}
        </select>
      </label>
      <div
        ref={elementRef}
        className="areas-map"
        role="region"
        aria-label={intl.formatMessage({
          id: 'areasMap.label',
          defaultMessage: "Map of the country's cities coloured by official advice level",
        })}
      />
      <ul
        className="areas-map-legend"
        aria-label={intl.formatMessage({ id: 'alerts.nearby.legend', defaultMessage: 'Legend' })}
      >
        {([1, 2, 3, 4] as const).map((level) => (
          <li key={level}>
            <span
              className="areas-map-swatch"
              style={{ background: ADVISORY_LEVEL_COLOURS[level] }}
              aria-hidden="true"
            />
            {GAP}
            {levelName(intl, level)}
          </li>
        ))}
        <li>
          <span className="areas-map-swatch areas-map-swatch-border" aria-hidden="true" />
          {GAP}
          {intl.formatMessage({ id: 'areasMap.borderZone', defaultMessage: 'Border zone' })}
        </li>
      </ul>
    </div>
  );
}
