/**
 * The named parts of cities (neighbourhoods, boroughs, suburbs) the governments single out, from
 * data/city-sections.json: Who's On First's places of those kinds (CC BY 4.0; "Data from Who's On
 * First"), compiled by `compile-city-sections.cli.ts` for the countries whose advice names parts of
 * cities. A part of a city the words name ("the Nairobi neighborhoods of Eastleigh and Kibera") is
 * placed on the city's map where one of these carries the very name, near the city; a name no
 * section carries stays words. A section never moves a city's level (docs/ADVISORIES.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CitySection } from '@safetrails/contracts';
import { distanceMetres } from '../../platform/geo/distance';
import { placeKey, type CountryGazetteer, type GazetteerPlace } from './gazetteer';

export const CITY_SECTIONS_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'city-sections.json');

/**
 * How far from a city's centre a section of it may lie: 6 km for a town, growing with the square
 * root of its people to 25 km for the largest cities (Guayaquil's Pascuales lies 14 km out).
 */
export function sectionRadiusKm(population: number): number {
  return Math.min(25, Math.max(6, 3 + Math.sqrt(population) / 100));
}

export interface CitySectionFile {
  readonly source: string;
  readonly licence: string;
  /** The Who's On First repositories and commits the file was compiled from. */
  readonly compiledFrom: readonly {
    readonly repository: string;
    readonly commit: string;
    readonly committedAt: string;
  }[];
  /** ISO alpha-2 → its sections. */
  readonly countries: Readonly<Record<string, readonly StoredSection[]>>;
}

export interface StoredSection {
  /** Who's On First id. */
  readonly id: number;
  readonly name: string;
  /** Its other names (other spellings and languages), as Who's On First lists them. */
  readonly names: readonly string[];
  /** neighbourhood, macrohood, microhood, borough, locality. */
  readonly placetype: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Its boundary where Who's On First has one: polygons of rings of [longitude, latitude]. */
  readonly polygons?: readonly (readonly (readonly (readonly [number, number])[])[])[];
}

interface IndexedSection {
  readonly section: StoredSection;
  readonly keys: readonly string[];
}

let file: CitySectionFile | null | undefined;
const byCountry = new Map<string, readonly IndexedSection[]>();

function sectionsOf(countryCode: string): readonly IndexedSection[] {
  if (file === undefined)
    file = existsSync(CITY_SECTIONS_PATH)
      ? (JSON.parse(readFileSync(CITY_SECTIONS_PATH, 'utf8')) as CitySectionFile)
      : null;
  let indexed = byCountry.get(countryCode);
  if (!indexed) {
    indexed = (file?.countries[countryCode] ?? []).map((section) => ({
      section,
      // A name of three letters or fewer ("Sur", "Zone") says too little to be found in a sentence.
      keys: [...new Set([section.name, ...section.names].map(placeKey))].filter((key) => key.length > 3),
    }));
    byCountry.set(countryCode, indexed);
  }
  return indexed;
}

/** Kilometres between two points. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  return distanceMetres(a.latitude, a.longitude, b.latitude, b.longitude) / 1000;
}

/** Small words a place's name may hold in lower case ("Complexo da Maré", "24 de Diciembre"). */
const NAME_LINKS = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'la', 'las', 'los', 'el', 'di', 'du', 'des', 'al']);

/**
 * The runs of a sentence that can be names, each as its key: words written with a capital or a
 * digit, and the small words between them. "south of the main access road to N’djili airport"
 * holds one run, "n djili": a section called "Airport" is not named by it.
 */
function nameRuns(words: string): string[] {
  const runs: string[][] = [[]];
  for (const word of words.split(/[\s,;:()–—]+/)) {
    if (!word) continue;
    const named = /^[\p{Lu}\p{N}]/u.test(word) || NAME_LINKS.has(word.toLowerCase());
    if (named) runs[runs.length - 1]!.push(word);
    else if (runs[runs.length - 1]!.length > 0) runs.push([]);
  }
  return runs.filter((run) => run.length > 0).map((run) => ` ${placeKey(run.join(' '))} `);
}

/**
 * The sections of a city the words name: each section within sectionRadiusKm of the city whose
 * name (or one of its other names) the words carry whole, written as a name; a place bearing the
 * city's own name is the city, not a part of it. Where two sections carry the same name, the nearer one; a name inside a longer one that
 * is found ("Kibera" in "Kibera Kichinjio") is the longer one's.
 */
export function sectionsNamed(words: string, city: GazetteerPlace, countryCode: string): CitySection[] {
  const runs = nameRuns(words);
  const cityKey = placeKey(city.name);
  const radius = sectionRadiusKm(city.population);
  const found = new Map<string, { section: StoredSection; distance: number }>();
  for (const { section, keys } of sectionsOf(countryCode)) {
    // A place that bears the city's name is the city itself ("Guatemala City"), not a part of it.
    if (keys.includes(cityKey)) continue;
    const distance = distanceKm(city, section);
    if (distance > radius) continue;
    const key = keys
      .filter((candidate) => runs.some((run) => run.includes(` ${candidate} `)))
      .sort((a, b) => b.length - a.length)[0];
    if (!key) continue;
    const held = found.get(key);
    if (!held || distance < held.distance) found.set(key, { section, distance });
  }
  // "Kibera" inside "Kibera Kichinjio": the longer name holds the words.
  const keys = [...found.keys()];
  return keys
    .filter((key) => !keys.some((other) => other !== key && ` ${other} `.includes(` ${key} `)))
    .map((key) => found.get(key)!.section)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((section): CitySection => ({
      id: section.id,
      name: section.name,
      latitude: section.latitude,
      longitude: section.longitude,
      ...(section.polygons ? { polygons: section.polygons } : {}),
    }));
}

/**
 * The catalogue city a part of a city belongs to, where the words name the part alone ("Chamelecon,
 * Choloma and Cofradia", "Cocorite"): every section of the country carrying that very name lies
 * within reach of one and the same city (the nearest whose reach holds it), or null.
 */
export function cityOfSection(name: string, gazetteer: CountryGazetteer): GazetteerPlace | null {
  const key = placeKey(name.replace(/^the\s+/i, ''));
  if (key.length <= 3) return null;
  const cities = new Set<GazetteerPlace>();
  for (const { section, keys } of sectionsOf(gazetteer.countryCode)) {
    if (!keys.includes(key)) continue;
    const nearest = gazetteer.cities
      .filter((city) => city.catalogued && placeKey(city.name) !== key)
      .map((city) => ({ city, distance: distanceKm(city, section) }))
      .filter(({ city, distance }) => distance <= sectionRadiusKm(city.population))
      .sort((a, b) => a.distance - b.distance)[0];
    if (!nearest) return null;
    cities.add(nearest.city);
  }
  return cities.size === 1 ? [...cities][0]! : null;
}
