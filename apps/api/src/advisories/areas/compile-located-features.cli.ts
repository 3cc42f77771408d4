/**
 * Compiles data/located-features.json (located-features.ts) from the compiled snapshot: every named
 * place a government's words put in a unit.
 *
 * - A part of a unit with a name of its own: "The Mount Orbata area" of "The Mount Orbata area in
 *   the Gafsa governorate" is in Gafsa.
 * - What a unit is said to include: "the Bounkani region, which includes Comoé National Park";
 *   "the governorate of Kasserine, including the … following mountains: Chaambi; Mghila; …".
 *
 * Places that were themselves located this way are not read again, so the file is the same however
 * often it is compiled. Recompile the snapshot after it (`compile-snapshot`).
 *
 *   node apps/api/dist/advisories/areas/compile-located-features.cli.js
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ADVISORY_SOURCES, type AdvisoryRegion, type AdvisorySource, type AreaPlace } from '@safetrails/contracts';
import { SNAPSHOT_PATH, type AdvisorySnapshot } from '../snapshot/snapshot';
import { gazetteerOf } from './gazetteer';
import {
  LOCATED_FEATURES_PATH,
  featureKey,
  nameWords,
  type LocatedFeature,
  type LocatedFeatureFile,
} from './located-features';

/** "…, which includes Comoé National Park", "…, including the … of the following mountains: Chaambi; …". */
const INCLUDES = /,?\s+(?:which\s+includes?|including)\s+(.+)$/i;

function unitOf(place: AreaPlace): Pick<LocatedFeature, 'of' | 'code' | 'name' | 'cityIds'> | null {
  switch (place.kind) {
    case 'part':
      return place.locatedBy ? null : { of: place.of, code: place.code, name: place.name, cityIds: place.cityIds };
    case 'admin2':
      return { of: 'admin2', code: place.code, name: place.name, cityIds: place.cityIds };
    case 'admin1':
      return { of: 'admin1', code: place.code, name: place.name, cityIds: [] };
    case 'city':
    case 'border':
    case 'zone':
    case 'text':
      return null;
  }
}

/** The government's words for an area: its name, and the heading it is listed under. */
function wordsOf(region: AdvisoryRegion): Pick<LocatedFeature, 'words' | 'heading'> {
  return { words: region.name, ...(region.group ? { heading: region.group } : {}) };
}

/** The named places the snapshot's words locate, by country. */
export function locatedFeaturesOf(snapshot: AdvisorySnapshot): LocatedFeatureFile {
  const countries: Record<string, LocatedFeature[]> = {};
  const add = (countryCode: string, feature: LocatedFeature) => {
    const list = (countries[countryCode] ??= []);
    const same = (known: LocatedFeature) =>
      known.names.join(' ') === feature.names.join(' ') && known.code === feature.code;
    if (!list.some(same)) list.push(feature);
  };
  const order = (source: AdvisorySource) => ADVISORY_SOURCES.indexOf(source);
  const records = [...snapshot.advisories].sort(
    (a, b) => a.countryCode.localeCompare(b.countryCode) || order(a.source) - order(b.source),
  );
  for (const record of records) {
    const gazetteer = gazetteerOf(record.countryCode);
    for (const region of record.regions) {
      const places = region.area?.places ?? [];
      for (const place of places) {
        if (place.kind !== 'part' || place.locatedBy) continue;
        const names = nameWords(place.text);
        const unit = unitOf(place);
        if (names.length > 0 && unit) {
          const key = featureKey(place.text, gazetteer);
          add(record.countryCode, { key, names, ...unit, source: record.source, ...wordsOf(region) });
        }
      }
      // What one unit is said to include is in that unit; with several units, which one is not said.
      const units = [...new Map(places.flatMap((place) => unitOf(place) ?? []).map((u) => [u.code, u])).values()];
      const included = INCLUDES.exec(region.name)?.[1];
      if (!included || units.length !== 1) continue;
      for (const item of included.split(/\s*(?:[;,:]|\band\b)\s*/)) {
        const names = nameWords(item);
        const key = featureKey(item, gazetteer);
        if (names.length > 0)
          add(record.countryCode, { key, names, ...units[0]!, source: record.source, ...wordsOf(region) });
      }
    }
  }
  // An admin-1 unit's cities come from the gazetteer when the place is made (partPlace).
  for (const list of Object.values(countries)) {
    for (const [index, feature] of list.entries()) {
      if (feature.of === 'admin1') {
        const gazetteerCities = gazetteerOf(feature.code.split('.')[0]!).cities;
        list[index] = {
          ...feature,
          cityIds: gazetteerCities
            .filter((city) => city.admin1Code === feature.code)
            .map((city) => city.geonameId)
            .sort((a, b) => a - b),
        };
      }
    }
  }
  return {
    source: "The governments' own words in the advisory snapshot (advisories.snapshot.json)",
    compiledFrom: snapshot.compiledFrom,
    countries: Object.fromEntries(Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))),
  };
}

function main(): void {
  const snapshot = JSON.parse(readFileSync(SNAPSHOT_PATH, 'utf8')) as AdvisorySnapshot;
  const result = locatedFeaturesOf(snapshot);
  const countries = result.countries;
  writeFileSync(LOCATED_FEATURES_PATH, `${JSON.stringify(result, null, 1)}\n`);
  const count = Object.values(countries).reduce((sum, list) => sum + list.length, 0);
  console.log(`wrote ${LOCATED_FEATURES_PATH}: ${count} named places in ${Object.keys(countries).length} countries`);
}

if (require.main === module) main();
