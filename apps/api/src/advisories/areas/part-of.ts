/**
 * The unit a part of a place belongs to: "northern Adamawa" is part of Adamawa, "Tanintharyi Region
 * south of Tanintharyi township" part of Tanintharyi, "the Nairobi neighborhoods of Eastleigh and
 * Kibera" part of Nairobi, "areas within 50 km of the coast of Kilifi County" part of Kilifi. Where
 * no boundary for the part can be drawn (docs/ADVISORIES.md "Parts of a unit"), the area is attached
 * to the unit as a `part` place: its cities are told the area "applies to part of" the unit, with the
 * government's words, and their level does not move. The unit must be named in the words, never
 * guessed from a road or a river that runs through it.
 */
import type { AreaPlace } from '@safetrails/contracts';
import { ADMIN1_SUCCESSORS } from './admin1-aliases';
import { splitOutside } from './area-words';
import { sectionsNamed } from './city-sections';
import { gazetteerOf, placeKey, placeNamed, type CountryGazetteer } from './gazetteer';
import { groupOf, membersOnSides } from './groups';
import { isCountryName } from './neighbour-names';
import { resolveName, stripUnitWords } from './resolve-name';

/** Words before a unit that make the rest only a part of it. */
export const QUALIFIER =
  /^(?:(?:the|all|some|most|certain|remote|specific|following|other)\s+)*(?:(?:far|extreme)\s+)?(?:(?:north|south|east|west|central|centre|middle|northern|southern|eastern|western|north-?eastern|north-?western|south-?eastern|south-?western|north-?east|north-?west|south-?east|south-?west|upper|lower|rural|coastal|riverine|non-riverine|mountainous|interior|border|inland|downtown|uptown|midtown|inner-city|southside|northside|eastside|westside)\s+(?:(?:and|or|&)\s+)?)*(?:(?:parts?|areas?|portions?|sections?|subregions?|regions?|zones?|districts?|neighbou?rhoods?|suburbs|outskirts|coast|coastline|islands?|townships?|parts and areas)\s+(?:of|in|within|around)\s+(?:the\s+)?(?:(?:northern|southern|eastern|western|central)\s+)?)?/i;

/** A distance from the unit's coast or edge: "within 50 km of the coast of". */
const DISTANCE =
  /^(?:areas?\s+)?within\s+\d+(?:[.,]\d+)?\s*(?:km|kilometres|kilometers|miles)\s+(?:of|from)\s+(?:the\s+)?(?:coast|coastline|edge)\s+of\s+(?:the\s+)?/i;

/** Islands off a unit's coast belong to it: "all islands and dive sites off the coast of eastern Sabah". */
const OFFSHORE =
  /^(?:all\s+)?(?:the\s+)?islands?(?:\s+and\s+(?:dive sites|reefs|waters))?\s+off\s+(?:the\s+)?(?:coast|coastline|shore)\s+of\s+(?:the\s+)?/i;

