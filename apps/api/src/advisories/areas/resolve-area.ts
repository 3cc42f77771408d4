/**
 * Turns the words of one regional advisory ("Nariño, excluding the city of Pasto", "within 50 km of
 * the border with Venezuela", "Borno, Yobe, Kogi, and northern Adamawa states") into places: GeoNames
 * admin-1 units, GeoNames cities and towns, zones along a land border (with the catalogue's cities
 * inside them), and the places excepted from the area. What the words do not let us place exactly
 * (part of a state, a national park, a region with no boundary we hold) stays as the source's words
 * with the reason, never widened into a whole state or guessed.
 */
import type { AdvisoryArea, AreaPlace } from '@safetrails/contracts';
import { CITY_WORDS, UNIT_WORDS, WEAK_UNIT_WORDS, splitArea, splitOutside } from './area-words';
import { BORDER_WORDS, borderClause, genericRest } from './border-clause';
import { cityOfSection } from './city-sections';
import { gazetteerOf, placeKey, type Admin1Unit, type CountryGazetteer } from './gazetteer';
import { lakeShoreParts } from './lakes';
import { locatedParts } from './located-features';
import { isCountryName } from './neighbour-names';
import { anchorUnitsOf } from './anchor-units';
import { partPlace, partsOf, townAndBeyond, withWords } from './part-of';
import { admin1Of, resolveName, stripUnitWords } from './resolve-name';
import { DESCRIPTION, FILLER, borderPlace, resolveList, withoutConditions } from './resolve-list';
import { wholeOnlyWhereNamedWhole } from './whole-units';
import { cityOfHeading, headingUnitsOf } from './heading-units';
import { surroundingsOf } from './surroundings';

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
  if (match && !unit && /^(?:north|south|east|west)\w*\s+of\b/i.test(match[2]!)) {
    // "Guayaquil, south of Portete de Tarqui Avenue": a side of the city, not all of it.
    const city = resolveName(match[1]!, gazetteer);
    if (city.kind === 'city') return [partPlace(clause, city, gazetteer)];
  }
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

/**
 * A name the clause itself places in a unit ("Paujil and La Montañita in Caquetá Department") is
 * part of that unit where it cannot be placed by itself (anchorUnitsOf).
 */
function anchored(
  clause: string,
  places: AreaPlace[],
  countryCode: string,
  gazetteer: CountryGazetteer,
  listHead: readonly AreaPlace[],
): AreaPlace[] {
  if (!places.some((place) => place.kind === 'text' && !FILLER.test(place.text))) return places;
  const clauseAnchor = anchorUnitsOf(clause, countryCode);
  // "Valley of the Apurímac, Ene, and Mantaro Rivers (VRAEM) includes areas within the Departments of
  // Ayacucho, …": the place named first is part of each unit.
  const subject = /^(.+?)\s+(?:includes?|covers?|spans?)\s+(?:areas|parts)\s+(?:with)?in\b/i.exec(clause)?.[1];
  if (subject && clauseAnchor.partial && clauseAnchor.units.length > 0)
    return distinct(clauseAnchor.units.map((unit) => partPlace(subject, unit, gazetteer)));
  const anchoredPlaces = places.flatMap((place) => {
    if (place.kind !== 'text' || FILLER.test(place.text)) return [place];
    const own = partsOf(place.text, countryCode);
    if (own) return own;
    const ownUnits = anchorUnitsOf(place.text, countryCode).units;
    const units = ownUnits.length > 0 ? ownUnits : clauseAnchor.units.length > 0 ? clauseAnchor.units : listHead;
    return units.length > 0 ? units.map((unit) => partPlace(place.text, unit, gazetteer)) : [place];
  });
  if (!clauseAnchor.partial) return distinct(anchoredPlaces);
  // "… includes areas within the Departments of Ayacucho, Cusco, …": the units the words place the
  // area in are only part of it, not whole.
  const partial = new Set(
    clauseAnchor.units.map((unit) => (unit.kind === 'admin1' || unit.kind === 'admin2' ? unit.code : '')),
  );
  // Each unit once, as part of it in the clause's words.
  return distinct(
    anchoredPlaces.map((place) =>
      (place.kind === 'admin1' || place.kind === 'admin2') && partial.has(place.code)
        ? partPlace(clause, place, gazetteer)
        : place.kind === 'part' && partial.has(place.code) && !place.locatedBy
          ? { ...place, text: clause }
          : place,
    ),
  );
}

