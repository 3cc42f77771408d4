/**
 * The map's ground and streets. Streets come from the tile server the page names
 * (`<meta name="map-tile-url">`, from MAP_TILE_URL: OpenStreetMap's tiles unless configured), with
 * its credit. When tiles cannot load (offline, blocked, or none set) the map shows a basemap that
 * ships with the app: country shapes from world-atlas (Natural Earth, public domain), the simplified
 * 1:110m ones in a world view (33 KB brotli) and from DETAIL_ZOOM on the 1:50m ones (205 KB), and
 * from STREET_ZOOM on the coast, lakes, borders, regions and cities of the countries in view
 * (street-basemap.ts). The map's container says which the traveller sees (`data-basemap`).
 */
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import outlineUrl from 'world-atlas/countries-110m.json?url';
import { COUNTRY_SHAPES_URL as detailUrl } from '../lib/basemap-files';
import { whenIdle } from '@/lib/when-idle';
import { addStreetBasemap, prefetchStreetBasemap } from './street-basemap';
import '@/styles/map-basemap.css';

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

export function tileAttributionFromPage(): string {
  return document.querySelector('meta[name="map-tile-attribution"]')?.getAttribute('content') ?? 'Map tiles';
}

/** Panes under Leaflet's tiles (200): the ground, then its street details and names. */
const PANES = {
  ground: ['safetrails-ground', 150],
  shapes: ['safetrails-streets', 160],
  labels: ['safetrails-names', 170],
} as const;

function addPanes(map: L.Map) {
  for (const [name, zIndex] of Object.values(PANES)) {
    if (!map.getPane(name)) map.createPane(name).style.zIndex = String(zIndex);
  }
}

type Basemap = 'streets' | 'built-in';

/**
 * Street tiles, with what the traveller sees told on the container and in a notice: the built-in
 * basemap once tiles fail and none has loaded since the view last changed, streets once one loads.
 */
function addTiles(map: L.Map, url: string, onBuiltIn: () => void): () => void {
  const container = map.getContainer();
  const notice = L.DomUtil.create('p', 'map-basemap-notice');
  notice.setAttribute('role', 'status');
  let loadedSinceMove = false;
  const show = (basemap: Basemap) => {
    if (container.dataset['basemap'] === basemap) return;
    container.dataset['basemap'] = basemap;
    notice.textContent =
      basemap === 'built-in' ? 'Street map unavailable: showing the built-in map of coasts, regions and cities.' : '';
    notice.hidden = basemap === 'streets';
    if (basemap === 'built-in') onBuiltIn();
  };
  const tiles = L.tileLayer(url, {
    maxZoom: 19,
    attribution: tileAttributionFromPage(),
    // OpenStreetMap's policy asks for a Referer; our pages send none, so the tiles say the site (its origin only).
    referrerPolicy: 'strict-origin',
  })
    .on('loading', () => (loadedSinceMove = false))
    .on('tileload', () => {
      loadedSinceMove = true;
      show('streets');
    })
    .on('tileerror', () => {
      if (!loadedSinceMove) show('built-in');
    })
    .addTo(map);
  notice.hidden = true;
  container.append(notice);
  const offline = () => show('built-in');
  window.addEventListener('offline', offline);
  if (!navigator.onLine) show('built-in');
  return () => {
    window.removeEventListener('offline', offline);
    tiles.remove();
    notice.remove();
  };
}

/**
 * Adds the tiles (when the page names a server) and the built-in basemap under them; returns how to
 * take them off. The built-in basemap costs a phone's main thread (hundreds of country shapes, then
 * a country's coast and borders, as SVG) and nobody sees it under working tiles, so it is drawn only
 * once the tiles fail, the device goes offline, or no tile server is set. While the streets show,
 * its files are still fetched when the map is idle (not drawn), so the service worker keeps them
 * and the map is not blank on a later visit without a connection.
 */
export function addBasemap(map: L.Map, onError: () => void): () => void {
  addPanes(map);
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
          pane: PANES.ground[0],
          interactive: false,
          style: { color: '#b9ab97', weight: 0.8, fillColor: '#f4ede4', fillOpacity: 1 },
        }).addTo(map);
        ground = { resolution, layer };
      })
      .catch(onError);
  };
  let removeStreets: (() => void) | null = null;
  const showBuiltIn = () => {
    if (removed || removeStreets) return;
    draw();
    map.on('zoomend', draw);
    removeStreets = addStreetBasemap(map, { shapes: PANES.shapes[0], labels: PANES.labels[0] });
  };
  const keepForOffline = () => {
    if (removed || removeStreets) return;
    void fetch(URLS[resolutionAt(map.getZoom())])
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    void prefetchStreetBasemap(map);
  };
  const tileUrl = tileUrlFromPage();
  const removeTiles = tileUrl ? addTiles(map, tileUrl, showBuiltIn) : null;
  if (!tileUrl) {
    map.getContainer().dataset['basemap'] = 'built-in';
    showBuiltIn();
  } else {
    map.on('moveend', keepForOffline);
    // After the page has settled: the browser's idle time, or a few seconds where it cannot say.
    whenIdle(keepForOffline, { timeoutMs: 10_000, withoutIdleMs: 3_000 });
  }
  map.attributionControl.addAttribution('Natural Earth');
  map.attributionControl.addAttribution('Cities: <a href="https://www.geonames.org/">GeoNames</a>');
  return () => {
    removed = true;
    map.off('zoomend', draw);
    map.off('moveend', keepForOffline);
    ground?.layer.remove();
    removeStreets?.();
    removeTiles?.();
  };
}
