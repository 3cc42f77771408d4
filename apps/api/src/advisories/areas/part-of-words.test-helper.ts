/**
 * For tests: whether an area's words put a part-of phrase on a unit, read on the words alone, apart
 * from the resolver's own rules (whole-units.ts): a qualifier, a distance or "inland" earlier in the
 * mention's clause; a side just before it; a side, "within", "extending", "along" or "bordering" just
 * after it.
 */
import type { AreaPlace } from '@safetrails/contracts';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether this mention of a unit (`start` to `end` of the words) is under a part-of phrase. */
export function underPartOf(words: string, start: number, end: number, unitName: string): boolean {
  const clause = words
    .slice(0, start)
    .split(/[,;:–—()]/)
    .pop()!;
  const after = words.slice(end);
  if (/\b(?:areas?|parts?|portions?|sections?)\s+(?:of|in|within)\b/i.test(clause)) return true;
  if (/\b\d+\s*(?:km|kilomet\w+|miles?)\b|\binland\b/i.test(clause)) return true;
  if (/^\s*(?:\p{L}+\s+)?(?:(?:north|south|east|west)\w*\s+of|within|extending|along|bordering)\b/iu.test(after))
    return true;
  const side = /\b(?:north|south|east|west|central)(?:-?(?:east|west))?(?:ern)?\s+$/i.exec(clause);
  const mention = words.slice(start, end);
  return (
    side !== null &&
    !/^(?:states|provinces|regions|districts|counties|zones)\s+of\b/i.test(mention) &&
    !new RegExp(`^${side[0].trim()}\\s`, 'i').test(unitName) &&
    !/^(?:north|south|east|west|far|upper|lower)/i.test(unitName)
  );
}

/** The mentions of a unit in the words (exceptions left out), by the words it was read from and its name. */
export function mentionsOf(words: string, place: AreaPlace & { kind: 'admin1' | 'admin2' }): RegExpMatchArray[] {
  const main = words.replace(/\([^()]*\bexcept\b[^()]*\)/gi, '');
  const names = [place.text, place.name].map((name) =>
    name.replace(/^the\s+/i, '').replace(/\s+(?:county|counties|district|province|state|region)s?$/i, ''),
  );
  return names.flatMap((name) => [...main.matchAll(new RegExp(`(?<![\\p{L}-])${escaped(name)}(?![\\p{L}-])`, 'giu'))]);
}

/** Whether some clause of the words names the unit whole (or the words do not name it at all). */
export function namesUnitWhole(words: string, place: AreaPlace & { kind: 'admin1' | 'admin2' }): boolean {
  const main = words.replace(/\([^()]*\bexcept\b[^()]*\)/gi, '');
  const mentions = mentionsOf(words, place);
  return (
    mentions.length === 0 ||
    mentions.some((match) => !underPartOf(main, match.index!, match.index! + match[0].length, place.name))
  );
}