/** The places once each: a clause may name a unit and place a part in it ("… in Fako Division, South-West Region"). */
function distinct(places: AreaPlace[]): AreaPlace[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = JSON.stringify(place);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The places of an area's main words: border zones, then the names. */
function mainPlaces(main: string, countryCode: string, gazetteer: CountryGazetteer): AreaPlace[] {
  if (!main) return [];
  const places: AreaPlace[] = [];
  // An area may join several clauses: "areas within 20km of the Venezuela border, within 20km of
  // the Ecuador border, the Catatumbo region ...": each comma- or semicolon-separated clause with a
  // border in it is a zone; the others are names.
  // "within 30km of Algeria’s borders with: Libya; Mauritania; Mali": one zone, its neighbours listed.
  const joined = main.replace(
    /(\bborders?\s+with:\s*)([^()]*)/i,
    (_, head: string, rest: string) => `${head}${rest.replace(/\s*;\s*/g, ', ')}`,
  );
  // "Jalisco, within 50 km of the border with Michoacán state" names no country's border: it stays one
  // clause, a part of Jalisco.
  const clauses = splitOutside(joined, /^\s*;\s*/).flatMap((clause) => {
    if (!BORDER_WORDS.test(clause)) return [clause];
    const pieces = splitOutside(clause, /^\s*,\s*(?=(?:and\s+)?(?:areas?\s+)?within\b)/i);
    return pieces.length > 1 && pieces.slice(1).every((piece) => !borderClause(piece, countryCode)) ? [clause] : pieces;
  });
  // "the following areas of northern Guayaquil:; Bastión Popular; El Fortín": a list's head holds
  // for the items after it, until the next head.
  let listHead: AreaPlace[] = [];
  for (const clause of clauses) {
    const head = /^([^:]{3,120}):/.exec(clause)?.[1];
    // "Panama City in the following corregimientos:", "District of San Miguelito, especially the following areas:".
    const headPlace = head?.replace(
      /,?\s+(?:in|especially|particularly|notably|including)\s+(?:the\s+)?following\b.*$/i,
      '',
    );
    if (headPlace) listHead = headingUnitsOf(headPlace, countryCode, gazetteer, true);
    const border = BORDER_WORDS.test(clause) ? borderClause(clause, countryCode) : null;
    if (!border) {
      const named = qualifiedUnit(clause, gazetteer) ?? resolveList(clause, countryCode, gazetteer);
      places.push(...anchored(clause, named, countryCode, gazetteer, listHead));
      continue;
    }
    // "Amazonas, within 20 km of the border with Peru" and "within 10 km of the border with
    // Pakistan in Punjab": the zone inside that state only.
    const inUnit = /\bin\s+(?:the\s+)?([^,;]+)$/i.exec(border.text)?.[1];
    // "Tigray Region and border with Eritrea": the unit and the whole zone, not the zone inside it.
    const joined = /\s+(?:and|or|&)$/i.exec(border.rest);
    const rest = joined ? border.rest.slice(0, joined.index) : border.rest;
    const restKey = joined ? '' : placeKey(stripUnitWords(border.rest).name);
    const within =
      (inUnit ? admin1Of(placeKey(stripUnitWords(inUnit).name), gazetteer) : null) ??
      (restKey ? admin1Of(restKey, gazetteer) : null);
    const zone = border.neighbours.map((neighbour) => borderPlace(border, neighbour, countryCode, within));
    if (rest && !within && !genericRest(rest, countryCode)) zone.push(...resolveList(rest, countryCode, gazetteer));
    places.push(...anchored(clause, zone, countryCode, gazetteer, listHead));
  }
  return places;
}

/** Every word capitalised: "Central Village", not "central Guayaquil". */
const NAME_AS_WRITTEN = /^\p{Lu}[\p{L}’'.-]*(?:\s+\p{Lu}[\p{L}’'.-]*){1,3}$/u;

