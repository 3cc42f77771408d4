/**
 * The words of a regional advisory: the unit and city words, the words that make a name only part
 * of a place, and the split of an area into its main words, its exceptions and what it names as
 * included.
 */

/** The distance a border zone has where the source gives none (issue "Local truth"). */

/** Words for an admin-1 unit ("Sinaloa state", "the Department of Cauca"). */
const STRONG_UNIT_WORDS =
  'states?|provinces?|departments?|regions?|governorates?|governates?|prefectures?|territory|territories|oblasts?|emirates?|cantons?|wilayas?|krais?|republics?';
/** Words for a unit that may be an admin-1 unit or below it: tried as both. */
export const WEAK_UNIT_WORDS =
  'counties|county|regency|regencies|districts?|divisions?|parish(?:es)?|zones?|communes?|constituenc(?:y|ies)';
export const UNIT_WORDS = `${STRONG_UNIT_WORDS}|${WEAK_UNIT_WORDS}`;
export const CITY_WORDS = 'cities|city|towns?|port|ports|villages?|capital|municipalit(?:y|ies)';

/** A side of a country or unit, written alone. */
export const DIRECTION_WORD =
  /^(?:far |the )?(?:north|south|east|west|central|centre|center|northern|southern|eastern|western|north ?east(?:ern)?|north ?west(?:ern)?|south ?east(?:ern)?|south ?west(?:ern)?|upper|lower|middle|inland|coastal|rural)$/;

/** Words before a name that say the name is only part of a place. */
export const PARTIAL =
  /^(?:(?:the\s+)?(?:far\s+)?(?:north|south|east|west|central|northern|southern|eastern|western|north-?eastern|north-?western|south-?eastern|south-?western|north-?east|north-?west|south-?east|south-?west|upper|lower|rural|coastal|riverine|non-riverine|remote|mountainous|interior)\b|(?:the\s+)?(?:\w+\s+)?parts?\s+of\b|(?:the\s+)?areas?\s+(?:of|in|around|south|north|east|west)\b|(?:the\s+)?(?:sub)?regions?\s+of\b|some\b|most\b|all areas (?:north|south|east|west))/i;

interface Split {
  readonly main: string;
  readonly except: string[];
  readonly including: string[];
}

/** Splits text at separators that are outside parentheses. */
export function splitOutside(text: string, separator: RegExp): string[] {
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

/** A group of units and, in parentheses, its members: "the 3 Kasai provinces (Kasai, …)". */
const GROUP_LISTED = new RegExp(
  String.raw`((?:the\s+)?(?:(?!(?:of|in|and|or|areas?|parts?)\b)[\p{L}\d’'-]+\s+){0,3}?(?:${STRONG_UNIT_WORDS.replace(/\?/g, '')}|counties|districts|provinces|communes))\s*\(([^()]+)\)`,
  'giu',
);
/** Two or more names, each written as a name: "Kasai, Kasai-Oriental, Kasai-Central". */
const LISTED_NAMES =
  /^\p{Lu}[\p{L}’'.-]*(?:\s+\p{Lu}[\p{L}’'.-]*){0,3}(?:(?:,\s*|,?\s+and\s+)\p{Lu}[\p{L}’'.-]*(?:\s+\p{L}[\p{L}’'.-]*){0,3})+$/u;
/** A reason given for the advice, or another name for the place: no more of the area. */
const COMMENTARY =
  /,?\s+(?:(?:as|because|since)\s+(?:the|this|that|it)\s+(?:\w+\s+)?(?:has|have|is|are|remains?|continues?)\b|also\s+known\s+as\b).*$/i;

const EXCEPT_WORDS =
  /^(?:except(?:ing)?(?:\s+for)?|excluding|with (?:the )?exceptions? of|other than|but not(?!\s+(?:limited|only|exclusively))|apart from)\b[:\s]*/i;

