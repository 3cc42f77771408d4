/**
 * What the adapters share when they read a government's regional advice: telling an area from the
 * lines around it. A line that names no place (an advice sentence, a list of attack targets, a
 * programme) is not an area, and a line about the whole country ("Nigeria overall") is the
 * country-wide level, not a region of it.
 */
import { isCountryName, neighbourCodesIn } from '../areas/neighbour-names';
import { countryNameOf } from './country-codes';

/** Lines that give advice or describe a risk rather than name a place. */
const NOT_A_PLACE =
  /^(?:(?:the following|these|other) (?:locations|areas|places)$|avoid|check|enrol|enroll|keep|visit|review|prepare|follow|do not|don't|stay|be |use |monitor|consider|read|we |you |travel only|buy|carry|monitor|if you|u\.s\. government|there (?:is|are)|see )/i;

/** Lines naming a risk rather than a place ("The risk of harassment ...", "Danger associated with ..."). */
const A_RISK = /^(?:the\s+)?(?:danger|risk|possibility|arbitrary|threat|potential|likelihood)\b/i;

/** Kinds of place that are targets or venues, not areas ("Hotels, clubs, and restaurants"). */
const VENUES =
  /^(?:tourist|transportation|transport|government|markets?|hotels?|places?|parks?|major|hospitals?|schools?|restaurants?|clubs?|nightclubs?|bars?|airports?|shopping|public|military|police|religious|crowded|large|sporting|cultural|universities|embassies|diplomatic|beaches|malls?|stadiums?|concerts?|events?|buses|trains?|stations?)\b/i;

/** A pointer to the places, not a place: "High crime areas, described in detail below", "Specified Areas". */
const A_POINTER =
  /(?:described (?:in detail )?below|listed below|see below|^specifi(?:c|ed) areas?(?: of [\w\s]+)?$|^(?:high[- ]crime|certain|select(?:ed)?) areas?$)/i;

/** Whether a line from a regional list is advice, a risk, a pointer or a kind of venue, not an area. */
export function isAdviceLine(text: string): boolean {
  const line = text.trim();
  if (NOT_A_PLACE.test(line) || A_RISK.test(line) || A_POINTER.test(line)) return true;
  // A venue list names no place: no capitalised word after its first ("Tourist locations").
  return VENUES.test(line) && !/\s[A-Z]/.test(line.replace(/\([^)]*\)/g, ''));
}

function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether an area's words speak of the whole country: its name alone, "Nigeria overall", "the rest
 * of the country", "all of Yemen".
 */
export function isCountryWide(text: string, countryCode: string, sourceName: string): boolean {
  const names = [sourceName, countryNameOf(countryCode) ?? '']
    .filter(Boolean)
    .map((name) => key(name).replace(/^the /, ''));
  const words = key(text.replace(/\([^)]*\)/g, ' ').replace(/,?\s+including\b.*$/i, ''))
    .replace(/^(?:the whole of|all of|the|all parts of)\s+/, '')
    .replace(/\s+(?:overall|as a whole)\b.*$/, '')
    .replace(/^the /, '');
  if (/^(?:the )?(?:rest|remainder) of the country$/.test(words) || words === 'the country') return true;
  // "the rest of Chad": the country-wide level, where the other areas are not.
  const rest = words.replace(/^(?:the )?(?:rest|remainder) of (?:the )?/, '');
  return names.includes(words) || names.includes(rest) || /\boverall\b/.test(key(text));
}

/** Whether an area's words are another country's name alone ("Ukraine" on Poland's page): not a region of this one. */
export function isAnotherCountry(text: string, countryCode: string): boolean {
  const named = neighbourCodesIn(text, countryCode);
  return named.length === 1 && !isCountryName(text, countryCode) && isCountryName(text, named[0]!);
}

/** The area part of "X due to crime", "X: ...", without a closing stop. */
export function areaWords(text: string): string {
  return (
    text
      .replace(/^•\s*/, '')
      // Markdown's escapes ("Cusco\\,") are not the source's words.
      .replace(/\\([\\`*_{}[\]()#+.,!-])/g, '$1')
      // "[Queretaro state](#q)due to crime": the pages' links run into the next word.
      // "Ukraine, for any purpose": why or how is not where.
      .split(/\s*(?:due to|owing to|because of)\b|,?\s+for any (?:purpose|reason)\b/i)[0]!
      .replace(/\s*\(\s*$/, '')
      .replace(/[,;]?\s*\band$/i, '')
      .replace(/[.;,:]+$/, '')
      .trim()
  );
}

/** Two mentions of one area: the same words, leaving aside case, punctuation, "and", "state" and a parenthesis. */
export function sameArea(a: string, b: string): boolean {
  const words = (text: string) =>
    key(text.replace(/\([^)]*\)/g, ' '))
      .split(' ')
      .filter((word) => word && !['and', 'the', 'state', 'states'].includes(word))
      .join(' ');
  return words(a) === words(b);
}

/**
 * A sentence that frames its list: "to areas within 10 km of the border with Pakistan in the
 * following states:" then "Punjab" is the zone within Punjab, not Punjab. The frame (the words up to
 * "in the following ...") when there is one, else null.
 */
export function listFrame(sentence: string): string | null {
  return /^(.*?\b(?:within|along|near)\b.*?)\s+(?:in|of)\s+the following\b/i.exec(sentence)?.[1] ?? null;
}