/** A name alone, as written: "Cocorite", "Sea Lots" (not a sentence). */
const ONE_NAME = /^(?:the\s+)?\p{Lu}[\p{L}’'.-]*(?:\s+(?:\p{Lu}[\p{L}’'.-]*|de|del|la|el)){0,3}$/u;

/** Words that say the names listed with them are all parts of one city. */
const PLURAL_PARTS = /\b(?:neighbou?rhoods|suburbs|communities|districts|zones|areas)\s+(?:of|in)\b/i;

/**
 * The places one item of a list names: the item as one name, else its parts split at commas,
 * "and", "or" and "/" ("Ixtapa/Zihuatanejo", "Villavicencio and the tourist site of La Macarena").
 * An item that describes a way or a zone ("road 32 that runs between El Fuerte and Los Mochis") is
 * kept whole as words: a town named in it is not the item.
 */
function namesIn(item: string, gazetteer: CountryGazetteer, units: readonly Admin1Unit[]): AreaPlace[] {
  const cleaned = withoutConditions(item);
  if (!cleaned) return [];
  const whole = nameWithin(cleaned, gazetteer, units);
  if (whole.kind !== 'text') return [whole];
  if (DESCRIPTION.test(cleaned)) {
    // "Ziguinchor and the main road between these cities": the town, then a way; but "road 32 that
    // runs between El Fuerte and Los Mochis" is one way.
    const [first, ...rest] = cleaned.split(/\s+and\s+/);
    const town = rest.length > 0 && !DESCRIPTION.test(first!) ? nameWithin(first!, gazetteer, units) : null;
    return town && town.kind !== 'text'
      ? [town, { kind: 'text', text: rest.join(' and '), why: 'part of a place: no boundary to draw it by' }]
      : [whole];
  }
  const parts = cleaned
    .split(/\s*,\s*|\s+(?:and|or)\s+(?!its\b)|\s*\/\s*/)
    .map(withoutConditions)
    .filter(Boolean);
  return parts.length < 2 ? [whole] : parts.map((part) => nameWithin(part, gazetteer, units));
}

/**
 * An excepted name lies inside the area it is excepted from: where the area names units, a name
 * several places share ("Jericó" in Antioquia and in Boyacá) is the one inside them, if only one is.
 */
function nameWithin(name: string, gazetteer: CountryGazetteer, units: readonly Admin1Unit[]): AreaPlace {
  const anywhere = resolveName(name, gazetteer);
  // "the Casamance region (except Cap Skirring, Ziguinchor …)": a unit the area covers whole is not
  // what it excepts; the town of that name is.
  if (anywhere.kind === 'admin1' && units.some((unit) => unit.code === anywhere.code)) {
    const town = resolveName(`city of ${name}`, gazetteer);
    if (town.kind === 'city') return town;
  }
  if (units.length === 0 || (anywhere.kind !== 'text' && anywhere.kind !== 'city')) return anywhere;
  const inside = units.map((unit) => resolveName(name, gazetteer, unit)).filter((place) => place.kind === 'city');
  const distinct = new Set(inside.map((place) => (place.kind === 'city' ? place.geonameId : 0)));
  return distinct.size === 1 ? inside[0]! : anywhere;
}

/** The admin-1 units an area's places lie in (a district's own unit included). */
function unitsOf(places: readonly AreaPlace[], gazetteer: CountryGazetteer): Admin1Unit[] {
  const codes = new Set(
    places.flatMap((place) =>
      place.kind === 'admin1'
        ? [place.code]
        : place.kind === 'admin2'
          ? [place.code.split('.').slice(0, 2).join('.')]
          : [],
    ),
  );
  return [...codes].flatMap((code) => {
    const unit = gazetteer.admin1.get(code);
    return unit ? [unit] : [];
  });
}

/**
 * Resolves one area of a country's regional advice. `group` is the heading the source lists it under,
 * where that heading names the city its areas are in ("Certain neighbourhoods in Rio de Janeiro" over
 * "Complexo da Maré").
 */
