/**
 * Named places no gazetteer holds (mountains, parks, valleys, markets) that a government's own words
 * place in a unit, from data/located-features.json: "The Mount Orbata area in the Gafsa governorate"
 * (U.S.) says where the "Mount Orbata" of the British, Canadian and Australian pages lies. Compiled
 * from the snapshot by `compile-located-features.cli.ts`; read here so that a page parsed alone (a
 * live fetch) places the name as the snapshot does.
 *
 * A name is matched by its key: the capitalised words of it that are not generic ("Mount",
 * "National Park", "Valley", directions) and not themselves a place we know. "the Chaambi Mountain
 * National Park area" and "The Mount Chaambi National Park" are both "chaambi". The place is only
 * ever part of the unit ("applies to part of Gafsa"), never the whole of it, and it names the
 * government whose words placed it (docs/ADVISORIES.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdvisorySource, AreaPlace } from '@safetrails/contracts';
import { placeKey, type CountryGazetteer } from './gazetteer';
import { neighbourCodesIn } from './neighbour-names';

export const LOCATED_FEATURES_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'located-features.json');

export interface LocatedFeature {
  /** The feature's key words, sorted (featureKey). */
  readonly key: readonly string[];
  /** All its name words, places among them, sorted. */
  readonly names: readonly string[];
  readonly of: 'admin1' | 'admin2' | 'city';
  /** GeoNames admin code, or the city's GeoNames id. */
  readonly code: string;
  readonly name: string;
  /** The catalogue's cities of the unit. */
  readonly cityIds: readonly number[];
  readonly source: AdvisorySource;
  /** The area as that government names it. */
  readonly words: string;
  /** The heading the area is listed under, where there is one. */
  readonly heading?: string;
}

export interface LocatedFeatureFile {
  readonly source: string;
  /** The source repository and commit of the snapshot the features were read from. */
  readonly compiledFrom: { readonly repository: string; readonly commit: string; readonly committedAt: string };
  /** ISO alpha-2 → its features. */
  readonly countries: Readonly<Record<string, readonly LocatedFeature[]>>;
}

/** Words that name a kind of place, a side or a link, not the place. */
const GENERIC = new Set(
  (
    'the a an of and or in on at to by from near around along within beyond off its their all any some ' +
    'area areas region regions zone zones part parts vicinity surroundings surrounding former ' +
    'mount mountain mountains mt jebel djebel jabal range ranges hill hills national park parks parc ' +
    'reserve reserves forest forests valley valleys river rivers lake lakes gap peninsula desert ' +
    'island islands sea gulf coast coastal hunting wildlife sanctuary mine mines camp camps ' +
    'north south east west northern southern eastern western central middle upper lower ' +
    'city town towns village province provinces governorate department state county district ' +
    'also known as including which particularly especially remote designated specific portion ' +
    'border borders frontier states counties departments delegation regional municipal ' +
    'road roads highway highways route routes avenue street boulevard ' +
    'republic democratic kingdom united federal people peoples nations far'
  ).split(' '),
);

/** Words that say the name is of a physical place or a site, not of a unit or town. */
const SITE =
  /\b(?:mount|mountains?|national park|parc|park|reserve|forest|valley|lake|peninsula|desert|mine|market|gap)\b/i;

/**
 * The name words of a name: its capitalised words, without accents, less the generic ones, the
 * acronyms ("VRAEM", said by some pages and not others) and countries' names.
 */
export function nameWords(text: string): string[] {
  const words = text
    .split(/[^\p{L}\p{N}’']+/u)
    .filter((word) => /^\p{Lu}/u.test(word) && !/^[\p{Lu}\p{N}]{2,}$/u.test(word))
    .map((word) => placeKey(word.replace(/[’']s$/u, '')))
    .filter(
      (key) => key.length > 1 && !key.includes(' ') && !GENERIC.has(key) && neighbourCodesIn(key, '').length === 0,
    );
  return [...new Set(words)].sort();
}

/** Whether a word is itself a place of the country: a unit or town says where, not what. */
function isPlaceWord(word: string, gazetteer: CountryGazetteer): boolean {
  return gazetteer.admin1ByKey.has(word) || gazetteer.admin2ByKey.has(word) || gazetteer.placesByKey.has(word);
}

/** The key of a name: its name words that are not places ("Mount Orbata area in Gafsa": "orbata"). */
export function featureKey(text: string, gazetteer: CountryGazetteer): string[] {
  return nameWords(text).filter((word) => !isPlaceWord(word, gazetteer));
}

let file: LocatedFeatureFile | null | undefined;

function featuresOf(countryCode: string): readonly LocatedFeature[] {
  if (file === undefined)
    file = existsSync(LOCATED_FEATURES_PATH)
      ? (JSON.parse(readFileSync(LOCATED_FEATURES_PATH, 'utf8')) as LocatedFeatureFile)
      : null;
  return file?.countries[countryCode] ?? [];
}

/**
 * The units a government's words place a name in, each as part of it with those words; null where
 * no government's words place it.
 */
export function locatedParts(text: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const key = featureKey(text, gazetteer).join(' ');
  const names = nameWords(text);
  // A site named after a place ("Comoé National Park", "the Panguna Mine on the island of
  // Bougainville"): the site's name words, and no others but places.
  const namedAfterPlace = (feature: LocatedFeature) =>
    feature.names.length > 0 &&
    SITE.test(text) &&
    feature.names.every((word) => names.includes(word)) &&
    names.every((word) => feature.names.includes(word) || isPlaceWord(word, gazetteer));
  const found = featuresOf(gazetteer.countryCode).filter((feature) =>
    key ? feature.key.join(' ') === key : feature.key.length === 0 && namedAfterPlace(feature),
  );
  if (found.length === 0) return null;
  const units = new Map<string, LocatedFeature>();
  for (const feature of found) if (!units.has(feature.code)) units.set(feature.code, feature);
  return [...units.values()].map((feature) => ({
    kind: 'part',
    text,
    of: feature.of,
    code: feature.code,
    name: feature.name,
    cityIds: [...feature.cityIds],
    locatedBy: {
      source: feature.source,
      words: feature.words,
      ...(feature.heading ? { heading: feature.heading } : {}),
    },
  }));
}
