/**
 * The safety map's zoom and layers (spec part 1 "Destination safety map", section 9). The spec's zoom
 * is a scale factor: it starts at 1 and steps by 0.25 between 0.75 and 1.5. On a Leaflet map a scale
 * factor s is the zoom level base + log2(s), where base is the level that frames the destination
 * (all its neighbourhoods, or the city centre): 0.75 zooms out by about half a level, 1.5 in by
 * about six tenths, and the map cannot leave that range.
 */
import type { DestinationDetail, NeighbourhoodScore } from '@safetrails/contracts';
import { MAP_LAYER_DEFAULT_VALUE } from '@safetrails/scoring';

export const MAP_ZOOM = { start: 1, step: 0.25, min: 0.75, max: 1.5 } as const;

/** Leaflet zoom levels a destination may be framed at: no closer than a district, no farther than a region. */
export const BASE_ZOOM_RANGE = { min: 4, max: 14 } as const;
/** The framing of a city with no neighbourhood on record. */
export const CITY_ZOOM = 11;

export function zoomIn(zoom: number): number {
  return Math.min(MAP_ZOOM.max, roundToStep(zoom + MAP_ZOOM.step));
}

export function zoomOut(zoom: number): number {
  return Math.max(MAP_ZOOM.min, roundToStep(zoom - MAP_ZOOM.step));
}

export function leafletZoom(zoom: number, baseZoom: number): number {
  return baseZoom + Math.log2(zoom);
}

/** The spec zoom nearest a Leaflet zoom level (after a pinch or a keyboard zoom), kept in range. */
export function specZoom(leafletLevel: number, baseZoom: number): number {
  const zoom = roundToStep(2 ** (leafletLevel - baseZoom));
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoom));
}

export function clampBaseZoom(fittedZoom: number): number {
  return Math.min(BASE_ZOOM_RANGE.max, Math.max(BASE_ZOOM_RANGE.min, Math.floor(fittedZoom)));
}

function roundToStep(zoom: number): number {
  return Math.round(zoom / MAP_ZOOM.step) * MAP_ZOOM.step;
}

/** The map's layers: the overall score and each metric (named by score-words.ts's metricName). */
export const MAP_LAYERS = [
  'overall',
  'walkability',
  'publicTransport',
  'harassmentLevel',
  'pettyCrime',
  'medicalAccess',
] as const;

export type MapLayer = (typeof MAP_LAYERS)[number];

/** A neighbourhood the map can place (travellers may name one in a report before it has coordinates). */
export type PlacedNeighbourhood = NeighbourhoodScore & { readonly latitude: number; readonly longitude: number };

export function placedNeighbourhoods(neighbourhoods: readonly NeighbourhoodScore[]): PlacedNeighbourhood[] {
  return neighbourhoods.filter(
    (neighbourhood): neighbourhood is PlacedNeighbourhood =>
      neighbourhood.latitude !== null && neighbourhood.longitude !== null,
  );
}

/**
 * The value that colours a neighbourhood's blob: its own safety on the overall layer (null while
 * unrated: drawn grey, not guessed), otherwise the destination's value for the layer, 70 when absent.
 */
export function blobValue(
  layer: MapLayer,
  neighbourhood: NeighbourhoodScore,
  destination: Pick<DestinationDetail, Exclude<MapLayer, 'overall'>>,
): number | null {
  if (layer === 'overall') return neighbourhood.safety;
  return destination[layer] ?? MAP_LAYER_DEFAULT_VALUE;
}

/** The bottom card's description: its first 90 characters and '...' when there is more. */
export const DESCRIPTION_PREVIEW_LENGTH = 90;

export function descriptionPreview(description: string | null): string | null {
  if (description === null || description.trim() === '') return null;
  const text = description.trim();
  return text.length <= DESCRIPTION_PREVIEW_LENGTH ? text : `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`;
}
