/**
 * Border zones in an advisory's words ("within 50 km of the border with Venezuela"): the neighbours
 * named and the distance.
 */
import { controlLines, neighboursOf, neighboursOnSide } from './borders';
import { everyPlace, gazetteerOf, placeKey } from './gazetteer';
import { neighbourCodesIn } from './neighbour-names';

/** The distance a border zone has where the source gives none (issue "Local truth"). */

/** The distance a border zone has where the source gives none (issue "Local truth"). */
export const DEFAULT_BORDER_KM = 50;

/** Words that may make a clause a zone along a boundary line. */
export const BORDER_WORDS = /border|frontier|line of control|\bberm\b/i;

export interface BorderClause {
  readonly rest: string;
  readonly text: string;
  readonly km: number | null;
  readonly neighbours: string[];
  /** Measured from the line of control (Kashmir's, the Berm), not the whole border. */
  readonly line?: 'control';
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
const KM = String.raw`(?:\d+\s*[-–]\s*)?(\d+(?:\.\d+)?|one|two|three|four|five|six|ten|twenty)\s*(km|kms|kilometres|kilometers|miles?|m)\b(?:\s*\/\s*\d+(?:\.\d+)?\s*(?:km|kilometres|kilometers|miles?))?`;
const BORDER_WORD = String.raw`(?:(?:land|international|(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?|[\w’']+(?:ian|ese|ish|i|an)(?:\s+region)?)\s+)?(?:borders?|frontiers?)`;
/** Border clauses, each with the group(s) naming the neighbours; `km` groups first where given. */
const BORDER_PATTERNS: readonly { readonly pattern: RegExp; readonly km: boolean; readonly all?: boolean }[] = [
  {
    pattern: new RegExp(
      String.raw`(?:areas?\s+)?(?:within|up to|between)?\s*${KM}\s+(?:of|from)\s+(?:the\s+)?(?:rest of\s+)?(?:[\w’']+[’']s\s+)?(?:(?:entire|whole|rest of the|other)\s+)?${BORDER_WORD}(?:\s+(?:areas?|regions?))?\s+(?:with|between):?\s+(.+)$`,
      'i',
    ),
    km: true,
  },
  {
    pattern: new RegExp(
      String.raw`${KM}\s+of\s+(?:all\s+)?(?:of\s+)?(?:the\s+|its\s+)?(?:[\w’']+[’']s\s+)?(?:other\s+)?(?:land\s+|international\s+)?borders?\b(?!\s+(?:with|between)\b)()`,
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
  {
    pattern:
      /(?:borders?|frontiers?)\s+(?:(?:regions?|areas?|zones?)\s+)?(?:with|between|of|near|adjacent to|next to)\s+(.+)$/i,
    km: false,
  },
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
export function genericRest(rest: string, countryCode: string): boolean {
  // "Colombia's", "the entirety of the": a possessive of the country, or no place at all.
  const words = placeKey(rest.replace(/[’']s\b/gi, ''))
    .split(' ')
    .filter(
      (word) =>
        !/^(?:the|and|any|all|other|remote|rural|areas?|zones?|regions?|travel|parts?|of|in|entire|entirety|whole|northern|southern|eastern|western|north|south|east|west|s)$/.test(
          word,
        ),
    );
  // The country's name alone ("Colombia's"), not a description that names it ("The city of Kandi
  // and all areas north and east extending to Benin's").
  return words.length === 0 || (words.length <= 3 && neighbourCodesIn(words.join(' '), '').includes(countryCode));
}

/** "Northern border region", "Areas near the eastern and southern borders": the sides named, no neighbour. */
const SIDE = String.raw`(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?`;
const SIDE_BORDERS = new RegExp(
  String.raw`^(?:the\s+)?(?:areas?\s+)?(?:(?:along|near|around|close to|on)\s+)?(?:the\s+)?(${SIDE}(?:\s*(?:,|and|&)\s*${SIDE})*)\s+(?:land\s+)?(?:borders?|frontiers?)(?:\s+(?:regions?|areas?|zones?))?$`,
  'i',
);

/**
 * The middle of the box around every GeoNames place of a country, where its sides are seen from
 * (cached): the places' own mean leans to where people live (Algeria's coast).
 */
const centres = new Map<string, { latitude: number; longitude: number } | null>();
function centreOf(countryCode: string): { latitude: number; longitude: number } | null {
  if (!centres.has(countryCode)) {
    const places = everyPlace(gazetteerOf(countryCode));
    const latitudes = places.map((place) => place.latitude);
    const longitudes = places.map((place) => place.longitude);
    centres.set(
      countryCode,
      places.length === 0
        ? null
        : {
            latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
            longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
          },
    );
  }
  return centres.get(countryCode)!;
}

/** The border zone along the sides of the country the words name, or null. */
function sideBorders(text: string, countryCode: string): BorderClause | null {
  const sides = SIDE_BORDERS.exec(text.trim())?.[1];
  const centre = sides ? centreOf(countryCode) : null;
  if (!sides || !centre) return null;
  const neighbours = [
    ...new Set(
      sides
        .split(/\s*(?:,|and|&)\s*/)
        .filter(Boolean)
        .flatMap((side) => neighboursOnSide(countryCode, centre, side)),
    ),
  ];
  return neighbours.length > 0 ? { rest: '', text: text.trim(), km: null, neighbours } : null;
}

/** "the areas within 10 km of the Line of Control with India", "Vicinity of Line of Control". */
const CONTROL = new RegExp(
  String.raw`^(?:the\s+)?(?:areas?\s+)?(?:(?:within|up to)\s+${KM}\s+(?:of|from)\s+|(?:the\s+)?(?:immediate\s+)?vicinity\s+of\s+|near\s+|along\s+)?(?:the\s+)?(?:line of control|[‘'"]?the berm[’'"]?(?:\s+boundary line)?)(?:\s+with\s+(.+))?$`,
  'i',
);

/** A zone along a line of control the words name, or null. */
function controlClause(text: string, countryCode: string): BorderClause | null {
  const match = CONTROL.exec(text.trim());
  if (!match) return null;
  const named = match[3] ? neighbourCodesIn(match[3], countryCode) : null;
  const neighbours = neighboursOf(countryCode).filter(
    (neighbour) => controlLines(countryCode, neighbour).length > 0 && (!named || named.includes(neighbour)),
  );
  if (neighbours.length === 0) return null;
  return { rest: '', text: text.trim(), km: kmOf(match[1], match[2]), neighbours, line: 'control' };
}

/** Kilometres, to 0.1, from the words' number ("10", "ten") and unit ("km", "miles", "m"), or null. */
function kmOf(number: string | undefined, unit: string | undefined): number | null {
  const parsed = number ? (NUMBER_WORDS[number.toLowerCase()] ?? Number(number)) : null;
  if (parsed === null || !Number.isFinite(parsed)) return null;
  const km = parsed * (/mile/i.test(unit ?? '') ? 1.609 : unit === 'm' ? 0.001 : 1);
  return Math.round(km * 10) / 10;
}

/** A border zone in the words, with the neighbours it names and the distance, or null. */
export function borderClause(text: string, countryCode: string): BorderClause | null {
  const control = controlClause(text, countryCode);
  if (control) return control;
  const sides = sideBorders(text, countryCode);
  if (sides) return sides;
  for (const { pattern, km: hasKm, all } of BORDER_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const inline = hasKm ? null : new RegExp(`within\\s+${KM}`, 'i').exec(match[0]);
    const km = hasKm ? kmOf(match[1], match[2]) : kmOf(inline?.[1], inline?.[2]);
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
      km,
      neighbours,
    };
  }
  return null;
}