/** The area's main words, what it excepts and what it names as included. */
export function splitArea(text: string): Split {
  const except: string[] = [];
  const including: string[] = [];
  let main = text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "the 3 Kasai provinces (Kasai, Kasai-Oriental, Kasai-Central)", "Kenya-Somalia border counties
  // (Garissa, Wajir, Mandera)": a group of units followed by its members is those units; "river
  // areas of the Niger Delta states (Akwa Ibom, …)" the river areas of those units.
  main = main.replace(GROUP_LISTED, (whole, _group: string, inner: string) =>
    LISTED_NAMES.test(inner.trim()) ? inner.trim() : whole,
  );
  // "the 3 western regions of Somaliland – Awdal (including Boorama), Maroodijeh (…) and Sahil (…)":
  // the units named after the dash.
  const namedAfter = new RegExp(
    String.raw`^(?:the\s+)?(?:\d+\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${UNIT_WORDS})\s+of\s+[^–—:]+?\s*[–—:]\s*`,
    'iu',
  ).exec(main);
  if (
    namedAfter &&
    LISTED_NAMES.test(
      main
        .slice(namedAfter[0].length)
        .replace(/\s*\([^()]*\)/g, '')
        .trim(),
    )
  )
    main = main.slice(namedAfter[0].length);
  // "Northern Israel (within 4 kilometers/2.5 miles of Lebanese and Syrian borders)": the parenthesis
  // says what the area is, and stays in its words.
  main = main.replace(/\s*\((within\s+\d[^()]*)\)/gi, ' $1');
  // Parentheses: "(except Popayán)", "(excluding Abuja)"; others ("(KP)", "(Ciudad de Mexico)") go.
  main = main.replace(/\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, (_, inner: string) => {
    if (EXCEPT_WORDS.test(inner.trim())) except.push(inner.trim().replace(EXCEPT_WORDS, ''));
    else if (/^including\b/i.test(inner.trim())) including.push(inner.trim().replace(/^including\s+/i, ''));
    return ' ';
  });
  const tail =
    /(?:,|;|\s[-–])?\s+(?:except(?:ing)?(?:\s+for)?|excluding|with (?:the )?exceptions? of|apart from|(?:but\s+)?(?:does|do)\s+not\s+include|other than|outside(?:\s+of)?(?=\s+(?:the\s+)?(?:cities|city|towns?)\b))\b:?\s*(.*)$/i.exec(
      main,
    );
  if (tail) {
    // "except for the town of El Salloum, where we advise against all but essential travel".
    except.push(tail[1]!.split(/,\s+where\b/i)[0]!);
    main = main.slice(0, tail.index);
  }
  const includedMatch = /,?\s+including(\s*:)?\s+(?:the capital,?\s+|its capital,?\s+)?(.*)$/i.exec(main);
  // "including:" heads a list of its own ("District of Karachi, including: Clifton area; …"), except
  // after the parts of a city ("areas within Portmore, including: Naggo Head, …").
  const included =
    includedMatch &&
    (!includedMatch[1] ||
      /\b(?:areas?|neighbou?rhoods?|parts?)\s+(?:with)?in\s+[^,]+$/i.test(main.slice(0, includedMatch.index)))
      ? { index: includedMatch.index, list: includedMatch[2]! }
      : null;
  // Not "Area west of and including the RN5 highway in Bujumbura Rural": the words before name no
  // place, those after draw the area's edge (but "Sindh Province north of and including the city of
  // Nawabshah" includes the city).
  const edge =
    included && /\band$/i.test(main.slice(0, included.index)) && !/\s\p{Lu}/u.test(main.slice(0, included.index));
  if (included && !edge) {
    including.push(included.list);
    main = main.slice(0, included.index);
  }
  // "Balochistan Province and Khyber Pakhtunkhwa Province, which include the former Federally
  // Administered Tribal Areas": what the places contain is included in them, not more of the area.
  const contained = /,?\s+which\s+(?:also\s+)?(?:includes?|contains?|encompass(?:es)?)\s+(.*)$/i.exec(main);
  if (contained) {
    including.push(contained[1]!);
    main = main.slice(0, contained.index);
  }
  // "Amhara Regional State as the region has seen active and ongoing armed conflict …", "…, also
  // known as the VRAEM region": a reason or another name, not another place.
  main = main.replace(COMMENTARY, '');
  return {
    main: main
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:.]+$/, '')
      .trim(),
    except: except.map((part) => part.trim()).filter(Boolean),
    including,
  };
}
