/**
 * The places an area's words are resolved against, per country: GeoNames admin-1 units (their
 * names, ASCII names and the few other names the governments use, admin1-aliases.ts) and every
 * populated place of GeoNames cities500 (names and alternate names), with the catalogue's cities
 * (15,000+ people) marked. Names are compared by `placeKey`: lower case, no accents or punctuation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_MIN_POPULATION, cities500File } from '../../platform/geo/geonames';
import { ADMIN1_ALIASES } from './admin1-aliases';

const ADMIN1_FILE = path.resolve(__dirname, '..', '..', '..', 'data', 'geonames-admin1.tsv');
const ADMIN2_FILE = path.resolve(__dirname, '..', '..', '..', 'data', 'geonames-admin2.tsv');

/** The unit words GeoNames keeps in some admin-1 names ("Ivano-Frankivsk Oblast"); "City" stays (Kyiv City is not Kyiv). */
const ADMIN1_WORDS =
  /\s+(?:oblast|province|region|state|governorate|department|prefecture|county|district|territory|kray|krai)$/i;

/** The words GeoNames puts around admin-2 names ("Province of Lanao del Sur", "Provincia de Satipo"). */
const ADMIN2_PREFIX =
  /^(?:province of|kabupaten|cant[oó]n(?: de)?|provincia de(?: la| los| las|l)?|distrito de|district of|municipality of|municipio de|departamento de|department of|county of|comuna de|city of)\s+/i;
const ADMIN2_SUFFIX = /\s+(?:district|regency|municipality|province|county|municipio|region|zone|sub-county|city)$/i;

export interface Admin1Unit {
  /** GeoNames admin-1 code, "MX.25". */
  readonly code: string;
  readonly name: string;
}

export interface Admin2Unit extends Admin1Unit {
  /** The catalogue's cities in the unit. */
  readonly cityIds: number[];
}

export interface GazetteerPlace {
  readonly geonameId: number;
  readonly name: string;
  readonly admin1Code: string | null;
  readonly admin2Code: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
  /** One of the catalogue's destinations (15,000+ people). */
  readonly catalogued: boolean;
}

export interface CountryGazetteer {
  /** ISO alpha-2; empty for a country GeoNames does not know. */
  readonly countryCode: string;
  readonly admin1: ReadonlyMap<string, Admin1Unit>;
  /** Admin-1 units by every key of their names. */
  readonly admin1ByKey: ReadonlyMap<string, readonly Admin1Unit[]>;
  /** Admin-2 units (districts, provinces below the admin-1 level) by every key of their names. */
  readonly admin2ByKey: ReadonlyMap<string, readonly Admin2Unit[]>;
  /**
   * The admin-1 unit each seat of an admin-1 unit governs (GeoNames feature PPLA), by the seat's
   * names: "Kasserine Governorate" is the unit whose seat is Kasserine.
   */
  readonly admin1BySeat: ReadonlyMap<string, readonly Admin1Unit[]>;
  readonly placesByKey: ReadonlyMap<string, readonly GazetteerPlace[]>;
  /** The catalogue's cities of the country. */
  readonly cities: readonly GazetteerPlace[];
}

/**
 * Letters that no Unicode decomposition takes to a Latin base letter, spelt as GeoNames' ASCII
 * names spell them ("Şırnak" is "Sirnak", "Łódź" "Lodz", "Tromsø" "Tromso").
 */
const SPELT_OUT: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ŀ: 'l',
  ŧ: 't',
};

/** How a place name is compared: lower case, no accents, apostrophes or punctuation. */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıłøđðħþßæœŀŧ]/g, (letter) => SPELT_OUT[letter]!)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** Countries whose place names GeoNames writes with the Arabic article ("Ar Ruşayfah"). */
const ARABIC_NAMES = new Set('AE BH DZ EG EH IQ JO KW LB LY MA MR OM PS QA SA SD SY TN YE'.split(' '));

let byCountry: Map<string, CountryGazetteer> | null = null;