/** Where the unit's name (or a list of units) ends and the description of the part begins. */
const TAIL =
  /\s+(?:(?:to the\s+)?(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?(?:\s+(?:and|or)\s+(?:south-?|north-?)?(?:north|south|east|west)(?:ern)?)?\s+of\b|within\b|along\b|near\b|beyond\b|between\b|bordering\b|more than\b|specifically\b|which\b|that\b|excluding\b|except\b|from\b|up to\b|as far as\b|across\b|including\b)|,?\s+as well as\b|\s*[;(–—:]|\s+-\s|\s+(?=(?:north|south|east|west|central)(?:\s+(?:and|&)\s+(?:north|south|east|west|central))?\s*$)/i;
/** Where one name ends in a list: "Córdoba, in the Paramillo National Natural Park". */
const NAME_END = /\s*,/;
/** A physical feature named after a unit is not part of it ("the Valley of the Apurímac": a river's). */
export const FEATURE =
  /\b(?:valleys?|rivers?|lakes?|mount|mountains?|parks?|reserves?|deserts?|gulf|bay|peninsula|islands?|hills?|basin|delta|canal|ridge)\b/i;

/** The neighbourhoods of a named city: "the Nairobi neighborhoods of Eastleigh and Kibera". */
const CITY_NEIGHBOURHOODS = /^(?:the\s+)?(.+?)\s+(?:neighbou?rhoods?|suburbs|communes)\s+of\s+/i;
/** Words that say the unit named next is a state or province, not a town of that name. */
const STRONG_UNIT =
  /\b(?:states?|provinces?|departments?|regions?|governorates?|prefectures?|counties|county)\s+of\s+(?:the\s+)?$/i;
/** A way, not a part of a place: attached only where the words name the unit it runs in. */
const A_WAY = /\b(?:road|roads|highway|highways|route|rail|railway|expressway|motorway|corridor)\b/i;
/** The rest names what is excepted, not the area ("other than the towns of Mt. Hagen"). */
const EXCEPTING =
  /\s*(?:\b(?:except(?:ing)?|excluding|other than|apart from|with (?:the )?exceptions? of|but not)\b.*)$/i;
/** "Kibera neighbourhood of Nairobi", "the Baqa’a neighborhood of Ayn Basha". */
const NEIGHBOURHOOD_OF =
  /\b(?:neighbou?rhoods?|districts?|suburbs?|zones?|communes?|townships?)\s+of\s+(?:the\s+)?(.+)$/i;

/**
 * The unit or city a name is, by its own name only (no near spelling: "Comayagüela" is not
 * Comayagua), and a state or province where the words say so.
 */
export function unitOf(name: string, gazetteer: CountryGazetteer, unitOnly: boolean): AreaPlace | null {
  const place = resolveName(name, gazetteer);
  const successor = successorOf(name, gazetteer);
  if (successor) return successor;
  if (place.kind === 'admin1') {
    const key = placeKey(stripUnitWords(name).name);
    const exact = gazetteer.admin1ByKey.get(key) ?? gazetteer.admin1ByKey.get(key.replace(/ /g, ''));
    const whole = gazetteer.admin1ByKey.get(placeKey(name.replace(/^the\s+/i, '')));
    return exact?.some((unit) => unit.code === place.code) || whole?.some((unit) => unit.code === place.code)
      ? place
      : null;
  }
  if (place.kind === 'admin2') return place;
  return place.kind === 'city' && !unitOnly ? place : null;
}

/**
 * A unit created after the 2020 GeoNames copy, as the unit it was carved out of, marked so that it
 * is only ever part of it (ADMIN1_SUCCESSORS).
 */
function successorOf(name: string, gazetteer: CountryGazetteer): (AreaPlace & { successor: true }) | null {
  const key = placeKey(stripUnitWords(name).name);
  for (const [country, successors] of Object.entries(ADMIN1_SUCCESSORS)) {
    const found = Object.entries(successors).find(([successor]) => placeKey(successor) === key);
    const unit = found ? gazetteer.admin1.get(found[1]) : undefined;
    if (unit && unit.code.startsWith(`${country}.`))
      return { kind: 'admin1', text: name, code: unit.code, name: unit.name, successor: true };
  }
  return null;
}

interface Candidate {
  readonly name: string;
  /** The words before the name that make it a part ("western and central "). */
  readonly qualifier?: string;
  /** The words call it a state or province: a town of that name is not it. */
  readonly unitOnly: boolean;
  /** A city may be the unit: the words name its own part ("Guayaquil north of ...", "areas of Tripoli"). */
  readonly cityAllowed: boolean;
  /** The words are the names alone, nothing qualifies them. */
  readonly whole?: boolean;
  /** The words speak of a city's own parts (neighbourhoods, suburbs): a name is the city first. */
  readonly inCity?: boolean;
}

/** The names a description of a part points to, most telling first. */
function candidatesOf(text: string): Candidate[] {
  const words = text.replace(/\s+/g, ' ').trim().replace(EXCEPTING, '');
  if (!words) return [];
  const candidates: Candidate[] = [];
  const neighbourhoods = CITY_NEIGHBOURHOODS.exec(words);
  if (neighbourhoods) candidates.push({ name: neighbourhoods[1]!, unitOnly: false, cityAllowed: true });
  const of = NEIGHBOURHOOD_OF.exec(words);
  if (of) candidates.push({ name: of[1]!.split(TAIL)[0]!, unitOnly: false, cityAllowed: true });
  // "N’djili and Kimbanseke in Kinshasa city south of ...": the unit after "in" or "of".
  const beforeTail = words.split(TAIL)[0]!;
  const inUnit = /\s(in|of)\s+(?:the\s+)?([^,;()]+)$/i.exec(beforeTail);
  const stripped = words.replace(DISTANCE, '').replace(OFFSHORE, '');
  const qualified = QUALIFIER.exec(stripped)?.[0] ?? '';
  const list = stripped.slice(qualified.length).split(TAIL)[0]!.trim();
  // A way ("the Dahab – Nuweiba – Taba road") is part of no town it names; "the N1 road in Kinshasa
  // Province" is part of the province.
  // (Ways added "as well as" the units are in them: "Areas of … provinces, as well as along Route 7".)
  const way = A_WAY.test(words.split(/,?\s+as well as\b/)[0]!);
  for (const head of new Set([list, list.split(NAME_END)[0]!.trim()])) {
    if (!head || way || FEATURE.test(qualified)) continue;
    candidates.push({
      name: head,
      qualifier: qualified,
      whole: head === list && /^(?:the\s+)?$/i.test(qualified) && words.slice(qualified.length).trim() === head,
      unitOnly: STRONG_UNIT.test(qualified),
      inCity: /\b(?:neighbou?rhoods?|suburbs|districts)\b/i.test(qualified),
      // "Guayaquil north of ...", "areas of Tripoli": the city's own part; "West of Mao" lies outside Mao.
      // "northern Guayaquil" is in Guayaquil too.
      cityAllowed:
        qualified.length > 0
          ? /\b(?:of|in|within|around)\s+(?:the\s+)?$/i.test(qualified) ||
            /\b(?:(?:north|south)(?:-?(?:east|west))?ern|eastern|western|central|downtown|uptown|midtown|inner-city|(?:south|north|east|west)side)\s+$/i.test(
              qualified,
            )
          : true,
    });
  }
  if (inUnit && !FEATURE.test(beforeTail.slice(0, inUnit.index)))
    candidates.push({
      name: inUnit[2]!,
      unitOnly: STRONG_UNIT.test(beforeTail.slice(0, inUnit.index + inUnit[0].length - inUnit[2]!.length)),
      cityAllowed: inUnit[1]!.toLowerCase() === 'in' || !/^(?:north|south|east|west)/i.test(words),
    });
  return candidates.filter((candidate) => candidate.name.trim().length > 1);
}

/**
 * The `part` places of words that name part of one or more units ("the riverine areas of Delta,
 * Bayelsa and Rivers states": part of each), or null where no unit is named.
 */
export function partsOf(text: string, countryCode: string): AreaPlace[] | null {
  const gazetteer = gazetteerOf(countryCode);
  // "Central Ethiopia": a unit made after the 2020 copy, part of the one it was carved from.
  const successor = successorOf(text, gazetteer);
  if (successor) return [partPlace(text, successor, gazetteer)];
  // "Afar-Tigray Border Area": the border between two units is part of each.
  const pair = /^(?:the\s+)?([^,;–-]+?)\s*[-–]\s*([^,;]+?)\s*border(?:\s+(?:areas?|regions?|zones?))?$/i.exec(
    text.trim(),
  );
  const sides = pair ? [unitOf(pair[1]!, gazetteer, true), unitOf(pair[2]!, gazetteer, true)] : [];
  if (sides.length === 2 && sides.every(Boolean)) return sides.map((unit) => partPlace(text, unit!, gazetteer));
  // "Ipiales border crossing": a place at a town is part of the town.
  const crossing = /^(?:the\s+)?(?:city of\s+)?(.+?)\s+border crossing$/i.exec(text.trim());
  const town = crossing ? resolveName(`city of ${crossing[1]!}`, gazetteer) : null;
  if (town?.kind === 'city') return [partPlace(text, town, gazetteer)];
  // "Brasilia’s “Satellite Cities”": what lies around a town is part of its state.
  const around =
    /^(?:the\s+)?(.+?)[’']s\s+[“"]?(?:satellite (?:cities|towns)|suburbs|outskirts|surroundings|periphery|outlying areas)[”"]?$/i.exec(
      text.trim(),
    );
  if (around) {
    const states = statesOfTowns([around[1]!], text, gazetteer);
    if (states) return states;
  }
  const beside = besideTowns(text, gazetteer) ?? wayBetweenTowns(text, gazetteer);
  if (beside) return beside;
  for (const candidate of candidatesOf(text)) {
    // "Central Colombia" is part of the country, not of the town of Colombia in Huila.
    if (isCountryName(candidate.name, countryCode)) continue;
    const items = splitOutside(candidate.name.trim(), /^\s*[,;]\s*|^\s+(?:and|or|&)\s+/i)
      .map((item) => item.replace(/^(?:and|or)\s+/i, '').trim())
      // "Beirut and its southern suburbs": the suburbs of the place just named, part of it too.
      .filter((item, index) => item && !(index > 0 && /^its\s/i.test(item)));
    // "Delta, Bayelsa, and Rivers states": the unit word of the last item is every item's.
    const unitWord =
      /\s+((?:states?|provinces?|regions?|counties|county|districts?|departments?|governorates?))$/i.exec(
        items[items.length - 1] ?? '',
      )?.[1];
    const resolve = (name: string) => {
      // "neighbourhoods in Rio de Janeiro": the city, not the state of that name.
      if (candidate.inCity) {
        const city = resolveName(`city of ${name}`, gazetteer);
        if (city.kind === 'city') return city;
      }
      const unit = unitOf(name, gazetteer, candidate.unitOnly);
      return unit?.kind === 'city' && !candidate.cityAllowed ? null : unit;
    };
    // "western and central Mindanao": the units of a group on the sides named.
    const units = items.flatMap((item, index) => {
      const group = candidate.whole ? null : groupOf(item, countryCode, gazetteer);
      if (group) {
        const members = membersOnSides(group, index === 0 ? (candidate.qualifier ?? '') : '', gazetteer);
        return members.length > 0 ? members : [null];
      }
      return [resolve(item) ?? (unitWord && !item.endsWith(unitWord) ? resolve(`${item} ${unitWord}`) : null)];
    });
    if (units.length === 0 || units.some((unit) => unit === null)) continue;
    // Nothing but the units' own names ("The Far-North, North-West and South-West regions"): the
    // units themselves, whole.
    if (candidate.whole && units.every((unit) => unit!.kind === 'admin1' && !('successor' in unit!)))
      return units as AreaPlace[];
    return units.map((unit) => partPlace(text, unit!, gazetteer));
  }
  return null;
}

/** "North of Kande", "The desert south of Remada", "the militarised zone south of the towns of …". */
const BESIDE_TOWNS =
  /^(?:the\s+)?(?:(?!of\b)[\w-]+\s+){0,2}?(?:to the\s+)?(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of\s+(?:the\s+)?(?:(?:city|town|village)s?\s+of\s+)?(.+)$/i;

/**
 * The ground on one side of towns lies outside them, but it begins at them: it is part of the state
 * each lies in (it may reach further, into states the words do not name, which stay untold). Every
 * town must be known, and each must be a town ("West of Mao": Mao's state, Kanem).
 */
function besideTowns(text: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const names = BESIDE_TOWNS.exec(text.trim())?.[1];
  if (!names || /\b(?:road|route|highway|river|line|border|railway)\b/i.test(names)) return null;
  return statesOfTowns(names.split(/\s*,\s*|\s+and\s+/).filter(Boolean), text, gazetteer);
}

/** "The city of Kandi and all areas north and east extending to Benin’s borders with …". */
const TOWN_AND_BEYOND =
  /^(?:the\s+)?(?:city|town)\s+of\s+(.+?)\s+and\s+((?:all\s+)?(?:the\s+)?(?:areas?|territory|land)\s+(?:to the\s+)?(?:north|south|east|west)\w*(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)(?:north|south|east|west)\w*)*\b.*)$/i;

/**
 * A town and the ground on its sides up to the borders: the town, and part of its state (the
 * ground may reach into others the words do not name). Null where the words are not of this form
 * or the town is not known.
 */
export function townAndBeyond(text: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const match = TOWN_AND_BEYOND.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const town = resolveName(`city of ${match[1]!}`, gazetteer);
  const states = town.kind === 'city' ? statesOfTowns([match[1]!], match[2]!, gazetteer) : null;
  return states ? [town, ...states] : null;
}

/** Part of the state of each town named, or null where one of them is no town we know. */
function statesOfTowns(names: readonly string[], text: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const states = new Map<string, AreaPlace>();
  for (const name of names) {
    const town = resolveName(`city of ${name.replace(/^the\s+/i, '')}`, gazetteer);
    const found = town.kind === 'city' ? placeNamed(gazetteer, town) : undefined;
    // A town too small for the gazetteer that gives its name to its district ("Segbana", the commune
    // of Ségbana): the district's state.
    const districts = found ? [] : (gazetteer.admin2ByKey.get(placeKey(name.replace(/^the\s+/i, ''))) ?? []);
    const districtState = districts.length === 1 ? districts[0]!.code.split('.').slice(0, 2).join('.') : undefined;
    const state = gazetteer.admin1.get(found?.admin1Code ?? districtState ?? '');
    if (!state) return null;
    states.set(state.code, { kind: 'admin1', text, code: state.code, name: state.name });
  }
  return states.size > 0 ? [...states.values()].map((state) => partPlace(text, state, gazetteer)) : null;
}

/** "Route Nationale 10 between Nikki and Segbana", "the section of the Karakoram Highway from Mansehra to Chilas". */
const WAY_ENDS =
  /\b(?:between|from)\s+(?:the\s+)?(?:(?:cities|towns?)\s+of\s+)?([^,;]+?)\s+(?:and|to)\s+([^,;]+?)(?=\s*[,;]|\s+(?:and|in|near|via)\b|$)/gi;

/**
 * A road between towns is part of no town, but it begins in each end's state: part of those states
 * (it may cross others the words do not name). Every end must be a known town.
 */
function wayBetweenTowns(text: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  if (!A_WAY.test(text)) return null;
  const ends = [...text.matchAll(WAY_ENDS)].flatMap((match) => [match[1]!, match[2]!]);
  return statesOfTowns(ends, text, gazetteer);
}

export function partPlace(text: string, unit: AreaPlace, gazetteer: CountryGazetteer): AreaPlace {
  switch (unit.kind) {
    case 'admin1':
      return {
        kind: 'part',
        text,
        of: 'admin1',
        code: unit.code,
        name: unit.name,
        cityIds: gazetteer.cities
          .filter((city) => city.admin1Code === unit.code)
          .map((city) => city.geonameId)
          .sort((a, b) => a - b),
      };
    case 'admin2':
      return { kind: 'part', text, of: 'admin2', code: unit.code, name: unit.name, cityIds: [...unit.cityIds] };
    case 'city': {
      const city = placeNamed(gazetteer, unit);
      const sections = city ? sectionsNamed(text, city, gazetteer.countryCode) : [];
      return {
        kind: 'part',
        text,
        of: 'city',
        code: String(unit.geonameId),
        name: unit.name,
        cityIds: [unit.geonameId],
        ...(sections.length > 0 ? { sections } : {}),
      };
    }
    case 'border':
    case 'zone':
    case 'part':
    case 'text':
      return unit;
  }
}

/** The same part for other words under it ("Kibera" under the Nairobi heading): the sections those words name. */
export function withWords(part: AreaPlace, text: string, gazetteer: CountryGazetteer): AreaPlace {
  return part.kind === 'part' && part.of === 'city'
    ? partPlace(text, { kind: 'city', text, geonameId: Number(part.code), name: part.name }, gazetteer)
    : { ...part, text };
}
