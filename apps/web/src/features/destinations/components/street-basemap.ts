/**
 * The basemap the app ships for street zoom, drawn when a map comes close (STREET_ZOOM): for each
 * country in view, one file of apps/web/public/basemap (built by apps/web/scripts/build-basemap.mjs)
 * with the coastline, lakes, borders and state or province lines around each of its catalogue
 * cities, its regions' names and its cities' names. It is drawn only when street tiles cannot load
 * (offline, blocked, or no tile server), so a map over a city is never blank. Files are fetched on
 * demand, one per country, and kept by the service worker for offline use; while the streets show,
 * they are fetched without being drawn (prefetchStreetBasemap).
 */
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { BASEMAP_INDEX_URL, basemapUrlOf } from '../lib/basemap-files';

/** The Leaflet zoom from which the street basemap is drawn. */
export const STREET_ZOOM = 8;
/** At most this many countries' files are drawn at once (a view over a border shows both sides). */
const MAX_COUNTRIES = 4;
const MAX_CITY_LABELS = 60;
const MAX_REGION_LABELS = 24;

interface IndexEntry {
  readonly code: string;
  /** West, south, east, north of what the country's file covers. */
  readonly bbox: readonly [number, number, number, number];
}

type Layers = 'reach' | 'land' | 'lakes' | 'borders' | 'admin1' | 'regions' | 'cities';
type CountryTopology = Topology<Record<Layers, GeometryCollection>>;
type CityProperties = { id: number; name: string; population: number };

interface CountryBasemap {
  readonly shapes: Record<Exclude<Layers, 'regions' | 'cities'>, GeoJSON.FeatureCollection>;
  readonly regions: readonly { name: string; at: L.LatLng }[];
  /** Largest first. */
  readonly cities: readonly (CityProperties & { at: L.LatLng })[];
}

let index: Promise<readonly IndexEntry[]> | null = null;
const countries = new Map<string, Promise<CountryBasemap>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function loadIndex(): Promise<readonly IndexEntry[]> {
  index ??= fetchJson<IndexEntry[]>(BASEMAP_INDEX_URL).catch((error: unknown) => {
    index = null;
    throw error;
  });
  return index;
}

function points<P>(topology: CountryTopology, layer: 'regions' | 'cities'): (P & { at: L.LatLng })[] {
  return feature(topology, topology.objects[layer]).features.flatMap((point) =>
    point.geometry.type === 'Point'
      ? [{ ...(point.properties as P), at: L.latLng(point.geometry.coordinates[1], point.geometry.coordinates[0]) }]
      : [],
  );
}

function loadCountry(code: string): Promise<CountryBasemap> {
  let loaded = countries.get(code);
  if (!loaded) {
    loaded = fetchJson<CountryTopology>(basemapUrlOf(code)).then((topology) => {
      const shape = (layer: keyof CountryBasemap['shapes']) =>
        feature(topology, topology.objects[layer]) as GeoJSON.FeatureCollection;
      return {
        shapes: {
          reach: shape('reach'),
          land: shape('land'),
          lakes: shape('lakes'),
          borders: shape('borders'),
          admin1: shape('admin1'),
        },
        regions: points<{ name: string }>(topology, 'regions'),
        cities: points<CityProperties>(topology, 'cities'),
      };
    });
    loaded.catch(() => countries.delete(code));
    countries.set(code, loaded);
  }
  return loaded;
}

const WATER = '#cfe3e6';
const LAND = '#f4ede4';

function drawShapes(basemap: CountryBasemap, pane: string): L.Layer[] {
  const options = (style: L.PathOptions): L.GeoJSONOptions => ({ pane, interactive: false, style });
  return [
    // Within the file's reach the sea is drawn first and the 1:10m land over it, so the coast is
    // where it is; beyond it, the country shapes below still show.
    L.geoJSON(basemap.shapes.reach, options({ stroke: false, fillColor: WATER, fillOpacity: 1 })),
    L.geoJSON(basemap.shapes.land, options({ color: '#a99a85', weight: 1, fillColor: LAND, fillOpacity: 1 })),
    L.geoJSON(basemap.shapes.lakes, options({ color: '#9fc3c9', weight: 0.8, fillColor: WATER, fillOpacity: 1 })),
    L.geoJSON(basemap.shapes.admin1, options({ color: '#b9ab97', weight: 1, dashArray: '2 4', fill: false })),
    L.geoJSON(basemap.shapes.borders, options({ color: '#8a7b66', weight: 1.6, dashArray: '6 4', fill: false })),
  ];
}

