/**
 * The map's ground: country shapes from world-atlas (Natural Earth, public domain), shipped with the
 * app and drawn as a Leaflet GeoJSON layer, so the map works offline. When the server names a tile
 * server (`<meta name="map-tile-url">`, set from MAP_TILE_URL), its tiles are drawn over them.
 */
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let countries: Promise<GeoJSON.FeatureCollection> | null = null;

/** Fetched once per page and shared by every map on it. */
function loadCountries(): Promise<GeoJSON.FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The basemap answered ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .then((topology) => feature(topology, topology.objects.countries))
    .catch((error: unknown) => {
      countries = null;
      throw error;
    });
  return countries;
}

export function tileUrlFromPage(): string | null {
  const content = document.querySelector('meta[name="map-tile-url"]')?.getAttribute('content')?.trim();
  return content ? content : null;
}

/** Adds the ground (and the tiles, when configured) to the map; returns how to take them off. */
export function addBasemap(map: L.Map, onError: () => void): () => void {
  let removed = false;
  let ground: L.GeoJSON | null = null;
  loadCountries()
    .then((collection) => {
      if (removed) return;
      ground = L.geoJSON(collection, {
        interactive: false,
        style: { color: '#b9ab97', weight: 0.8, fillColor: '#f4ede4', fillOpacity: 1 },
      }).addTo(map);
      ground.bringToBack();
    })
    .catch(onError);
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
    ground?.remove();
    tiles?.remove();
  };
}
