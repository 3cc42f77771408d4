/** What the safety map draws around a destination: the zoom that frames it, its neighbourhoods' blobs and their tooltips. */
import '@/styles/destinations.css';
import type { DestinationDetail, NeighbourhoodScore } from '@safetrails/contracts';
import { scoreBand } from '@safetrails/scoring';
import { type IntlShape } from 'react-intl';
import { layerName } from '../lib/score-words';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  BASE_ZOOM_RANGE,
  CITY_ZOOM,
  clampBaseZoom,
  placedNeighbourhoods,
  type MapLayer,
  type PlacedNeighbourhood,
} from '../lib/map-view';
import { officialSectionsOf, sectionPoints } from './official-sections-layer';

/**
 * The level that frames the destination: all its neighbourhoods and the parts the governments single
 * out with a margin, or the city centre.
 */
export function frameZoom(map: L.Map, destination: DestinationDetail): number {
  const points = [
    ...placedNeighbourhoods(destination.neighborhoods).map(({ latitude, longitude }) => L.latLng(latitude, longitude)),
    ...sectionPoints(officialSectionsOf(destination)),
  ];
  if (points.length < 2) return CITY_ZOOM;
  points.push(L.latLng(destination.latitude, destination.longitude));
  // getBoundsZoom keeps within the map's current limits, which belong to the previous framing.
  map.options.minZoom = BASE_ZOOM_RANGE.min;
  map.options.maxZoom = BASE_ZOOM_RANGE.max;
  return clampBaseZoom(map.getBoundsZoom(L.latLngBounds(points).pad(0.25)));
}

/** Blobs as wide as about half the gap between the closest two neighbourhoods, so they touch but do not swallow each other. */
export function blobRadius(neighbourhoods: readonly PlacedNeighbourhood[]): number {
  let closest = Infinity;
  for (const [index, a] of neighbourhoods.entries()) {
    for (const b of neighbourhoods.slice(index + 1)) {
      closest = Math.min(closest, L.latLng(a.latitude, a.longitude).distanceTo([b.latitude, b.longitude]));
    }
  }
  const radius = Number.isFinite(closest) ? closest * 0.55 : 700;
  return Math.min(1500, Math.max(250, radius));
}

/** Built as elements, not HTML, so a neighbourhood's name is always text. */
export function blobTooltip(
  intl: IntlShape,
  neighbourhood: NeighbourhoodScore,
  layer: MapLayer,
  value: number | null,
): HTMLElement {
  const box = document.createElement('div');
  const line = (text: string, className?: string) => {
    const element = document.createElement(className ? 'strong' : 'span');
    if (className) element.className = className;
    element.textContent = text;
    box.append(element);
  };
  line(neighbourhood.name, 'safety-map-tooltip-title');
  const safety = neighbourhood.safety;
  line(
    intl.formatMessage(
      {
        id: 'map.tooltip.score',
        defaultMessage: '{rated, select, no {Safety Score: not rated yet} other {Safety Score: {score}/100}}',
      },
      { rated: safety === null ? 'no' : 'yes', score: Math.round(safety ?? 0) },
    ),
  );
  line(
    intl.formatMessage(
      {
        id: 'map.tooltip.level',
        defaultMessage: '{rated, select, no {Safety Level: Unrated} other {Safety Level: {level}}}',
      },
      {
        rated: safety === null ? 'no' : 'yes',
        level:
          safety === null
            ? ''
            : intl.formatMessage(
                { id: 'score.band', defaultMessage: '{band, select, high {High} medium {Medium} other {Low}}' },
                { band: scoreBand(safety) },
              ),
      },
    ),
  );
  if (layer !== 'overall' && value !== null)
    line(
      intl.formatMessage(
        { id: 'map.tooltip.layer', defaultMessage: '{layer}: {value}/100' },
        { layer: layerName(intl, layer), value: Math.round(value) },
      ),
    );
  return box;
}
