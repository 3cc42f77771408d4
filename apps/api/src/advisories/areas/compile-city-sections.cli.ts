/**
 * Compiles data/city-sections.json, the named parts of cities the resolver places (city-sections.ts),
 * from Who's On First's per-country repositories (github.com/whosonfirst-data/whosonfirst-data-admin-<cc>,
 * CC BY 4.0): every current neighbourhood, macrohood, microhood, borough and locality (Who's On First
 * files many parts of cities, Nairobi's Kibera among them, as localities) within `sectionRadiusKm` of
 * one of the catalogue's cities. Coordinates are kept to 0.0001°.
 *
 *   node apps/api/dist/advisories/areas/compile-city-sections.cli.js <git dir of admin-ke> [<git dir> ...]
 *
 * Each argument is a repository's git directory (a bare clone or its .git); the file names the
 * commit each country was read at.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  CITY_SECTIONS_PATH,
  distanceKm,
  sectionRadiusKm,
  type CitySectionFile,
  type StoredSection,
} from './city-sections';
import { gazetteerOf, placeKey } from './gazetteer';

const SECTION_TYPES = new Set(['neighbourhood', 'macrohood', 'microhood', 'borough']);

interface WofFeature {
  readonly properties: Readonly<Record<string, unknown>>;
  readonly geometry: { readonly type: string; readonly coordinates: unknown };
}

/** Every feature file of a repository at HEAD, read by `git cat-file --batch`, a few thousand at a time. */
function featuresOf(gitDir: string): WofFeature[] {
  const paths = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '--name-only', 'HEAD', 'data'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  })
    .split('\n')
    .filter((file) => file.endsWith('.geojson') && !file.includes('-alt-'));
  const features: WofFeature[] = [];
  for (let start = 0; start < paths.length; start += 5_000) {
    const output = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
      input: paths
        .slice(start, start + 5_000)
        .map((file) => `HEAD:${file}\n`)
        .join(''),
      maxBuffer: 2 ** 31 - 1,
    }).stdout;
    let offset = 0;
    while (offset < output.length) {
      const headerEnd = output.indexOf(10, offset);
      const [, type, size] = output.subarray(offset, headerEnd).toString('utf8').split(' ');
      offset = headerEnd + 1;
      if (type !== 'blob') continue;
      const length = Number(size);
      features.push(JSON.parse(output.subarray(offset, offset + length).toString('utf8')) as WofFeature);
      offset += length + 1;
    }
  }
  return features;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function polygonsOf(geometry: WofFeature['geometry']): StoredSection['polygons'] {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates as number[][][]]
      : geometry.type === 'MultiPolygon'
        ? (geometry.coordinates as number[][][][])
        : null;
  return polygons?.map((rings) =>
    rings.map((ring) =>
      ring
        .map(([lon, lat]) => [round(lon!), round(lat!)] as [number, number])
        .filter((point, index, all) => index === 0 || point.join() !== all[index - 1]!.join()),
    ),
  );
}

/**
 * The other names Who's On First gives a place in Latin letters (the governments write in English),
 * one per spelling that compares differently.
 */
function namesOf(properties: Readonly<Record<string, unknown>>, name: string): string[] {
  const byKey = new Map<string, string>([[placeKey(name), name]]);
  for (const [key, value] of Object.entries(properties))
    if (key.startsWith('name:') && Array.isArray(value))
      for (const other of value)
        if (
          typeof other === 'string' &&
          /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{M}]+$/u.test(other) &&
          !byKey.has(placeKey(other))
        )
          byKey.set(placeKey(other), other);
  byKey.delete(placeKey(name));
  return [...byKey.values()].sort();
}

function sectionsOfCountry(features: WofFeature[], countryCode: string): StoredSection[] {
  const cities = gazetteerOf(countryCode).cities;
  const sections: StoredSection[] = [];
  for (const { properties, geometry } of features) {
    const placetype = String(properties['wof:placetype']);
    const name = properties['wof:name'];
    if (typeof name !== 'string' || (!SECTION_TYPES.has(placetype) && placetype !== 'locality')) continue;
    if (properties['mz:is_current'] === 0 || properties['edtf:deprecated'] || properties['wof:country'] !== countryCode)
      continue;
    const latitude = Number(properties['geom:latitude']);
    const longitude = Number(properties['geom:longitude']);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    // A place is kept only where it may be part of one of the catalogue's cities: near it.
    const at = { latitude, longitude };
    if (!cities.some((city) => distanceKm(city, at) <= sectionRadiusKm(city.population))) continue;
    const polygons = polygonsOf(geometry);
    sections.push({
      id: Number(properties['wof:id']),
      name,
      names: namesOf(properties, name),
      placetype,
      latitude: round(latitude),
      longitude: round(longitude),
      ...(polygons ? { polygons } : {}),
    });
  }
  return sections.sort((a, b) => a.id - b.id);
}

function main(): void {
  const gitDirs = process.argv.slice(2);
  if (gitDirs.length === 0)
    throw new Error('usage: compile-city-sections <git dir of whosonfirst-data-admin-<cc>> ...');
  const countries: Record<string, StoredSection[]> = {};
  const compiledFrom: CitySectionFile['compiledFrom'][number][] = [];
  for (const gitDir of gitDirs) {
    const remote = execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%H %cI'], { encoding: 'utf8' });
    const [commit, committedAt] = remote.trim().split(' ');
    const repository = /whosonfirst-data-admin-[a-z]{2}/.exec(gitDir)?.[0];
    if (!repository) throw new Error(`${gitDir}: not a whosonfirst-data-admin-<cc> repository`);
    const countryCode = repository.slice(-2).toUpperCase();
    const features = featuresOf(gitDir);
    countries[countryCode] = sectionsOfCountry(features, countryCode);
    compiledFrom.push({
      repository: `https://github.com/whosonfirst-data/${repository}`,
      commit: commit!,
      committedAt: new Date(committedAt!).toISOString(),
    });
    console.log(`${countryCode}: ${countries[countryCode].length} sections of ${features.length} places`);
  }
  const file: CitySectionFile = {
    source: "Who's On First (whosonfirst.org)",
    licence: 'CC BY 4.0: "Data from Who\'s On First"',
    compiledFrom,
    countries,
  };
  writeFileSync(CITY_SECTIONS_PATH, JSON.stringify(file));
  console.log(`wrote ${CITY_SECTIONS_PATH}`);
}

if (require.main === module) main();