export function resolveArea(text: string, countryCode: string, group?: string): AdvisoryArea {
  // "by yacht and leisure craft on the high seas (more than 12 nautical miles from the shore) in the
  // Gulf of Aden, …, bounded by … 15°N …": one area at sea, no land or city in it; its seas and
  // bounds are not places to look up one by one.
  if (/\bhigh seas\b|\bnautical miles?\b/i.test(text))
    return { places: [{ kind: 'text', text, why: 'at sea: no land or city to place it by' }], except: [] };
  const gazetteer = gazetteerOf(countryCode);
  const split = splitArea(text);
  // Words that name part of a unit or city are attached to it ("applies to part of ..."): never the
  // whole unit, never a guess. A name we do not know under a heading that names a city is a part of
  // that city (its neighbourhoods).
  const withParts = (townAndBeyond(split.main, gazetteer) ?? mainPlaces(split.main, countryCode, gazetteer)).flatMap(
    (place) =>
      place.kind === 'text'
        ? (lakeShoreParts(place.text, gazetteer) ?? partsOf(place.text, countryCode) ?? [place])
        : [place],
  );
  // "The Nairobi neighborhoods of Eastleigh and Kibera": the other names listed with parts of one city
  // are parts of it too.
  // Only a plural names the list ("Green Vale and Gray Ground neighborhoods of Mandeville"); "Black
  // Lane neighborhood in Seaforth, Grands Penn, Church Corner neighborhood near Yallahs" names one.
  const cityParts = withParts.filter((place) => place.kind === 'part' && place.of === 'city');
  const cities = new Set(cityParts.map((place) => (place.kind === 'part' ? place.code : '')));
  const listsParts = cityParts.some((place) => PLURAL_PARTS.test(place.text));
  const city =
    (cities.size === 1 && listsParts ? cityParts[0] : null) ?? (group ? cityOfHeading(group, countryCode) : null);
  // "**St. Elizabeth’s Parish -** Vineyard District Community, …, St. Elizabeth": under a heading
  // that names a unit, the unit named again is where the places are, not the whole of it ("all of
  // Clarendon Parish" is).
  const headingUnit = group ? admin1Of(placeKey(stripUnitWords(group.replace(/[’']s\b/g, '')).name), gazetteer) : null;
  const headingUnits = group && !city ? headingUnitsOf(group, countryCode, gazetteer) : [];
  const places = withParts
    .map((place) => {
      if (place.kind !== 'text') return place;
      // "Central Village" reads like a side of a village, but is a name (capitalised, as written).
      const named =
        /^no GeoNames place/.test(place.why) ||
        (/^part of a place/.test(place.why) && NAME_AS_WRITTEN.test(place.text.trim()));
      if (!named) return place;
      if (city && /^no GeoNames place/.test(place.why)) return withWords(city, place.text, gazetteer);
      // "Cocorite": a name no GeoNames place carries, but a part of one city does (where no heading
      // says where the names lie).
      const sectionCity =
        !headingUnit && headingUnits.length === 0 && ONE_NAME.test(place.text.trim())
          ? cityOfSection(place.text.trim(), gazetteer)
          : null;
      return sectionCity
        ? partPlace(
            place.text,
            { kind: 'city', text: place.text, geonameId: sectionCity.geonameId, name: sectionCity.name },
            gazetteer,
          )
        : place;
    })
    .map((place) =>
      headingUnit &&
      place.kind === 'admin1' &&
      place.code === headingUnit.code &&
      withParts.length > 1 &&
      !/\b(?:all|whole|entire|entirety)\b/i.test(place.text)
        ? partPlace(place.text, place, gazetteer)
        : place,
    )
    // A connective left over between clauses ("within: 20km of ...; 10km of ...") names nothing.
    .filter((place, _, all) => !(place.kind === 'text' && FILLER.test(place.text) && all.length > 1))
    // Under "State of Guanajuato", "the areas south-west of road 45D" is part of Guanajuato.
    .flatMap((place) =>
      place.kind === 'text' && headingUnits.length > 0
        ? headingUnits.map((unit) => partPlace(place.text, unit, gazetteer))
        : [place],
    );
  // "Minefields near the southern portion of the border with Peru, in particular Chinchipe, El
  // Pangui, Nangaritza, and Yantzaza": what cannot be placed is part of the units singled out.
  const particular = /,?\s+(?:in particular|particularly|especially|notably)\s+(?:in\s+|to\s+)?(.+)$/i.exec(split.main);
  if (particular && places.some((place) => place.kind === 'text')) {
    const units = resolveList(particular[1]!, countryCode, gazetteer).map((place) => {
      // A town that gives its name to its district ("Yantzaza"): the district.
      const district = place.kind === 'city' ? gazetteer.admin2ByKey.get(placeKey(place.name)) : undefined;
      return district?.length === 1 ? { kind: 'admin2' as const, text: place.text, ...district[0]! } : place;
    });
    if (units.length > 0 && units.every((unit) => unit.kind === 'admin1' || unit.kind === 'admin2')) {
      const parts = units.map((unit) => partPlace(split.main, unit, gazetteer));
      places.splice(0, places.length, ...places.filter((place) => place.kind !== 'text'), ...parts);
    }
  }
  // A name no gazetteer holds that a government's words place ("Mount Orbata", in Gafsa by the U.S.
  // page's words), as a whole ("the Valley of the Apurimac, Ene and Mantaro rivers") or item by item.
  const located = places.every((place) => place.kind === 'text') ? locatedParts(split.main, gazetteer) : null;
  if (located) places.splice(0, places.length, ...located);
  for (const [index, place] of [...places.entries()].reverse()) {
    const parts = place.kind === 'text' ? locatedParts(place.text, gazetteer) : null;
    if (parts) places.splice(index, 1, ...parts);
  }
  // "areas within Portmore, including: Naggo Head, New Land, …": the places listed are parts of
  // that city, drawn where Who's On First knows them.
  const last = places[places.length - 1];
  if (
    last?.kind === 'part' &&
    last.of === 'city' &&
    /\b(?:areas?|neighbou?rhoods?|parts?)\s+(?:with)?in\s/i.test(split.main)
  ) {
    for (const included of split.including.splice(0)) {
      for (const name of splitOutside(included, /^\s*,\s*(?:and\s+)?|^\s+and\s+/i))
        places.push(withWords(last, name.trim(), gazetteer));
    }
  }
  // Places the source says the area includes ("including Buenaventura") are in it by its words.
  for (const included of split.including) {
    for (const place of resolveList(withoutConditions(included), countryCode, gazetteer)) {
      // A unit only by its own name: "the … Kursky regions" of Stavropol Krai are not Kursk Oblast.
      const exact =
        place.kind === 'admin1' &&
        gazetteer.admin1ByKey.get(placeKey(stripUnitWords(place.text).name))?.some((unit) => unit.code === place.code);
      if (place.kind === 'city' || exact) places.push(place);
    }
  }
  // "The northern provinces of Chad, including Borkou, Ennedi Ouest, Ennedi Est, and Tibesti": units
  // of the whole country, then the units meant.
  const unitsOfCountry = new RegExp(
    String.raw`^(?:the\s+)?(?:[\w-]+\s+){0,2}(?:${UNIT_WORDS})\s+of\s+(?:the\s+)?(.+)$`,
    'i',
  );
  const namesUnits = (place: AreaPlace) =>
    place.kind === 'text' && isCountryName(unitsOfCountry.exec(place.text)?.[1] ?? '', countryCode);
  if (places.some(namesUnits) && places.some((place) => place.kind === 'admin1' || place.kind === 'admin2'))
    places.splice(0, places.length, ...places.filter((place) => !namesUnits(place)));
  const except: AreaPlace[] = [];
  const units = unitsOf(places, gazetteer);
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
      except.push(...namesIn(part.replace(/^and\s+/i, ''), gazetteer, units));
    }
  }
  // A unit stays whole only where a clause names it whole (whole-units.ts).
  return { places: wholeOnlyWhereNamedWhole(surroundingsOf(places, gazetteer), split.main, gazetteer), except };
}

/** Whether every place an area names is resolved (its exceptions aside). */
export function isResolved(area: AdvisoryArea): boolean {
  return area.places.length > 0 && area.places.every((place) => place.kind !== 'text');
}
