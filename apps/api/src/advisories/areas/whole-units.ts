/**
 * A unit is placed whole only where a clause of the area's words names it whole. "Lamu County and
 * areas within Tana River and Kilifi Counties, extending 50km inland in Tana River County, and 50km
 * inland in Kilifi County north of the Galana-Sabaki River" names Lamu whole, and Kilifi only under
 * part-of phrases ("areas within … Kilifi Counties", "50km inland in Kilifi County north of …"): every
 * clause that names Kilifi names a part of it, so the area is attached as part of Kilifi and its
 * cities are told it "applies to part of" Kilifi, their level unmoved. Whatever path of the resolver
 * placed a unit, this is the last word on it (docs/ADVISORIES.md "Parts of a unit").
 */
import type { AreaPlace } from '@safetrails/contracts';
import { UNIT_WORDS } from './area-words';
import { placeKey, type CountryGazetteer } from './gazetteer';
import { partPlace } from './part-of';
import { stripUnitWords } from './resolve-name';

/** Where a clause starts: after a comma, semicolon, colon, dash or bracket. */
const CLAUSE_START = /[,;:–—()]/g;

const DISTANCE = String.raw`\d+(?:[.,]\d+)?\s*(?:km|kilomet(?:re|er)s?|miles?)`;
const SIDE = String.raw`(?:far\s+|extreme\s+)?(?:north|south|east|west|central|centre|upper|lower|rural|coastal|interior|inland|remote|border)(?:-?(?:east|west))?(?:ern)?`;

/**
 * Words before a name in its clause that make it a part: "areas within [Tana River and] Kilifi",
 * "the northern parts of Adamawa", "50km inland in Kilifi", "within 20 km of the coast of", "northern
 * Adamawa". A qualifier holds for the names joined to it by "and" ("areas within Tana River and
 * Kilifi Counties": both).
 */
const PART_LEAD = new RegExp(
  [
    String.raw`\b(?:areas?|parts?|portions?|sections?|sub-?regions?|localities|pockets)\s+(?:of|in|within|across)\s+(?:the\s+)?(?:(?:[\p{L}’'.-]+\s+){1,4}(?:and|or|&)\s+)?$`,
    String.raw`\b${DISTANCE}\s+(?:inland\s+)?(?:in|of|from|within)\s+(?:the\s+)?$`,
    String.raw`\binland\s+(?:in|of|from)\s+(?:the\s+)?$`,
    String.raw`\b(?:coast|coastline|shores?|outskirts|edges?)\s+of\s+(?:the\s+)?$`,
    String.raw`(?:^|\s)(?:the\s+)?${SIDE}\s+(?:(?:parts?|areas?|regions?|sections?|portions?)\s+(?:of|in)\s+)?(?:the\s+)?$`,
  ].join('|'),
  'iu',
);

/** What follows a name (or a list's unit word) to make it a part: "north of …", "within 10 km …". */
const TAIL_WORDS = String.raw`(?:(?:to the\s+)?(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+(?:of|parts?\s+of)\b|within\b|along\b|near\b|beyond\b|between\b|bordering\b|extending\b|up to\b|more than\b|west\b|east\b|north\b|south\b)`;

/**
 * Words right after a name that make it a part: "Kilifi County north of the …", "Rubavu District
 * within 10 km …"; and after a list that shares them, "the Cavally, Guémon, San Pedro and Tonkpi
 * regions within 50km of the border": every name of it.
 */
const PART_TAIL = new RegExp(String.raw`^\s*(?:(?:${UNIT_WORDS})\s+)?${TAIL_WORDS}`, 'i');
const LIST_TAIL = new RegExp(
  String.raw`^((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)[\p{L}’'.-]+(?:\s+[\p{L}’'.-]+){0,3}?)+)\s+(?:${UNIT_WORDS})\s+${TAIL_WORDS}`,
  'iu',
);

/** Whether the words after a name put a part-of tail on it, alone or as one of a list's names. */
function tailIsPart(after: string): boolean {
  if (PART_TAIL.test(after)) return true;
  const list = LIST_TAIL.exec(after)?.[1];
  // The list's other names are names (capitalised), not "and areas within …".
  return (
    list !== undefined &&
    list
      .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+/)
      .filter(Boolean)
      .every((name) => /^\p{Lu}/u.test(name))
  );
}

/** A name written with its unit word first: "states of Kaduna" is the states, whatever side precedes it. */
const UNITS_NAMED = new RegExp(String.raw`^(?:${UNIT_WORDS})\s+of\b`, 'i');

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether one mention of a unit, at `start` to `end` of the words, is under a part-of phrase. */
function mentionIsPart(
  words: string,
  start: number,
  end: number,
  mention: string,
  gazetteer: CountryGazetteer,
): boolean {
  let clauseStart = 0;
  for (const match of words.slice(0, start).matchAll(CLAUSE_START)) clauseStart = match.index + 1;
  const before = words.slice(clauseStart, start);
  const after = words.slice(end);
  if (tailIsPart(after)) return true;
  const lead = PART_LEAD.exec(before);
  if (!lead) return false;
  // "the northwestern states of Kaduna, …" describes the states; "Far North" is a unit's own name.
  if (UNITS_NAMED.test(mention)) return false;
  const sideAndName = `${before.slice(lead.index).trim()} ${mention}`.replace(/^the\s+/i, '');
  return !gazetteer.admin1ByKey.has(placeKey(stripUnitWords(sideAndName).name));
}

/** Whether any clause of the words names the unit whole; true where the words do not name it at all. */
function namedWhole(
  words: string,
  place: AreaPlace & { kind: 'admin1' | 'admin2' },
  gazetteer: CountryGazetteer,
): boolean {
  const names = [...new Set([place.text.trim(), stripUnitWords(place.text).name, stripUnitWords(place.name).name])]
    .map((name) => name.replace(/^the\s+/i, ''))
    .filter((name) => name.length > 1);
  let mentioned = false;
  for (const name of names) {
    const pattern = new RegExp(String.raw`(?<![\p{L}-])${escaped(name)}(?![\p{L}-])`, 'giu');
    for (const match of words.matchAll(pattern)) {
      mentioned = true;
      if (!mentionIsPart(words, match.index, match.index + match[0].length, match[0], gazetteer)) return true;
    }
  }
  return !mentioned;
}

/**
 * The places, each unit that no clause names whole attached as part of it. The part keeps the unit's
 * own words ("Kilifi Counties"): the area's words are the region's, and no other name in them is
 * made a place of that unit (located-features.ts reads a part's words).
 */
export function wholeOnlyWhereNamedWhole(
  places: readonly AreaPlace[],
  words: string,
  gazetteer: CountryGazetteer,
): AreaPlace[] {
  return places.map((place) =>
    (place.kind === 'admin1' || place.kind === 'admin2') && !namedWhole(words, place, gazetteer)
      ? partPlace(place.text, place, gazetteer)
      : place,
  );
}