function load(): Map<string, CountryGazetteer> {
  const admin1 = new Map<string, Map<string, Admin1Unit>>();
  const admin1Keys = new Map<string, Map<string, Admin1Unit[]>>();
  const forCountry = <V>(map: Map<string, Map<string, V>>, country: string) => {
    let inner = map.get(country);
    if (!inner) map.set(country, (inner = new Map<string, V>()));
    return inner;
  };
  for (const line of readFileSync(ADMIN1_FILE, 'utf8').split('\n')) {
    const [code, name, ascii] = line.split('\t');
    if (!code || !name) continue;
    const country = code.split('.')[0]!;
    const unit: Admin1Unit = { code, name };
    forCountry(admin1, country).set(code, unit);
    const keys = forCountry(admin1Keys, country);
    for (const alias of [name, ascii ?? '', ...(ADMIN1_ALIASES[code] ?? [])]) {
      // "Ivano-Frankivsk Oblast" is also "Ivano-Frankivsk"; "Al Anbar" also "Anbar".
      for (const variant of [
        alias,
        alias.replace(ADMIN1_WORDS, ''),
        alias.replace(/^(?:al|an|ar|as|ash|ad)[\s-]+/i, ''),
      ]) {
        push(keys, placeKey(variant), unit);
        // "North-West" is also written "Northwest".
        push(keys, placeKey(variant).replace(/ /g, ''), unit);
      }
    }
  }
  const admin2 = new Map<string, Admin2Unit>();
  const admin2Keys = new Map<string, Map<string, Admin2Unit[]>>();
  for (const line of readFileSync(ADMIN2_FILE, 'utf8').split('\n')) {
    const [code, name, ascii] = line.split('\t');
    if (!code || !name) continue;
    const unit: Admin2Unit = { code, name, cityIds: [] };
    admin2.set(code, unit);
    const keys = forCountry(admin2Keys, code.split('.')[0]!);
    for (const alias of [name, ascii ?? name]) {
      // "Provincia de La Mar" is also "La Mar" and "Mar" is not: prefixes are tried one by one.
      const bare = alias.replace(ADMIN2_SUFFIX, '');
      push(keys, placeKey(alias), unit);
      push(keys, placeKey(bare), unit);
      push(
        keys,
        placeKey(
          bare.replace(
            /^(?:province of|provincia de|distrito de|district of|municipio de|departamento de|department of)\s+/i,
            '',
          ),
        ),
        unit,
      );
      push(keys, placeKey(bare.replace(ADMIN2_PREFIX, '')), unit);
    }
  }
  const places = new Map<string, Map<string, GazetteerPlace[]>>();
  const seatKeys = new Map<string, Map<string, Admin1Unit[]>>();
  const cities = new Map<string, GazetteerPlace[]>();
  for (const line of readFileSync(cities500File(), 'utf8').split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 19 || columns[6] !== 'P') continue;
    const country = columns[8]!;
    const population = Number(columns[14]) || 0;
    const place: GazetteerPlace = {
      geonameId: Number(columns[0]),
      name: columns[1]!,
      admin1Code: columns[10] ? `${country}.${columns[10]}` : null,
      admin2Code: columns[10] && columns[11] ? `${country}.${columns[10]}.${columns[11]}` : null,
      latitude: Number(columns[4]),
      longitude: Number(columns[5]),
      population,
      catalogued: population >= CATALOGUE_MIN_POPULATION,
    };
    const keys = forCountry(places, country);
    if (columns[7] === 'PPLA' && place.admin1Code) {
      const unit = admin1.get(country)?.get(place.admin1Code);
      const seats = forCountry(seatKeys, country);
      if (unit) for (const name of [columns[1]!, columns[2]!]) push(seats, placeKey(name), unit);
    }
    for (const name of [columns[1]!, columns[2]!, ...columns[3]!.split(',')]) push(keys, placeKey(name), place);
    // "Rusayfah" is GeoNames' "Ar Ruşayfah", "Ayn Basha" its "‘Ayn al Bāshā": Arabic names are also
    // written without the article.
    if (ARABIC_NAMES.has(country)) {
      for (const name of [columns[1]!, columns[2]!]) {
        const bare = placeKey(name)
          .replace(/^(?:al|el|an|ar|as|ash|ad|adh|at|az) /, '')
          .replace(/ (?:al|el|an|ar|as|ash|ad|adh|at|az) /g, ' ');
        if (bare.length > 3 && bare !== placeKey(name)) push(keys, bare, place);
      }
    }
    if (place.catalogued) {
      (cities.get(country) ?? cities.set(country, []).get(country)!).push(place);
      if (place.admin2Code) admin2.get(place.admin2Code)?.cityIds.push(place.geonameId);
    }
  }
  const result = new Map<string, CountryGazetteer>();
  for (const country of new Set([...admin1.keys(), ...places.keys()])) {
    result.set(country, {
      countryCode: country,
      admin1: admin1.get(country) ?? new Map(),
      admin1ByKey: admin1Keys.get(country) ?? new Map(),
      admin2ByKey: admin2Keys.get(country) ?? new Map(),
      admin1BySeat: seatKeys.get(country) ?? new Map(),
      placesByKey: places.get(country) ?? new Map(),
      cities: cities.get(country) ?? [],
    });
  }
  return result;
}

const EMPTY: CountryGazetteer = {
  countryCode: '',
  admin1: new Map(),
  admin1ByKey: new Map(),
  admin2ByKey: new Map(),
  admin1BySeat: new Map(),
  placesByKey: new Map(),
  cities: [],
};

const everyPlaceOf = new WeakMap<CountryGazetteer, readonly GazetteerPlace[]>();

/** Every GeoNames place of the country once (placesByKey holds each under every one of its names). */
export function everyPlace(gazetteer: CountryGazetteer): readonly GazetteerPlace[] {
  let places = everyPlaceOf.get(gazetteer);
  if (!places) {
    places = [...new Map([...gazetteer.placesByKey.values()].flat().map((place) => [place.geonameId, place])).values()];
    everyPlaceOf.set(gazetteer, places);
  }
  return places;
}

/** The gazetteer's own record of a city or town a place names (its coordinates, people and units). */
export function placeNamed(
  gazetteer: CountryGazetteer,
  place: { readonly name: string; readonly geonameId: number },
): GazetteerPlace | undefined {
  return gazetteer.placesByKey.get(placeKey(place.name))?.find((found) => found.geonameId === place.geonameId);
}

/** The places of one country (ISO alpha-2); the files are read once, on first use. */
export function gazetteerOf(countryCode: string): CountryGazetteer {
  byCountry ??= load();
  return byCountry.get(countryCode) ?? EMPTY;
}
