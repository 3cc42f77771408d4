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

interface GovernmentLevel {
  readonly organisation: string;
  readonly level: AdvisoryLevel | null;
}

/** The governments giving the most cautious level, in the order given: "A", "A and B", "A and 2 others". */
function whoSays(advisories: readonly GovernmentLevel[], level: AdvisoryLevel): string {
  const names = advisories.filter((advisory) => advisory.level === level).map((advisory) => advisory.organisation);
  if (names.length <= 2) return names.join(' and ');
  return `${names[0]} and ${names.length - 1} other governments`;
}

function clip(text: string): string {
  if (text.length <= SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The level as our scale names it, and who gives it: "Do not travel, says U.S. Department of State". */
function levelLine(level: AdvisoryLevel, advisories: readonly GovernmentLevel[]): string {
  return `${ADVISORY_LEVEL_LABELS[level]}, says ${whoSays(advisories, level)}`;
}

type DestinationFacts = Pick<
  DestinationDetail,
  'name' | 'admin1' | 'country' | 'safetyScore' | 'localAdvice' | 'scoreExplanation'
>;

export function destinationSummary(destination: DestinationFacts): PageSummary {
  const place = placeName(destination);
  const advice = destination.localAdvice;
  const level = advice.highestLevel;
  const area = advice.advisories.find((advisory) => advisory.level === level)?.area ?? null;
  const title =
    level === null
      ? destination.safetyScore === null
        ? `${place}: travel safety`
        : `${place}: safety score ${destination.safetyScore}/100`
      : `${place}: ${levelLine(level, advice.advisories)}`;
  const parts: string[] = [];
  if (destination.safetyScore !== null)
    parts.push(`Safety score ${destination.safetyScore}/100. Source: ${destination.scoreExplanation.source}.`);
  if (level !== null) {
    const where = area ? ` for ${area}` : ` for ${destination.country}`;
    parts.push(`Most cautious advice${where}: ${levelLine(level, advice.advisories)}.`);
    const others = advice.advisories.filter((advisory) => advisory.level !== level && advisory.level !== null);
    if (others.length > 0)
      parts.push(
        `${others.map((advisory) => `${advisory.organisation}: ${ADVISORY_LEVEL_LABELS[advisory.level]}`).join('; ')}.`,
      );
  } else {
    parts.push(`No government's travel advice found for ${destination.country}.`);
  }
  parts.push("The governments' words, emergency numbers and travellers' reports on SafeTrails.");
  return { title, description: clip(parts.join(' ')) };
}

type CountryFacts = Pick<CountryDetail, 'name' | 'highestLevel' | 'advisories'>;

export function countrySummary(country: CountryFacts): PageSummary {
  const level = country.highestLevel;
  const advising = country.advisories.length;
  const title =
    level === null
      ? `${country.name}: official travel advice`
      : `${country.name}: ${levelLine(level, country.advisories)}`;
  const levels = country.advisories
    .filter((advisory) => advisory.level !== null)
    .map((advisory) => `${advisory.organisation}: ${ADVISORY_LEVEL_LABELS[advisory.level!]}`);
  const lead =
    advising === 0
      ? `No government's travel advice found for ${country.name}.`
      : `What ${advising} ${advising === 1 ? 'government advises' : 'governments advise'} for ${country.name}, side by side${
          levels.length > 0 ? `: ${levels.join('; ')}` : ''
        }.`;
  return {
    title,
    description: clip(`${lead} Emergency numbers, embassies and the law for LGBT+ travellers, each with its source.`),
  };
}