/** Names as text on the map; never interactive or focusable (the places to pick are the map's own markers). */
function label(at: L.LatLng, text: string, className: string, pane: string): L.Marker {
  const element = document.createElement('span');
  element.textContent = text;
  return L.marker(at, {
    pane,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ className: `street-basemap-label ${className}`, html: element, iconSize: undefined }),
  });
}

/** The smallest city shown at a zoom: every city from zoom 11, only the large ones farther out. */
export function minimumPopulationAt(zoom: number): number {
  if (zoom >= 11) return 0;
  if (zoom >= 10) return 50_000;
  if (zoom >= 9) return 150_000;
  return 400_000;
}

function drawLabels(basemaps: readonly CountryBasemap[], bounds: L.LatLngBounds, zoom: number, pane: string) {
  const minimum = minimumPopulationAt(zoom);
  const cities = basemaps
    .flatMap((basemap) => basemap.cities)
    .filter((city) => city.population >= minimum && bounds.contains(city.at))
    .sort((a, b) => b.population - a.population)
    .slice(0, MAX_CITY_LABELS)
    .map((city) => label(city.at, city.name, city.population >= 1_000_000 ? 'is-major' : 'is-city', pane));
  const regions =
    zoom < 11
      ? basemaps
          .flatMap((basemap) => basemap.regions)
          .filter((region) => bounds.contains(region.at))
          .slice(0, MAX_REGION_LABELS)
          .map((region) => label(region.at, region.name, 'is-region', pane))
      : [];
  return [...regions, ...cities];
}

/** The codes of the countries whose files cover what the map shows (at most MAX_COUNTRIES). */
function countriesInView(entries: readonly IndexEntry[], bounds: L.LatLngBounds): string[] {
  return entries
    .filter(({ bbox: [w, s, e, n] }) => bounds.intersects(L.latLngBounds([s, w], [n, e])))
    .slice(0, MAX_COUNTRIES)
    .map((entry) => entry.code);
}

/**
 * Fetches, without drawing, the files the street basemap would draw for this view, so that the
 * service worker keeps them for a visit without a connection.
 */
export async function prefetchStreetBasemap(map: L.Map): Promise<void> {
  if (map.getZoom() < STREET_ZOOM) return;
  try {
    const codes = countriesInView(await loadIndex(), map.getBounds());
    await Promise.all(codes.map((code) => fetch(basemapUrlOf(code)).then((response) => response.arrayBuffer())));
  } catch {
    // Kept next time the map is seen with a connection.
  }
}

/** Draws the street basemap of the countries in view whenever the map comes close; returns how to take it off. */
export function addStreetBasemap(map: L.Map, panes: { shapes: string; labels: string }): () => void {
  let removed = false;
  let drawn: { codes: string; shapes: L.Layer[] } = { codes: '', shapes: [] };
  let labels: L.Layer[] = [];
  let generation = 0;

  const clear = (layers: L.Layer[]) => layers.forEach((layer) => layer.remove());
  const update = () => {
    const current = ++generation;
    if (map.getZoom() < STREET_ZOOM) {
      clear(drawn.shapes);
      clear(labels);
      drawn = { codes: '', shapes: [] };
      labels = [];
      return;
    }
    const bounds = map.getBounds();
    loadIndex()
      .then((entries) => {
        const codes = countriesInView(entries, bounds);
        return Promise.all(codes.map((code) => loadCountry(code).catch(() => null))).then((basemaps) => ({
          codes: codes.join(','),
          basemaps: basemaps.filter((basemap): basemap is CountryBasemap => basemap !== null),
        }));
      })
      .then(({ codes, basemaps }) => {
        if (removed || current !== generation) return;
        if (codes !== drawn.codes) {
          clear(drawn.shapes);
          drawn = { codes, shapes: basemaps.flatMap((basemap) => drawShapes(basemap, panes.shapes)) };
          drawn.shapes.forEach((layer) => layer.addTo(map));
        }
        clear(labels);
        labels = drawLabels(basemaps, bounds.pad(0.1), map.getZoom(), panes.labels);
        labels.forEach((layer) => layer.addTo(map));
      })
      // Without its files (offline before they were ever kept) the country shapes still show.
      .catch(() => undefined);
  };
  update();
  map.on('moveend', update);
  return () => {
    removed = true;
    map.off('moveend', update);
    clear(drawn.shapes);
    clear(labels);
  };
}
