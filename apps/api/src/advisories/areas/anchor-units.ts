/**
 * The units an area's words place what they name in, where a name itself cannot be placed ("the
 * Catatumbo region in Norte de Santander and Cesar"): each name is attached as part of every one.
 */
import type { AreaPlace } from '@safetrails/contracts';
import { CITY_WORDS, UNIT_WORDS, splitOutside } from './area-words';
import { gazetteerOf, placeKey, type CountryGazetteer } from './gazetteer';
import { stripUnitWords } from './resolve-name';
import { FEATURE, QUALIFIER, unitOf } from './part-of';

/** Words after names that make them parts of the unit named next: "the Urabá and Bajo Cauca regions of". */
const PARTS_OF =
  /\S\s+(?:regions?|subregions?|zones?|areas?|parts?|districts?|townships?|constituenc(?:y|ies)|communes?|neighbou?rhoods?|communities|suburbs|municipalities|towns?|villages?)\s+$/i;
/** Where the description of a part may follow its unit: "Jalisco, within 50 km of ...". */
const AFTER_UNIT =
  /^(?:in|the areas?|areas?|all areas|(?:to the\s+)?(?:north|south|east|west)(?:ern|-?(?:east|west)(?:ern)?)?\s+(?:of|parts?|areas?)|along|near|around|within|up to|especially|particularly|excluding)\b/i;

/**
 * The units an area's words place what they name in, where a name itself cannot be placed: "the
 * Catatumbo region in Norte de Santander and Cesar", "the Alto Sinú and San Jorge subregions of
 * Córdoba", "Jurf al-Sakr town in Babil province", "Jalisco, within 50 km of the border with
 * Michoacán state". The words say the names lie in those units, so each is attached as part of
 * every one of them; an empty list where the words name no unit whole.
 */
export function anchorUnitsOf(clause: string, countryCode: string): Anchor {
  const gazetteer = gazetteerOf(countryCode);
  const words = clause.replace(/\s+/g, ' ').trim();
  const leading = /^([^,;:]+),\s+(.+)$/.exec(words);
  if (leading && AFTER_UNIT.test(leading[2]!)) {
    const unit = unitOf(leading[1]!, gazetteer, false);
    if (unit) return { units: [unit], partial: false };
  }
  for (const match of words.matchAll(/\s(in|of|inside|within)\s+(?:the\s+)?/gi)) {
    const head = words.slice(0, match.index);
    // "the Urabá and Bajo Cauca regions of Antioquia" names parts of Antioquia; "the occupied regions
    // of Abkhazia and South Ossetia" names the regions themselves.
    const partWords =
      /\S\s+(?:parts?|areas?|portions?|sections?)\s+$/i.test(`${head} `) ||
      (PARTS_OF.test(`${head} `) && /\p{Lu}\S*\s+\S+$/u.test(head.trim()));
    if (!head.trim() || (match[1]!.toLowerCase() === 'of' && !partWords)) continue;
    // "the city of Pasto" and "the province of Guayas" name the place itself, not where it lies.
    if (
      new RegExp(`(?:^|\\b(?:the|a|an)\\s+)(?:${CITY_WORDS}|${UNIT_WORDS})$`, 'i').test(head.trim()) &&
      match[1]!.toLowerCase() !== 'in'
    )
      continue;
    const units = unitsListed(words.slice(match.index + match[0].length), gazetteer, match[1]!.toLowerCase() === 'in');
    if (units) return { units: dedupe(units), partial: partWords };
  }
  return { units: [], partial: false };
}

/** The units a clause places its names in, and whether it says the names are only parts of them. */
export interface Anchor {
  readonly units: AreaPlace[];
  /** "areas within the Departments of …", "parts of East and Adamawa": the units are not whole. */
  readonly partial: boolean;
}

function dedupe(units: AreaPlace[]): AreaPlace[] {
  const seen = new Set<string>();
  return units.filter((unit) => {
    const key = `${unit.kind}:${'code' in unit ? unit.code : 'geonameId' in unit ? unit.geonameId : unit.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every unit a list names ("Upper East Region, Upper West Region, and western area of the Savannah Region"), or null. */
function unitsListed(list: string, gazetteer: CountryGazetteer, cityAllowed: boolean): AreaPlace[] | null {
  const items = splitOutside(list, /^\s*[,;]\s*|^\s+(?:and|or|&)\s+/i)
    .map((item) => item.replace(/^(?:and|or)\s+/i, '').trim())
    .filter(Boolean);
  if (items.length === 0) return null;
  const unitWord = new RegExp(`\\s+(${UNIT_WORDS})$`, 'i').exec(items[items.length - 1]!)?.[1];
  const units: AreaPlace[] = [];
  for (const item of items) {
    const resolve = (name: string) =>
      unitOf(name, gazetteer, !cityAllowed) ??
      (unitWord && !name.endsWith(unitWord) ? unitOf(`${name} ${unitWord}`, gazetteer, !cityAllowed) : null);
    // "Upper East Region" is its own name; "western area of the Savannah Region" a part of one.
    const name = resolve(item) ? item : item.slice(QUALIFIER.exec(item)?.[0].length ?? 0).trim();
    const unit = resolve(name);
    // "Cross River" and "Rivers" are states' own names, not rivers.
    const ownName =
      unit?.kind === 'admin1' &&
      gazetteer.admin1ByKey.get(placeKey(stripUnitWords(name).name))?.some((known) => known.code === unit.code);
    if (!unit || (FEATURE.test(name) && !ownName)) return null;
    units.push(unit);
  }
  return units;
}
