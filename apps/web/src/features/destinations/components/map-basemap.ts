/**
 * The map's ground: country shapes from world-atlas (Natural Earth, public domain), shipped with the
 * app and drawn as a Leaflet GeoJSON layer, so the map works offline. A world view draws the
 * simplified 1:110m outlines (33 KB brotli); from DETAIL_ZOOM on, the 1:50m ones (205 KB), fetched
 * only when a map first gets that close. When the server names a tile server
 * (`<meta name="map-tile-url">`, set from MAP_TILE_URL), its tiles are drawn over them.
 */
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import outlineUrl from 'world-atlas/countries-110m.json?url';
import detailUrl from 'world-atlas/countries-50m.json?url';

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type Resolution = 'outline' | 'detail';

/** The Leaflet zoom from which country borders are drawn from the detailed shapes. */
export const DETAIL_ZOOM = 4;

const URLS: Readonly<Record<Resolution, string>> = { outline: outlineUrl, detail: detailUrl };
const loaded: Partial<Record<Resolution, Promise<GeoJSON.FeatureCollection>>> = {};

/** Each resolution is fetched once per page and shared by every map on it. */
function loadCountries(resolution: Resolution): Promise<GeoJSON.FeatureCollection> {
  loaded[resolution] ??= fetch(URLS[resolution])
    .then((response) => {
      if (!response.ok) throw new Error(`The basemap answered ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .then((topology) => feature(topology, topology.objects.countries))
    .catch((error: unknown) => {
      delete loaded[resolution];
      throw error;
    });
  return loaded[resolution];
}

export function resolutionAt(zoom: number): Resolution {
  return zoom >= DETAIL_ZOOM ? 'detail' : 'outline';
}

export function tileUrlFromPage(): string | null {
  const content = document.querySelector('meta[name="map-tile-url"]')?.getAttribute('content')?.trim();
  return content ? content : null;
}

/** Adds the ground (and the tiles, when configured) to the map; returns how to take them off. */
export function addBasemap(map: L.Map, onError: () => void): () => void {
  let removed = false;
  let ground: { resolution: Resolution; layer: L.GeoJSON } | null = null;
  let wanted: Resolution | null = null;
  const draw = () => {
    const resolution = resolutionAt(map.getZoom());
    if (resolution === wanted) return;
    wanted = resolution;
    loadCountries(resolution)
      .then((collection) => {
        if (removed || wanted !== resolution) return;
        ground?.layer.remove();
        const layer = L.geoJSON(collection, {
          interactive: false,
          style: { color: '#b9ab97', weight: 0.8, fillColor: '#f4ede4', fillOpacity: 1 },
        }).addTo(map);
        layer.bringToBack();
        ground = { resolution, layer };
      })
      .catch(onError);
  };
  draw();
  map.on('zoomend', draw);
  const tileUrl = tileUrlFromPage();
  const tiles = tileUrl
    ? L.tileLayer(tileUrl, {
        maxZoom: 19,
        attribution:
          document.querySelector('meta[name="map-tile-attribution"]')?.getAttribute('content') ?? 'Map tiles',
      }).addTo(map)
    : null;
  map.attributionControl.addAttribution('Countries: Natural Earth');
  return () => {
    removed = true;
    map.off('zoomend', draw);
    ground?.layer.remove();
    tiles?.remove();
  };
}
