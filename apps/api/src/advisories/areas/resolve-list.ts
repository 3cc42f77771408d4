/**
 * The places a list of names in an advisory's words gives ("Borno, Yobe, Kogi, and northern Adamawa
 * states", "the cities of Buenaventura and Tumaco", "the 3 Kasai provinces (Kasai, …)"): each item
 * as a unit, a group of units, a town, a border zone or a part of one, with the unit the list's own
 * words place it in. resolve-area.ts reads an area's clauses and exceptions with it.
 */
import type { AreaPlace } from '@safetrails/contracts';
import { CITY_WORDS, DIRECTION_WORD, UNIT_WORDS, splitOutside } from './area-words';
import { BORDER_WORDS, type BorderClause, DEFAULT_BORDER_KM, borderClause } from './border-clause';
import { borderLines, controlLines, distanceToLinesKm } from './borders';
import { gazetteerOf, placeKey, type Admin1Unit, type CountryGazetteer } from './gazetteer';
import { groupOf } from './groups';
import { anchorUnitsOf } from './anchor-units';
import { partPlace, partsOf } from './part-of';
import { admin1Of, cityOf, resolveName, stripUnitWords } from './resolve-name';

/** A list of names ("Borno, Yobe, Kogi, and northern Adamawa states") as places. */
export function resolveList(text: string, countryCode: string, gazetteer: CountryGazetteer): AreaPlace[] {
  let body = text.trim().replace(/^(?:and|or)\s+/i, '');
  let within: Admin1Unit | null = null;
  const admin1In = (words: string) => admin1Of(placeKey(stripUnitWords(words).name), gazetteer);
  // "these areas in Khyber Pakhtunkhwa Province: Bajaur; Bannu", "the northern provinces of Chad:
  // Borkou Province; ...": the words before the colon head the list, and may name its unit.
  // "Assam's Tinsukia, Dibrugarh, Charaideo and Sivasagar districts": the unit they are in.
  const possessive = /^([^,;:]{3,40}?)[’']s\s+(.+)$/.exec(body);
  const owner = possessive ? admin1In(possessive[1]!) : null;
  if (owner) {
    within = owner;
    body = possessive![2]!;
  }
  const headed = /^([^:;]{3,90}):\s*(.+)$/.exec(body);
  if (headed && resolveName(headed[1]!, gazetteer).kind === 'text') {
    within = admin1In(/\bin\s+(?:the\s+)?(.+)$/i.exec(headed[1]!)?.[1] ?? '');
    body = headed[2]!;
  } else {
    // "Orito, San Miguel ... in Putumayo Department", "Marawi City in Mindanao".
    const trailing = /^(.+?)\s+in\s+(?:the\s+)?([^,;]+)$/i.exec(body);
    if (trailing) {
      // "Orbata Mountains in Gafsa in West-Central Tunisia": the nearest unit named.
      // "… in Tatouine Governorate that lies south of": the unit, not what the words say of it.
      // "… in the north of Nampula Province": the unit whose side it is.
      const unitWords = trailing[2]!.split(/\s+(?:in|that|which|where)\s+/i)[0]!;
      within =
        admin1In(trailing[2]!) ??
        admin1In(unitWords) ??
        admin1In(
          unitWords.replace(
            /^(?:the\s+)?(?:north|south|east|west|centre|center)\w*\s+(?:parts?\s+)?of\s+(?:the\s+)?/i,
            '',
          ),
        );
      if (within || resolveName(body, gazetteer).kind === 'text') body = trailing[1]!;
    }
  }
  // "the riverine areas of Delta, Bayelsa, Rivers ... states": the qualifier holds for every item,
  // so none of them is the whole unit it names.
  const partOfEach =
    /^(?:the\s+)?(?:[\w’'-]+\s+){0,3}?(?:areas?|parts?|sections?|portions?|subregions?)\s+(?:of|in|within)\s+(?=\S)/i.exec(
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
  // "Shan State South and East" names sides of Shan State, not states called South and East.
  const sidesOnly = lead !== null && SIDES_ONLY.test(body.slice(lead[0].length));
  if (lead && !sidesOnly && /,|;| and /.test(body.slice(lead[0].length))) {
    // "the cities of …" makes each item a town, "the provinces of …" each a unit.
    unit = new RegExp(`^(?:${CITY_WORDS})$`, 'i').test(lead[1]!)
      ? 'city of '
      : new RegExp(`^(?:${UNIT_WORDS})$`, 'i').test(lead[1]!)
        ? `${lead[1]!.toLowerCase()} of `
        : '';
    body = body.slice(lead[0].length);
  }
  const trailingUnit = new RegExp(String.raw`\s+(${UNIT_WORDS})$`, 'i').exec(body);
  if (trailingUnit && /,|;| and /.test(body)) body = body.slice(0, trailingUnit.index);
  const chunks = splitOutside(body, /^\s*[;,]\s*/).map((chunk) => chunk.replace(/^(?:and|or)\s+/i, ''));
  // "The city of Kandi and all areas north …" names one city: a singular word before a list is the
  // first item's alone ("the cities of …" is every item's).
  const firstOnly = lead !== null && !/(?:s|ies)$/i.test(lead[1]!);
  const places: AreaPlace[] = [];
  for (const [index, chunk] of chunks.entries()) {
    if (firstOnly && index > 0) unit = '';
    const group = groupOf(chunk, countryCode, gazetteer);
    if (group) {
      places.push(...group);
      continue;
    }
    // "Southern Nations and National People Region – Specific Areas": some of the unit.
    const some = /^(.+?)\s*[–—-]\s*(?:specific|certain|some|selected)\s+(?:areas?|parts?|districts?|locations?)$/i.exec(
      chunk,
    );
    const unitOfSome = some ? resolveName(some[1]!, gazetteer, within) : null;
    if (unitOfSome && (unitOfSome.kind === 'admin1' || unitOfSome.kind === 'admin2' || unitOfSome.kind === 'city')) {
      places.push(partPlace(chunk, unitOfSome, gazetteer));
      continue;
    }
    // "the Union Territory of Jammu and Kashmir, the India-Pakistan border, or Manipur".
    const border = BORDER_WORDS.test(chunk) ? borderClause(chunk, countryCode) : null;
    if (border && !border.rest) {
      for (const neighbour of border.neighbours) places.push(borderPlace(border, neighbour, countryCode, within));
      continue;
    }
    const whole = resolveName(`${unit}${chunk}`, gazetteer, within);
    // "the provinces of Northern Zanzan and Savanes": a side of one of the units listed.
    const side =
      whole.kind === 'text' && unit && SIDE_OF.test(chunk) && !/\s(?:and|or|&)\s/.test(chunk)
        ? partsOf(chunk, countryCode)
        : null;
    if (side) {
      places.push(...side);
      continue;
    }
    if (whole.kind !== 'text' || !/\s(?:and|or|&)\s|\//.test(chunk)) {
      places.push(whole);
      continue;
    }
    const parts = chunk.split(/\s+(?:and|or|&)\s+|\s*\/\s*/).filter((part) => part.trim());
    const named = parts.map((part, index): AreaPlace | AreaPlace[] => {
      const head = firstOnly && index > 0 ? '' : unit;
      // "the northern regions of Tibesti, Ennedi and Borkou": a former region now two units.
      const group = groupOf(part, countryCode, gazetteer);
      if (group) return group;
      // "the India-Pakistan border or Manipur".
      const border = BORDER_WORDS.test(part) ? borderClause(part, countryCode) : null;
      if (border && !border.rest)
        return border.neighbours.map((neighbour) => borderPlace(border, neighbour, countryCode, within));
      // "North and South Kivu": the last part's words after its first complete the others.
      const tail = parts[parts.length - 1]!.split(' ').slice(1).join(' ');
      const single = index < parts.length - 1 && !part.includes(' ') && tail;
      const completed = single ? resolveName(`${head}${part} ${tail}`, gazetteer, within) : null;
      if (completed && completed.kind !== 'text') return completed;
      const place = resolveName(`${head}${part}`, gazetteer, within);
      // "the provinces of Northern Zanzan and Savanes": a side of one unit listed.
      const side = place.kind === 'text' && head && SIDE_OF.test(part) ? partsOf(part, countryCode) : null;
      return side?.length === 1 ? side[0]! : place;
    });
    // A description naming a town on its way ("the road between Giza and Farafra") is not that town,
    // and "central and western Mindanao" is two sides of a place, not "central" and a part.
    const sides = named.some(
      (place, index) => !Array.isArray(place) && place.kind === 'text' && DIRECTION_WORD.test(placeKey(parts[index]!)),
    );
    places.push(
      ...(DESCRIPTION.test(chunk) || sides
        ? [{ kind: 'text' as const, text: chunk, why: 'part of a place: no boundary to draw it by' }]
        : named.flat()),
    );
  }
  // "Bangoka International Airport, Kisangani": a place in a town, then the town it is in (not all of it).
  for (let index = 0; index < places.length - 1; index++) {
    const [place, next] = [places[index]!, places[index + 1]!];
    if (place.kind === 'text' && FACILITY.test(place.text) && next.kind === 'city')
      places.splice(index, 2, partPlace(place.text, next, gazetteer));
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
  // "Paujil and La Montañita in Caquetá Department": a name we cannot place is still part of the unit,
  // and "the Niassa Special Reserve within Niassa Province, and … districts in Nampula Province" part
  // of the one it names.
  if (within) {
    const unit: AreaPlace = { kind: 'admin1', text: within.name, code: within.code, name: within.name };
    return places.flatMap((place) => {
      if (place.kind !== 'text' || FILLER.test(place.text)) return [place];
      const own = anchorUnitsOf(place.text, countryCode).units;
      return (own.length > 0 ? own : [unit]).map((anchor) => partPlace(place.text, anchor, gazetteer));
    });
  }
  return places;
}

/** Conditions on an exception that do not change which place it is ("if accessed by air"). */
export function withoutConditions(text: string): string {
  return text
    .split(/\s+(?:if|only|when|where|accessed|which|via|by (?:air|land|sea|road)|and its|including)\b/i)[0]!
    .replace(/^(?:for\s+)/i, '')
    .trim();
}

export function borderPlace(
  clause: BorderClause,
  neighbour: string,
  countryCode: string,
  within: Admin1Unit | null,
): AreaPlace {
  const lines = clause.line === 'control' ? controlLines(countryCode, neighbour) : borderLines(countryCode, neighbour);
  const km = clause.km ?? DEFAULT_BORDER_KM;
  if (lines.length === 0)
    return { kind: 'text', text: clause.text, why: `no land border with ${neighbour} in Natural Earth` };
  const cityIds = gazetteerOf(countryCode)
    .cities.filter((city) => !within || city.admin1Code === within.code)
    .filter((city) => distanceToLinesKm(city.latitude, city.longitude, lines) <= km)
    .map((city) => city.geonameId)
    .sort((a, b) => a - b);
  return {
    kind: 'border',
    text: clause.text,
    neighbour,
    km,
    kmStated: clause.km !== null,
    ...(clause.line ? { line: clause.line } : {}),
    cityIds,
  };
}

/** A place in a town: "Bangoka International Airport". */
const FACILITY =
  /^(?:the\s+)?(?:\p{Lu}[\p{L}’'.-]*\s+)+(?:international\s+)?(?:airport|port|seaport|market|stadium)$/iu;

/** Sides alone: "South and East". */
const SIDES_ONLY =
  /^(?:north|south|east|west|central)(?:-?(?:east|west))?(?:ern)?(?:\s*(?:,|and|&)\s*(?:north|south|east|west|central)(?:-?(?:east|west))?(?:ern)?)+$/i;

/** A side of a place: "Northern Zanzan", "south-western Adamawa". */
const SIDE_OF =
  /^(?:the\s+)?(?:far\s+|extreme\s+)?(?:north|south|east|west|central|centre|upper|lower)(?:-?(?:east|west))?(?:ern)?\s+\S/i;

/** Words left between clauses that name no place. */
export const FILLER =
  /^(?:(?:(?:within|and|or|in|of|to|the|including|any|between)\s*)+|(?:all\s+of\s+)?(?:the\s+)?following(?:\s+\w+)?|areas?|(?:to the |most |far )?(?:northern|southern|eastern|western))[:.]?$/i;

/** Words that make an item a description of a way or a zone, not a list of places. */
export const DESCRIPTION =
  /\b(?:between|connecting|connects|runs|linking|leading|along|via|from|towards|beyond|(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of|road|roads|highways?|route|rail)\b/i;
