/**
 * Turns the words of one regional advisory ("Nariño, excluding the city of Pasto", "within 50 km of
 * the border with Venezuela", "Borno, Yobe, Kogi, and northern Adamawa states") into places: GeoNames
 * admin-1 units, GeoNames cities and towns, zones along a land border (with the catalogue's cities
 * inside them), and the places excepted from the area. What the words do not let us place exactly
 * (part of a state, a national park, a region with no boundary we hold) stays as the source's words
 * with the reason, never widened into a whole state or guessed.
 */
import type { AdvisoryArea, AreaPlace } from '@safetrails/contracts';
import { borderLines, distanceToLinesKm, neighboursOf } from './borders';
import { ADMIN1_GROUPS } from './admin1-aliases';
import { gazetteerOf, placeKey, type Admin1Unit, type CountryGazetteer, type GazetteerPlace } from './gazetteer';
import { neighbourCodesIn } from './neighbour-names';

/** The distance a border zone has where the source gives none (issue "Local truth"). */
export const DEFAULT_BORDER_KM = 50;

/** Words for an admin-1 unit ("Sinaloa state", "the Department of Cauca"). */
const STRONG_UNIT_WORDS =
  'states?|provinces?|departments?|regions?|governorates?|governates?|prefectures?|territory|territories|oblasts?|emirates?|cantons?|wilayas?|krais?|republics?';
/** Words for a unit that may be an admin-1 unit or below it: tried as both. */
const WEAK_UNIT_WORDS = 'counties|county|districts?|divisions?|parish(?:es)?|zones?|communes?|constituenc(?:y|ies)';
const UNIT_WORDS = `${STRONG_UNIT_WORDS}|${WEAK_UNIT_WORDS}`;
const CITY_WORDS = 'cities|city|towns?|port|ports|villages?|capital|municipalit(?:y|ies)';

/** A side of a country or unit, written alone. */
const DIRECTION_WORD =
  /^(?:far |the )?(?:north|south|east|west|central|centre|center|northern|southern|eastern|western|north ?east(?:ern)?|north ?west(?:ern)?|south ?east(?:ern)?|south ?west(?:ern)?|upper|lower|middle|inland|coastal|rural)$/;

/** Words before a name that say the name is only part of a place. */
const PARTIAL =
  /^(?:(?:the\s+)?(?:far\s+)?(?:north|south|east|west|central|northern|southern|eastern|western|north-?eastern|north-?western|south-?eastern|south-?western|north-?east|north-?west|south-?east|south-?west|upper|lower|rural|coastal|riverine|non-riverine|remote|mountainous|interior)\b|(?:the\s+)?(?:\w+\s+)?parts?\s+of\b|(?:the\s+)?areas?\s+(?:of|in|around|south|north|east|west)\b|(?:the\s+)?(?:sub)?regions?\s+of\b|some\b|most\b|all areas (?:north|south|east|west))/i;

interface Split {
  readonly main: string;
  readonly except: string[];
  readonly including: string[];
}

/** Splits text at separators that are outside parentheses. */
function splitOutside(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const match = separator.exec(text.slice(i));
      if (match && match.index === 0 && match[0].length > 0) {
        parts.push(text.slice(start, i));
        i += match[0].length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const EXCEPT_WORDS = /^(?:except(?:\s+for)?|excluding|with the exception of|other than|but not)\b[:\s]*/i;

/** The area's main words, what it excepts and what it names as included. */
export function splitArea(text: string): Split {
  const except: string[] = [];
  const including: string[] = [];
  let main = text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Parentheses: "(except Popayán)", "(excluding Abuja)"; others ("(KP)", "(Ciudad de Mexico)") go.
  main = main.replace(/\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, (_, inner: string) => {
    if (EXCEPT_WORDS.test(inner.trim())) except.push(inner.trim().replace(EXCEPT_WORDS, ''));
    else if (/^including\b/i.test(inner.trim())) including.push(inner.trim().replace(/^including\s+/i, ''));
    return ' ';
  });
  const tail = /(?:,|;|\s[-–])?\s+(?:except(?:\s+for)?|excluding|with the exception of)\b:?\s*(.*)$/i.exec(main);
  if (tail) {
    // "except for the town of El Salloum, where we advise against all but essential travel".
    except.push(tail[1]!.split(/,\s+where\b/i)[0]!);
    main = main.slice(0, tail.index);
  }
  const included = /,?\s+including\s+(?:the capital,?\s+|its capital,?\s+)?(.*)$/i.exec(main);
  if (included) {
    including.push(included[1]!);
    main = main.slice(0, included.index);
  }
  return {
    main: main
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:.]+$/, '')
      .trim(),
    except: except.map((part) => part.trim()).filter(Boolean),
    including,
  };
}

