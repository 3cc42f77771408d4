/**
 * Where the basemap the app ships lives (public/basemap, built by scripts/build-basemap.mjs): an
 * index of what each country's file covers, and a file per country. Apart from the map's code, so
 * that pages keeping places for offline use can fetch them without loading the map.
 */
export { default as COUNTRY_SHAPES_URL } from 'world-atlas/countries-50m.json?url';

export const BASEMAP_INDEX_URL = '/basemap/index.json';

export const basemapUrlOf = (countryCode: string) => `/basemap/${encodeURIComponent(countryCode)}.json`;
