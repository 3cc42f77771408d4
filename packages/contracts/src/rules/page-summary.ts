/**
 * What a shared or searched page says of itself in one line: its title and summary, written the
 * same by the server (the page's head, its preview) and by the app (the Share button). Every part
 * comes from the page's own data (the place's names, the governments' levels for its area and who
 * gives them, the score and its source line); nothing here is a sentence about safety of our own.
 * A fact the data lacks is left out, never guessed.
 */
import type { CountryDetail } from '../api/country.responses';
import type { DestinationDetail } from '../api/destination.responses';
import { ADVISORY_LEVEL_LABELS, type AdvisoryLevel } from '../constants/advisory.constants';
import type { Locale } from '../constants/locale.constants';
import { SUMMARY_WORDS, type SummaryWords } from './page-summary-words';

export const SITE_NAME = 'SafeTrails';

export interface PageSummary {
  /** Without the site's name: the head adds " | SafeTrails". */
  readonly title: string;
  /** One line, at most SUMMARY_MAX_LENGTH characters. */
  readonly description: string;
}

/** Search engines show about this much of a description; a preview card less. */
export const SUMMARY_MAX_LENGTH = 300;

/** "Acapulco, Guerrero, Mexico": each name once (a city-state's region is often its own name). */
export function placeName(place: { readonly name: string; readonly admin1: string | null; readonly country: string }) {
  const parts = [place.name, place.admin1, place.country].filter((part): part is string => Boolean(part));
  return parts.filter((part, index) => parts.indexOf(part) === index).join(', ');
}

/**
 * English, the source: the score's source line is the scoring's own English words, which the other
 * languages leave out (the page shows it).
 */
const ENGLISH: SummaryWords = {
  levels: ADVISORY_LEVEL_LABELS,
  headed: (subject, rest) => `${subject}: ${rest}`,
  says: (level, who) => `${level}, says ${who}`,
  both: (first, second) => `${first} and ${second}`,
  andOthers: (first, others) => `${first} and ${others} other governments`,
  travelSafety: (place) => `${place}: travel safety`,
  scoreTitle: (place, score) => `${place}: safety score ${score}/100`,
  score: (score) => `Safety score ${score}/100.`,
  mostCautious: (where, line) => `Most cautious advice for ${where}: ${line}.`,
  noAdvice: (country) => `No government's travel advice found for ${country}.`,
  destinationClosing: "The governments' words, emergency numbers and travellers' reports on SafeTrails.",
  report: (title) => `Safety report: ${title}`,
  countryTitle: (country) => `${country}: official travel advice`,
  countryLead: (governments, country, levels) =>
    `What ${governments} ${governments === 1 ? 'government advises' : 'governments advise'} for ${country}, side by side${
      levels ? `: ${levels}` : ''
    }.`,
  countryClosing: 'Emergency numbers, embassies and the law for LGBT+ travellers, each with its source.',
};

/** A summary's words in a language; English where none is given. */
export function summaryWords(locale: Locale = 'en'): SummaryWords {
  return locale === 'en' ? ENGLISH : SUMMARY_WORDS[locale];
}

/** A country's name in a language (`Intl.DisplayNames`), the record's own name where it has none. */
export function countryNameIn(locale: Locale, code: string, fallback: string): string {
  if (locale === 'en') return fallback;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    return name ?? fallback;
  } catch {
    return fallback;
  }
}

interface GovernmentLevel {
  readonly organisation: string;
  readonly level: AdvisoryLevel | null;
}

/** The governments giving the most cautious level, in the order given: "A", "A and B", "A and 2 others". */
function whoSays(words: SummaryWords, advisories: readonly GovernmentLevel[], level: AdvisoryLevel): string {
  const names = advisories.filter((advisory) => advisory.level === level).map((advisory) => advisory.organisation);
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return words.both(names[0]!, names[1]!);
  return words.andOthers(names[0]!, names.length - 1);
}

function clip(text: string): string {
  if (text.length <= SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The level as our scale names it, and who gives it: "Do not travel, says U.S. Department of State". */
function levelLine(words: SummaryWords, level: AdvisoryLevel, advisories: readonly GovernmentLevel[]): string {
  return words.says(words.levels[level], whoSays(words, advisories, level));
}

type DestinationFacts = Pick<
  DestinationDetail,
  'name' | 'admin1' | 'country' | 'countryCode' | 'safetyScore' | 'localAdvice' | 'scoreExplanation'
>;

export function destinationSummary(destination: DestinationFacts, locale: Locale = 'en'): PageSummary {
  const words = summaryWords(locale);
  const country = countryNameIn(locale, destination.countryCode, destination.country);
  const place = placeName({ ...destination, country });
  const advice = destination.localAdvice;
  const level = advice.highestLevel;
  const area = advice.advisories.find((advisory) => advisory.level === level)?.area ?? null;
  const title =
    level === null
      ? destination.safetyScore === null
        ? words.travelSafety(place)
        : words.scoreTitle(place, destination.safetyScore)
      : words.headed(place, levelLine(words, level, advice.advisories));
  const parts: string[] = [];
  if (destination.safetyScore !== null)
    parts.push(
      locale === 'en'
        ? `${words.score(destination.safetyScore)} Source: ${destination.scoreExplanation.source}.`
        : words.score(destination.safetyScore),
    );
  if (level !== null) {
    parts.push(words.mostCautious(area ?? country, levelLine(words, level, advice.advisories)));
    const others = advice.advisories.filter((advisory) => advisory.level !== level && advisory.level !== null);
    if (others.length > 0)
      parts.push(
        `${others.map((advisory) => words.headed(advisory.organisation, words.levels[advisory.level])).join('; ')}.`,
      );
  } else {
    parts.push(words.noAdvice(country));
  }
  parts.push(words.destinationClosing);
  return { title, description: clip(parts.join(' ')) };
}

type CountryFacts = Pick<CountryDetail, 'code' | 'name' | 'highestLevel' | 'advisories'>;

export function countrySummary(country: CountryFacts, locale: Locale = 'en'): PageSummary {
  const words = summaryWords(locale);
  const name = countryNameIn(locale, country.code, country.name);
  const level = country.highestLevel;
  const advising = country.advisories.length;
  const title =
    level === null ? words.countryTitle(name) : words.headed(name, levelLine(words, level, country.advisories));
  const levels = country.advisories
    .filter((advisory) => advisory.level !== null)
    .map((advisory) => words.headed(advisory.organisation, words.levels[advisory.level!]));
  const lead = advising === 0 ? words.noAdvice(name) : words.countryLead(advising, name, levels.join('; '));
  return { title, description: clip(`${lead} ${words.countryClosing}`) };
}

/** A report page's title: "Safety report: …". */
export function reportTitle(title: string, locale: Locale = 'en'): string {
  return summaryWords(locale).report(title);
}
