/**
 * One name in an advisory's words as a GeoNames admin-1 unit or city, or its words with why it
 * stays unresolved (unit words stripped, small misspellings forgiven).
 */
import type { AreaPlace } from '@safetrails/contracts';
import { insideZone, zoneNamed } from './zones';
import { placeKey, type Admin1Unit, type CountryGazetteer, type GazetteerPlace } from './gazetteer';

/** The distance a border zone has where the source gives none (issue "Local truth"). */
import { CITY_WORDS, DIRECTION_WORD, PARTIAL, UNIT_WORDS, WEAK_UNIT_WORDS } from './area-words';

export function stripUnitWords(name: string): { name: string; unit: 'admin1' | 'city' | null } {
  let unit: 'admin1' | 'city' | null = null;
  let text = name
    .trim()
    .replace(/^(?:and|or)\s+/i, '')
    // "(advise against all travel) to the Gorno Badakhshan Autonomous Oblast".
    .replace(/^to\s+the\s+/i, '')
    .replace(/^(?:all of|all parts of|the whole of|the entire|the entirety of)\s+/i, '')
    // "the rest of Benishangul-Gumuz region": the unit, where no more specific area applies.
    .replace(/^(?:the\s+)?(?:rest|remainder|other areas|other parts)\s+of\s+(?:the\s+)?/i, '')
    .replace(/\s*[-–]\s*(?=(?:province|state|region|department)\b)/i, ' ')
    // "Gorno Badakhshan Autonomous Oblast": the unit word is "Autonomous Oblast".
    .replace(/\s+autonomous(?=\s+(?:oblast|region|province|republic|okrug|prefecture|community)\b)/i, '')
    // "Amhara Regional State", "Southwest Ethiopia Peoples’ Regional State": the unit word is "State".
    .replace(/(?:\s+peoples?[’']?)?\s+regional(?=\s+states?\b|$)/i, '')
    .replace(/[.:;,]+$/, '');
  // "the city of Pasto", "the department capital Quibdó", "the towns of: Bahía Solano".
  const cityBefore = new RegExp(
    String.raw`^(?:the\s+)?(?:(?:department|departmental|state|provincial|regional|district|oasis|border)\s+)?(?:${CITY_WORDS})(?:\s+of)?(?:\s*:\s*|\s+)`,
    'i',
  );
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

export function admin1Of(key: string, gazetteer: CountryGazetteer): Admin1Unit | null {
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

export function cityOf(
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
    // "Vientiane province": of "Vientiane" and "Vientiane Prefecture", the unit of that very name.
    const ownNamed =
      unit === 'admin1' ? gazetteer.admin1ByKey.get(key)?.filter((candidate) => placeKey(candidate.name) === key) : [];
    const found =
      (whole !== key ? gazetteer.admin1ByKey.get(whole)?.[0] : undefined) ??
      admin1Of(key, gazetteer) ??
      (ownNamed?.length === 1 ? ownNamed[0] : undefined);
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
  // "Port Harcourt", "Villa Hermosa": unit or city words that are part of the name itself.
  const wholeKey = placeKey(text.replace(/^the\s+/i, ''));
  if (wholeKey !== key) {
    const named = cityOf(wholeKey, gazetteer, within);
    if (named && named !== 'ambiguous') return { kind: 'city', text, geonameId: named.geonameId, name: named.name };
  }
  // "the Russian-occupied regions of South Ossetia": an area with its own boundary (zones.ts).
  const zone = zoneNamed(text);
  if (zone) {
    // A sea holds no city, though its outline may touch a coastal one.
    const cityIds = gazetteer.cities
      .filter((city) => !zone.atSea && insideZone(zone, city.latitude, city.longitude))
      .map((city) => city.geonameId)
      .sort((a, b) => a - b);
    return { kind: 'zone', text, name: zone.name, cityIds };
  }
  if (second === 'ambiguous') return { kind: 'text', text, why: 'several places have this name' };
  if (
    PARTIAL.test(text) ||
    /\b(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of\b|\bbeyond\b|\bbetween\b/i.test(text)
  )
    return { kind: 'text', text, why: 'part of a place: no boundary to draw it by' };
  return { kind: 'text', text, why: 'no GeoNames place or admin-1 unit of this name in the country' };
}