interface BorderClause {
  readonly rest: string;
  readonly text: string;
  readonly km: number | null;
  readonly neighbours: string[];
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  twenty: 20,
};
const KM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|ten|twenty)\s*(km|kms|kilometres|kilometers|miles?|m)\b(?:\s*\/\s*\d+(?:\.\d+)?\s*(?:km|kilometres|kilometers|miles?))?`;
const BORDER_WORD = String.raw`(?:(?:land|international|[\w’']+(?:ian|ese|ish|i|an))\s+)?(?:borders?|frontiers?)`;
/** Border clauses, each with the group(s) naming the neighbours; `km` groups first where given. */
const BORDER_PATTERNS: readonly { readonly pattern: RegExp; readonly km: boolean; readonly all?: boolean }[] = [
  {
    pattern: new RegExp(
      String.raw`(?:areas?\s+)?(?:within|up to)?\s*${KM}\s+(?:of|from)\s+(?:the\s+)?(?:[\w’']+[’']s\s+)?(?:(?:entire|whole|rest of the|other)\s+)?${BORDER_WORD}(?:\s+(?:areas?|regions?))?\s+(?:with|between)\s+(.+)$`,
      'i',
    ),
    km: true,
  },
  {
    pattern: new RegExp(
      String.raw`${KM}\s+of\s+(?:all\s+)?(?:of\s+)?(?:[\w’']+[’']s\s+)?(?:other\s+)?(?:land\s+|international\s+)?borders\b()`,
      'i',
    ),
    km: true,
    all: true,
  },
  {
    pattern: new RegExp(
      String.raw`(?:areas?\s+)?(?:within|up to)\s+${KM}\s+of\s+(?:the\s+)?(.+?)\s+(?:land\s+)?borders?\b`,
      'i',
    ),
    km: true,
  },
  { pattern: new RegExp(String.raw`^(?:the\s+)?(.+?)\s+borders?\s+within\s+${KM}`, 'i'), km: false },
  {
    pattern:
      /(?:along|near|close to|adjacent to|on)\s+(?:the\s+)?(?:land\s+)?(?:borders?|frontiers?)\s+(?:with|of|between)\s+(.+)$/i,
    km: false,
  },
  { pattern: /\bbordering\s+(.+)$/i, km: false },
  // "Border areas", "International Borders": no neighbour named (every land border, see below).
  {
    pattern: /^(?:the\s+)?(?:international\s+|land\s+)?(?:borders?|frontiers?)(?:\s+(?:regions?|areas?|zones?))?()$/i,
    km: false,
  },
  { pattern: /(?:borders?|frontiers?)\s+(?:(?:regions?|areas?|zones?)\s+)?(?:with|between|of)\s+(.+)$/i, km: false },
  {
    pattern:
      /^(?:the\s+)?(?:areas?\s+(?:along|near|around)\s+the\s+)?(.+?)\s+(?:land\s+)?(?:border|frontier)(?:\s+(?:regions?|areas?|zones?))?\s*$/i,
    km: false,
  },
];

/**
 * Whether the words before a border clause add nothing to it: "areas", "any area", "Travel", and
 * the country itself on the side of the border named ("Northern Israel", "The Gambia's southern").
 */
function genericRest(rest: string, countryCode: string): boolean {
  const words = placeKey(rest)
    .split(' ')
    .filter(
      (word) =>
        !/^(?:the|and|any|all|areas?|zones?|regions?|travel|parts?|of|in|northern|southern|eastern|western|north|south|east|west|s)$/.test(
          word,
        ),
    );
  return words.length === 0 || neighbourCodesIn(words.join(' '), '').includes(countryCode);
}

/** A border zone in the words, with the neighbours it names and the distance, or null. */
export function borderClause(text: string, countryCode: string): BorderClause | null {
  for (const { pattern, km: hasKm, all } of BORDER_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const inline = hasKm ? null : new RegExp(`within\\s+${KM}`, 'i').exec(match[0]);
    const kmText = hasKm ? match[1] : inline?.[1];
    const unit = hasKm ? match[2] : inline?.[2];
    const parsed = kmText ? (NUMBER_WORDS[kmText.toLowerCase()] ?? Number(kmText)) : null;
    const number = parsed !== null && Number.isFinite(parsed) ? parsed : null;
    const km = number === null ? null : number * (/mile/i.test(unit ?? '') ? 1.609 : unit === 'm' ? 0.001 : 1);
    const named = all ? neighboursOf(countryCode) : neighbourCodesIn(hasKm ? match[3]! : match[1]!, countryCode);
    // "Border Regions", "Egyptian border areas", "International Borders": every land border, where
    // no other country and no side of the country is named ("Northern border region" stays words).
    const everyBorder =
      named.length === 0 &&
      /^(?:the\s+)?(?:[\w’']+\s+)?(?:international\s+|land\s+)?(?:borders?|frontiers?)(?:\s+(?:regions?|areas?|zones?))?$/i.test(
        text.trim(),
      ) &&
      !/\b(?:north|south|east|west)/i.test(text) &&
      (neighbourCodesIn(text, '').includes(countryCode) ||
        /^(?:the\s+)?(?:international\s+|land\s+)?(?:borders?|frontiers?)\b/i.test(text.trim()));
    const neighbours = everyBorder ? neighboursOf(countryCode) : named;
    if (neighbours.length === 0) continue;
    return {
      rest: text
        .slice(0, match.index)
        .replace(/[\s,;:]+$/, '')
        .trim(),
      text: match[0].trim(),
      km: km === null ? null : Math.round(km * 10) / 10,
      neighbours,
    };
  }
  return null;
}

function stripUnitWords(name: string): { name: string; unit: 'admin1' | 'city' | null } {
  let unit: 'admin1' | 'city' | null = null;
  let text = name
    .trim()
    .replace(/^(?:and|or)\s+/i, '')
    .replace(/^(?:all of|all parts of|the whole of|the entire|the entirety of)\s+/i, '')
    // "the rest of Benishangul-Gumuz region": the unit, where no more specific area applies.
    .replace(/^(?:the\s+)?(?:rest|remainder|other areas|other parts)\s+of\s+(?:the\s+)?/i, '')
    .replace(/\s*[-–]\s*(?=(?:province|state|region|department)\b)/i, ' ')
    .replace(/[.:;,]+$/, '');
  const cityBefore = new RegExp(String.raw`^(?:the\s+)?(?:${CITY_WORDS})\s+(?:of\s+)?`, 'i');
  const unitBefore = new RegExp(String.raw`^(?:the\s+)?(?:${UNIT_WORDS})\s+of\s+`, 'i');
  const weak = new RegExp(String.raw`(?:^|\s)(?:${WEAK_UNIT_WORDS})(?:\s|$)`, 'i');
  if (cityBefore.test(text)) {
    unit = 'city';
    // "the Port of Tumaco and the city of Buenaventura": the list's word, then the item's own.
    text = text.replace(cityBefore, '').replace(cityBefore, '');
  } else if (unitBefore.test(text)) {
    unit = weak.test(text) ? null : 'admin1';
    text = text.replace(unitBefore, '');
  }
  // "Mexico City" keeps its "City" (the name); "Baqubah City" is tried without it too (resolveName).
  if (new RegExp(String.raw`\s+(?:${CITY_WORDS})$`, 'i').test(text) && !/\bcity$/i.test(text)) {
    unit = 'city';
    text = text.replace(new RegExp(String.raw`\s+(?:${CITY_WORDS})$`, 'i'), '');
  } else if (new RegExp(String.raw`\s+(?:${UNIT_WORDS})$`, 'i').test(text)) {
    unit ??= weak.test(text) ? null : 'admin1';
    text = text.replace(new RegExp(String.raw`\s+(?:${UNIT_WORDS})$`, 'i'), '');
  }
  return { name: text.replace(/^the\s+/i, '').trim(), unit };
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

function admin1Of(key: string, gazetteer: CountryGazetteer): Admin1Unit | null {
  const exact = gazetteer.admin1ByKey.get(key) ?? gazetteer.admin1ByKey.get(key.replace(/ /g, ''));
  if (exact?.length === 1) return exact[0]!;
  if (exact && exact.length > 1) return null;
  // A misspelling by the source ("Akawa Ibom", "Cross Rivers"): one unit within an edit or two.
  if (key.length < 5) return null;
  const max = key.length >= 9 ? 2 : 1;
  const near = new Set<Admin1Unit>();
  for (const [candidate, units] of gazetteer.admin1ByKey) {
    if (editDistanceAtMost(key, candidate, max)) units.forEach((unit) => near.add(unit));
  }
  return near.size === 1 ? [...near][0]! : null;
}

function cityOf(
  key: string,
  gazetteer: CountryGazetteer,
  within: Admin1Unit | null,
): GazetteerPlace | 'ambiguous' | null {
  let candidates = gazetteer.placesByKey.get(key) ?? [];
  if (within) candidates = candidates.filter((place) => place.admin1Code === within.code);
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]!;
  const catalogued = candidates.filter((place) => place.catalogued);
  if (catalogued.length === 1) return catalogued[0]!;
  // Several places of one name: the one whose own name it is, if only one is.
  const named = (catalogued.length ? catalogued : candidates).filter((place) => placeKey(place.name) === key);
  return named.length === 1 ? named[0]! : 'ambiguous';
}

/** One name in the area's words as a place, or its words with why it stays unresolved. */
export function resolveName(raw: string, gazetteer: CountryGazetteer, within: Admin1Unit | null = null): AreaPlace {
  const text = raw
    .trim()
    .replace(/^(?:and|or)\s+/i, '')
    .replace(/[.:;,]+$/, '');
  const { name, unit } = stripUnitWords(text);
  const key = placeKey(name);
  if (!key) return { kind: 'text', text, why: 'no place named' };
  // "central" or "western" alone is a side of something, not a town (GeoNames has villages so
  // named); a unit may be so named ("North-West" in Cameroon).
  if (DIRECTION_WORD.test(key)) {
    const unitSoNamed = admin1Of(key, gazetteer);
    return unitSoNamed
      ? { kind: 'admin1', text, code: unitSoNamed.code, name: unitSoNamed.name }
      : { kind: 'text', text, why: 'part of a place: no boundary to draw it by' };
  }
  const asAdmin1 = (): AreaPlace | null => {
    // "Federal Capital Territory" is the unit's own name, not "Federal Capital" and a unit word.
    const whole = placeKey(text.replace(/^the\s+/i, ''));
    const found = (whole !== key ? gazetteer.admin1ByKey.get(whole)?.[0] : undefined) ?? admin1Of(key, gazetteer);
    return found ? { kind: 'admin1', text, code: found.code, name: found.name } : null;
  };
  const asCity = (): AreaPlace | 'ambiguous' | null => {
    const found = cityOf(key, gazetteer, within);
    if (found === 'ambiguous' || found === null) return found;
    return { kind: 'city', text, geonameId: found.geonameId, name: found.name };
  };
  const asAdmin2 = (): AreaPlace | 'ambiguous' | null => {
    let units = gazetteer.admin2ByKey.get(key) ?? [];
    if (within) units = units.filter((candidate) => candidate.code.startsWith(`${within.code}.`));
    if (units.length > 1) return 'ambiguous';
    const found = units[0];
    return found
      ? { kind: 'admin2', text, code: found.code, name: found.name, cityIds: [...found.cityIds].sort((a, b) => a - b) }
      : null;
  };
  // The words around a name say what it is; without them a state first, then a town, then a district.
  // "Kasserine Governorate": named with its unit word after the seat it is governed from.
  const bySeat = (): AreaPlace | null => {
    const units = gazetteer.admin1BySeat.get(key) ?? [];
    return units.length === 1 ? { kind: 'admin1', text, code: units[0]!.code, name: units[0]!.name } : null;
  };
  const order =
    unit === 'city'
      ? [asCity, asAdmin1, asAdmin2]
      : unit === 'admin1'
        ? [asAdmin1, asAdmin2, bySeat]
        : [asAdmin1, asCity, asAdmin2];
  const found = order.map((attempt) => attempt());
  const first = found.find((place): place is AreaPlace => place !== null && place !== 'ambiguous');
  if (first) return first;
  const second = found.includes('ambiguous') ? 'ambiguous' : null;
  if (/\s+city$/i.test(name)) {
    const plain = resolveName(`city of ${name.replace(/\s+city$/i, '')}`, gazetteer, within);
    if (plain.kind !== 'text') return { ...plain, text };
  }
  if (second === 'ambiguous') return { kind: 'text', text, why: 'several places have this name' };
  if (
    PARTIAL.test(text) ||
    /\b(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of\b|\bbeyond\b|\bbetween\b/i.test(text)
  )
    return { kind: 'text', text, why: 'part of a place: no boundary to draw it by' };
  return { kind: 'text', text, why: 'no GeoNames place or admin-1 unit of this name in the country' };
}

/** The units of a named group of admin-1 units ("Mindanao", "other areas of Mindanao"), or null. */
function groupOf(text: string, countryCode: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const name = text
    .replace(/^(?:the\s+)?(?:(?:rest|remainder|other areas|other parts)\s+of\s+)?(?:the\s+)?/i, '')
    .trim();
  const groups = ADMIN1_GROUPS[countryCode] ?? {};
  const key = Object.keys(groups).find((candidate) => placeKey(candidate) === placeKey(name));
  if (!key) return null;
  return groups[key]!.flatMap((code) => {
    const unit = gazetteer.admin1.get(code);
    return unit ? [{ kind: 'admin1' as const, text, code: unit.code, name: unit.name }] : [];
  });
}

/** A list of names ("Borno, Yobe, Kogi, and northern Adamawa states") as places. */
function resolveList(text: string, countryCode: string, gazetteer: CountryGazetteer): AreaPlace[] {
  let body = text.trim().replace(/^(?:and|or)\s+/i, '');
  let within: Admin1Unit | null = null;
  const admin1In = (words: string) => admin1Of(placeKey(stripUnitWords(words).name), gazetteer);
  // "these areas in Khyber Pakhtunkhwa Province: Bajaur; Bannu", "the northern provinces of Chad:
  // Borkou Province; ...": the words before the colon head the list, and may name its unit.
  const headed = /^([^:;]{3,90}):\s*(.+)$/.exec(body);
  if (headed && resolveName(headed[1]!, gazetteer).kind === 'text') {
    within = admin1In(/\bin\s+(?:the\s+)?(.+)$/i.exec(headed[1]!)?.[1] ?? '');
    body = headed[2]!;
  } else {
    // "Orito, San Miguel ... in Putumayo Department", "Marawi City in Mindanao".
    const trailing = /^(.+?)\s+in\s+(?:the\s+)?([^,;]+)$/i.exec(body);
    if (trailing) {
      within = admin1In(trailing[2]!);
      if (within || resolveName(body, gazetteer).kind === 'text') body = trailing[1]!;
    }
  }
  // "the riverine areas of Delta, Bayelsa, Rivers ... states": the qualifier holds for every item,
  // so none of them is the whole unit it names.
  const partOfEach =
    /^(?:the\s+)?(?:[\w’'-]+\s+){0,3}?(?:areas?|parts?|sections?|portions?|subregions?)\s+(?:of|in)\s+(?=\S)/i.exec(
      body,
    );
  if (partOfEach && /,|;| and /.test(body.slice(partOfEach[0].length))) {
    return [{ kind: 'text', text: body, why: 'part of a place: no boundary to draw it by' }];
  }
  // "the municipality of Jamundí, Valle del Cauca": a town, then the unit it lies in (not the unit).
  const townInUnit = new RegExp(String.raw`^((?:the\s+)?(?:${CITY_WORDS})\s+of\s+[^,;]+),\s*([^,;]+)$`, 'i').exec(body);
  const unitOfTown = townInUnit ? admin1In(townInUnit[2]!) : null;
  if (townInUnit && unitOfTown) {
    within = unitOfTown;
    body = townInUnit[1]!;
  }
  // "the northwestern states of Kaduna, Kano ..." and "the cities of Buenaventura and Tumaco":
  // the words before the list say what every item is.
  let unit = '';
  const lead = new RegExp(
    String.raw`^(?:the\s+)?(?:following\s+)?(?:[\w’'-]+\s+){0,3}?(${UNIT_WORDS}|${CITY_WORDS})\s+(?:of\s+)?(?=\S)`,
    'i',
  ).exec(body);
  if (lead && /,|;| and /.test(body.slice(lead[0].length))) {
    unit = new RegExp(`^(?:${CITY_WORDS})$`, 'i').test(lead[1]!) ? 'city of ' : '';
    body = body.slice(lead[0].length);
  }
  const trailingUnit = new RegExp(String.raw`\s+(${UNIT_WORDS})$`, 'i').exec(body);
  if (trailingUnit && /,|;| and /.test(body)) body = body.slice(0, trailingUnit.index);
  const chunks = splitOutside(body, /^\s*[;,]\s*/).map((chunk) => chunk.replace(/^(?:and|or)\s+/i, ''));
  const places: AreaPlace[] = [];
  for (const chunk of chunks) {
    const group = groupOf(chunk, countryCode, gazetteer);
    if (group) {
      places.push(...group);
      continue;
    }
    // "the Union Territory of Jammu and Kashmir, the India-Pakistan border, or Manipur".
    const border = /border|frontier/i.test(chunk) ? borderClause(chunk, countryCode) : null;
    if (border && !border.rest) {
      for (const neighbour of border.neighbours) places.push(borderPlace(border, neighbour, countryCode, within));
      continue;
    }
    const whole = resolveName(`${unit}${chunk}`, gazetteer, within);
    if (whole.kind !== 'text' || !/\s(?:and|or|&)\s|\//.test(chunk)) {
      places.push(whole);
      continue;
    }
    const parts = chunk.split(/\s+(?:and|or|&)\s+|\s*\/\s*/).filter((part) => part.trim());
    const named = parts.map((part, index) => {
      // "North and South Kivu": the last part's words after its first complete the others.
      const tail = parts[parts.length - 1]!.split(' ').slice(1).join(' ');
      const single = index < parts.length - 1 && !part.includes(' ') && tail;
      const completed = single ? resolveName(`${unit}${part} ${tail}`, gazetteer, within) : null;
      return completed && completed.kind !== 'text' ? completed : resolveName(`${unit}${part}`, gazetteer, within);
    });
    // A description naming a town on its way ("the road between Giza and Farafra") is not that town,
    // and "central and western Mindanao" is two sides of a place, not "central" and a part.
    const sides = named.some((place, index) => place.kind === 'text' && DIRECTION_WORD.test(placeKey(parts[index]!)));
    places.push(
      ...(DESCRIPTION.test(chunk) || sides
        ? [{ kind: 'text' as const, text: chunk, why: 'part of a place: no boundary to draw it by' }]
        : named),
    );
  }
  // "Calabar and Lagos": where the list names cities, a name that is both a state and a city is the city.
  if (places.some((place) => place.kind === 'city')) {
    places.forEach((place, index) => {
      if (place.kind !== 'admin1') return;
      const city = cityOf(placeKey(stripUnitWords(place.text).name), gazetteer, null);
      if (
        city &&
        city !== 'ambiguous' &&
        city.catalogued &&
        !/\b(?:state|province|region|department)\b/i.test(place.text)
      ) {
        places[index] = { kind: 'city', text: place.text, geonameId: city.geonameId, name: city.name };
      }
    });
  }
  return places;
}

/** Conditions on an exception that do not change which place it is ("if accessed by air"). */
function withoutConditions(text: string): string {
  return text
    .split(/\s+(?:if|only|when|where|accessed|which|via|by (?:air|land|sea|road)|and its|including)\b/i)[0]!
    .replace(/^(?:for\s+)/i, '')
    .trim();
}

function borderPlace(
  clause: BorderClause,
  neighbour: string,
  countryCode: string,
  within: Admin1Unit | null,
): AreaPlace {
  const lines = borderLines(countryCode, neighbour);
  const km = clause.km ?? DEFAULT_BORDER_KM;
  if (lines.length === 0)
    return { kind: 'text', text: clause.text, why: `no land border with ${neighbour} in Natural Earth` };
  const cityIds = gazetteerOf(countryCode)
    .cities.filter((city) => !within || city.admin1Code === within.code)
    .filter((city) => distanceToLinesKm(city.latitude, city.longitude, lines) <= km)
    .map((city) => city.geonameId)
    .sort((a, b) => a - b);
  return { kind: 'border', text: clause.text, neighbour, km, kmStated: clause.km !== null, cityIds };
}

/**
 * "Guanajuato, in all areas south of ... highways 43D and 45D", "Antioquia, the area along the
 * border with Choco department ...", "Cesar, in the municipalities of González and Río de Oro": a
 * unit, then the part of it the advice is about. The towns or districts named are placed; any other
 * part stays words, never the whole unit. Null where the clause is not of this form.
 */
function qualifiedUnit(clause: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const match =
    /^([^,]+),\s+((?:in|the areas?|areas?|all areas|north|south|east|west|along|near|around|within|up to)\b.*)$/i.exec(
      clause,
    );
  const unit = match ? admin1Of(placeKey(stripUnitWords(match[1]!).name), gazetteer) : null;
  if (!match || !unit) return null;
  const named = new RegExp(`^in\\s+(?:the\\s+)?(?:${CITY_WORDS}|${WEAK_UNIT_WORDS})\\s+of\\s+(.+)$`, 'i').exec(
    match[2]!,
  );
  if (named) {
    return splitOutside(named[1]!, /^\s*[;,]\s*/)
      .flatMap((chunk) => chunk.split(/\s+(?:and|or)\s+/))
      .map((name) => resolveName(name, gazetteer, unit));
  }
  return [{ kind: 'text', text: clause, why: `part of ${unit.name}: no boundary to draw it by` }];
}

/** The places of an area's main words: border zones, then the names. */
function mainPlaces(main: string, countryCode: string, gazetteer: CountryGazetteer): AreaPlace[] {
  if (!main) return [];
  const places: AreaPlace[] = [];
  // An area may join several clauses: "areas within 20km of the Venezuela border, within 20km of
  // the Ecuador border, the Catatumbo region ...": each comma- or semicolon-separated clause with a
  // border in it is a zone; the others are names.
  const clauses = splitOutside(main, /^\s*;\s*/).flatMap((clause) =>
    /border|frontier/i.test(clause) ? splitOutside(clause, /^\s*,\s*(?=(?:and\s+)?(?:areas?\s+)?within\b)/i) : [clause],
  );
  for (const clause of clauses) {
    const border = /border|frontier/i.test(clause) ? borderClause(clause, countryCode) : null;
    if (!border) {
      places.push(...(qualifiedUnit(clause, gazetteer) ?? resolveList(clause, countryCode, gazetteer)));
      continue;
    }
    // "Amazonas, within 20 km of the border with Peru" and "within 10 km of the border with
    // Pakistan in Punjab": the zone inside that state only.
    const inUnit = /\bin\s+(?:the\s+)?([^,;]+)$/i.exec(border.text)?.[1];
    const restKey = placeKey(stripUnitWords(border.rest).name);
    const within =
      (inUnit ? admin1Of(placeKey(stripUnitWords(inUnit).name), gazetteer) : null) ??
      (restKey ? admin1Of(restKey, gazetteer) : null);
    for (const neighbour of border.neighbours) places.push(borderPlace(border, neighbour, countryCode, within));
    if (border.rest && !within && !genericRest(border.rest, countryCode)) {
      places.push(...resolveList(border.rest, countryCode, gazetteer));
    }
  }
  return places;
}

/** Words that make an item a description of a way or a zone, not a list of places. */
const DESCRIPTION =
  /\b(?:between|connecting|connects|runs|linking|leading|along|via|from|towards|beyond|(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of|road|roads|highways?|route|rail)\b/i;

/**
 * The places one item of a list names: the item as one name, else its parts split at commas,
 * "and", "or" and "/" ("Ixtapa/Zihuatanejo", "Villavicencio and the tourist site of La Macarena").
 * An item that describes a way or a zone ("road 32 that runs between El Fuerte and Los Mochis") is
 * kept whole as words: a town named in it is not the item.
 */
function namesIn(item: string, gazetteer: CountryGazetteer): AreaPlace[] {
  const cleaned = withoutConditions(item);
  if (!cleaned) return [];
  const whole = resolveName(cleaned, gazetteer);
  if (whole.kind !== 'text' || DESCRIPTION.test(cleaned)) return [whole];
  const parts = cleaned
    .split(/\s*,\s*|\s+(?:and|or)\s+(?!its\b)|\s*\/\s*/)
    .map(withoutConditions)
    .filter(Boolean);
  return parts.length < 2 ? [whole] : parts.map((part) => resolveName(part, gazetteer));
}

/** Resolves one area of a country's regional advice. */
export function resolveArea(text: string, countryCode: string): AdvisoryArea {
  const gazetteer = gazetteerOf(countryCode);
  const split = splitArea(text);
  const places = mainPlaces(split.main, countryCode, gazetteer);
  // Places the source says the area includes ("including Buenaventura") are in it by its words.
  for (const included of split.including) {
    for (const place of resolveList(withoutConditions(included), countryCode, gazetteer)) {
      if (place.kind === 'city' || place.kind === 'admin1') places.push(place);
    }
  }
  const except: AreaPlace[] = [];
  for (const words of split.except) {
    // "Palenque, if accessed by highway from Villahermosa, Tuxtla-Gutierrez, or by air, and San
    // Cristobal ...": what follows a condition belongs to it until the next "and".
    let inCondition = false;
    // Items separated by semicolons ("the cities of Los Mochis and Mazatlán; road 32 that runs ...")
    // are each split by namesIn; a comma-separated list is read item by item, conditions left out.
    for (const part of splitOutside(words, /;/.test(words) ? /^\s*;\s*/ : /^\s*[;,]\s*/)) {
      if (/^(?:if|only|when|where|accessed|by|or by|via|which)\b/i.test(part)) {
        inCondition = true;
        continue;
      }
      if (/^and\b/i.test(part) || /;/.test(words)) inCondition = false;
      if (inCondition) continue;
      except.push(...namesIn(part.replace(/^and\s+/i, ''), gazetteer));
    }
  }
  return { places, except };
}

/** Whether every place an area names is resolved (its exceptions aside). */
export function isResolved(area: AdvisoryArea): boolean {
  return area.places.length > 0 && area.places.every((place) => place.kind !== 'text');
}
