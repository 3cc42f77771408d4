#!/usr/bin/env node
/**
 * Builds the basemap the app ships for when map tiles cannot load (offline, blocked): one TopoJSON
 * file per country, apps/web/public/basemap/{CC}.json, read by the map on demand (street-basemap.ts),
 * and index.json, the area each file covers.
 * Each file holds, around every catalogue city of that country (±0.6° of it):
 *   land       Natural Earth 1:10m land (the coastline), simplified to 150 m
 *   lakes      Natural Earth 1:10m lakes
 *   borders    Natural Earth 1:10m land borders between countries
 *   admin1     Natural Earth 1:50m state and province lines (drawn there for the US, Canada,
 *              Brazil and Australia only; Natural Earth's 1:10m lines are not reproduced here)
 *   reach      the area these layers cover (the boxes around the cities, joined)
 * and for the whole country:
 *   regions    Natural Earth 1:10m admin-1 label points (every state, province or region, named)
 *   cities     the catalogue's cities (GeoNames, as registered by the seed): id, name, population
 * Natural Earth is public domain; GeoNames is CC BY 4.0 (credited on the map).
 *
 * Run by hand when the data changes, after `npm run build` (it reads the catalogue from
 * apps/api/dist), with the Natural Earth GeoJSON files in one folder (for example from
 * github.com/martynafford/natural-earth-geojson, extracted with 7z):
 *   node apps/web/scripts/build-basemap.mjs /path/to/natural-earth-geojson
 * It calls mapshaper (npx --yes mapshaper@0.7.70) and takes a few minutes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAPSHAPER = 'mapshaper@0.7.70';
/** How far around a city the detailed layers reach, in degrees. */
const REACH = 0.6;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const out = path.join(root, 'apps', 'web', 'public', 'basemap');
const source = process.argv[2];
if (!source) {
  console.error('Usage: node apps/web/scripts/build-basemap.mjs <folder with the Natural Earth GeoJSON files>');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const { geonamesCities } = require(path.join(root, 'apps/api/dist/destinations/catalogue/geonames-catalogue.js'));

/** mapshaper's own command, found once through npx (it stays in npx's cache). */
const bin = execFileSync('npx', ['--yes', '-p', MAPSHAPER, 'sh', '-c', 'command -v mapshaper'], {
  encoding: 'utf8',
}).trim();
function mapshaper(...args) {
  execFileSync(bin, ['-quiet', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

const work = mkdtempSync(path.join(tmpdir(), 'basemap-'));
const input = (name) => path.join(source, name);
const simplified = (name) => path.join(work, `${name}.json`);

console.log('Simplifying the world layers once…');
mapshaper(
  '-i',
  input('ne_10m_land.json'),
  '-simplify',
  'interval=150',
  'keep-shapes',
  '-filter-fields',
  '',
  '-o',
  simplified('land'),
);
mapshaper(
  '-i',
  input('ne_10m_lakes.json'),
  '-simplify',
  'interval=150',
  '-filter-fields',
  'name',
  '-o',
  simplified('lakes'),
);
mapshaper(
  '-i',
  input('ne_10m_admin_0_boundary_lines_land.json'),
  '-simplify',
  'interval=150',
  '-filter-fields',
  '',
  '-o',
  simplified('borders'),
);
mapshaper('-i', input('ne_50m_admin_1_states_provinces_lines.json'), '-filter-fields', '', '-o', simplified('admin1'));

const regionsByCountry = new Map();
const seenRegions = new Set();
for (const point of JSON.parse(readFileSync(input('ne_10m_admin_1_label_points.json'), 'utf8')).features) {
  const { iso_a2: code, adm1_code: id, name } = point.properties;
  if (!/^[A-Z]{2}$/.test(code ?? '') || !name || seenRegions.has(id)) continue;
  seenRegions.add(id);
  const [longitude, latitude] = point.geometry.coordinates;
  regionsByCountry.set(code, [...(regionsByCountry.get(code) ?? []), { name, longitude, latitude }]);
}

const citiesByCountry = new Map();
for (const { registration: city } of geonamesCities()) {
  citiesByCountry.set(city.countryCode, [...(citiesByCountry.get(city.countryCode) ?? []), city]);
}

const collection = (features) => ({ type: 'FeatureCollection', features });
/** One box around each city: the layers are cut to what a map over one of them can show. */
const reachOf = (cities) =>
  collection(
    cities.map((city) => {
      const [w, s, e, n] = [
        city.longitude - REACH,
        city.latitude - REACH,
        city.longitude + REACH,
        city.latitude + REACH,
      ];
      return {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
      };
    }),
  );

// The world layers are cut once to the reach of every city, so each country reads far less.
console.log('Cutting the world layers to the cities’ reach…');
writeFileSync(path.join(work, 'reach.json'), JSON.stringify(reachOf([...citiesByCountry.values()].flat())));
mapshaper('-i', path.join(work, 'reach.json'), '-dissolve2', '-o', path.join(work, 'reach.json'), 'force');
for (const layer of ['land', 'lakes', 'borders', 'admin1']) {
  mapshaper(
    '-i',
    simplified(layer),
    '-clip',
    path.join(work, 'reach.json'),
    'remove-slivers',
    '-o',
    simplified(layer),
    'force',
  );
}

const point = (longitude, latitude, properties) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [longitude, latitude] },
});
const round = (value) => Math.round(value * 1e4) / 1e4;

// A second argument (FR,US) builds only those countries, keeping the others.
const only = process.argv[3]?.split(',');
if (!only) rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const codes = only ?? [...citiesByCountry.keys()].sort();
// What each country's file covers, for a map to know which files its view needs.
const index = [...citiesByCountry.keys()].sort().map((code) => {
  const cities = citiesByCountry.get(code);
  const longitudes = cities.map((city) => city.longitude);
  const latitudes = cities.map((city) => city.latitude);
  return {
    code,
    bbox: [
      round(Math.min(...longitudes) - REACH),
      round(Math.min(...latitudes) - REACH),
      round(Math.max(...longitudes) + REACH),
      round(Math.max(...latitudes) + REACH),
    ],
  };
});
writeFileSync(path.join(out, 'index.json'), JSON.stringify(index));

let done = 0;
for (const code of codes) {
  const cities = citiesByCountry.get(code);
  const folder = path.join(work, code);
  mkdirSync(folder);
  const file = (name) => path.join(folder, `${name}.json`);
  writeFileSync(file('reach'), JSON.stringify(reachOf(cities)));
  writeFileSync(
    file('cities'),
    JSON.stringify(
      collection(
        cities
          .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
          .map((city) =>
            point(round(city.longitude), round(city.latitude), {
              id: city.destinationId,
              name: city.name,
              population: city.population,
            }),
          ),
      ),
    ),
  );
  const regions = (regionsByCountry.get(code) ?? []).map((region) =>
    point(round(region.longitude), round(region.latitude), { name: region.name }),
  );
  writeFileSync(file('regions'), JSON.stringify(collection(regions)));
  const layers = ['land', 'lakes', 'borders', 'admin1'];
  mapshaper(
    '-i',
    ...layers.map(simplified),
    file('reach'),
    file('regions'),
    file('cities'),
    'combine-files',
    '-dissolve2',
    'target=reach',
    '-clip',
    'source=reach',
    `target=${layers.join(',')}`,
    'remove-slivers',
    '-o',
    'target=*',
    'format=topojson',
    'quantization=100000',
    path.join(out, `${code}.json`),
  );
  rmSync(folder, { recursive: true, force: true });
  done += 1;
  process.stdout.write(`\r${done}/${codes.length} countries (${code})`);
}
rmSync(work, { recursive: true, force: true });
console.log(`\nWrote ${codes.length} countries to ${path.relative(root, out)}`);
