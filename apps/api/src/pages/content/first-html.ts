/**
 * The first HTML of a city's and a country's page: the facts a crawler or a reader without
 * JavaScript needs (the name, the score and its source line, each government's level and own words
 * for the area, the emergency numbers as tap-to-call links), in the app's own classes, inside
 * #root, so the app replaces it when it starts. The governments' words are quoted verbatim and
 * marked English (`lang="en"`), as is the score's source line; our own words are in the page's
 * language (first-html-words.ts), its links keep the language's address. Every line names its source
 * and date. Nothing is shown that the page itself does not show. The dashboard's and a search's
 * first HTML are their headers alone (dashboardFirstHtml, searchFirstHtml).
 */
import {
  countryNameIn,
  isAllDestinationsQuery,
  localePath,
  placeName,
  summaryWords,
  type CountryDetail,
  type CountryEmergency,
  type DestinationDetail,
  type Locale,
  type SourcedNumber,
} from '@safetrails/contracts';
import { escapeHtml } from './head-html';
import { FIRST_HTML_WORDS, type EmergencyService, type FirstHtmlWords } from './first-html-words';

const SERVICES: readonly EmergencyService[] = [
  'general',
  'police',
  'ambulance',
  'fire',
  'touristPolice',
  'womensHelpline',
];

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
/** A source's own words: quoted, and English. */
const quote = (words: string) => `<span lang="en">“${escapeHtml(words)}”</span>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" rel="noopener">${escapeHtml(text)}</a>`;

function numberLine(words: FirstHtmlWords, label: string, sourced: SourcedNumber): string {
  const numbers = sourced.numbers ?? [sourced.number];
  const calls = numbers.map(
    (number) => `<a href="tel:${escapeHtml(number.replace(/[^\d+]/g, ''))}">${escapeHtml(number)}</a>`,
  );
  const checked = day(sourced.checkedAt);
  return `<li>${words.labelled(`<strong>${escapeHtml(label)}</strong>`, calls.join(` ${escapeHtml(words.or)} `))}. ${words.labelled(
    escapeHtml(sourced.organisation),
    quote(sourced.label),
  )} (${link(sourced.url, words.source)}${checked ? `, ${escapeHtml(words.checked(checked))}` : ''})</li>`;
}

function emergencyHtml(words: FirstHtmlWords, emergency: CountryEmergency): string {
  const lines = SERVICES.flatMap((service) =>
    emergency[service]
      .filter((sourced, index, all) => all.findIndex((other) => other.number === sourced.number) === index)
      .map((sourced) => numberLine(words, words.services[service], sourced)),
  );
  const body =
    lines.length > 0
      ? `<ul>${lines.join('')}</ul>`
      : `<p>${words.noEmergency(link(emergency.fallbackUrl, words.officialPage))}</p>`;
  return section('first-emergency', words.emergencyTitle, body);
}

function section(id: string, heading: string, body: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>${body}</section>`;
}

function frame(words: FirstHtmlWords, content: string, container = 'container'): string {
  return `<main id="main" class="page" data-first-html><div class="${container}">${content}<p class="muted">${escapeHtml(
    words.opensWithScript,
  )}</p></div></main>`;
}

/** A screen's header as the app draws it: its eyebrow and heading (escaped here), then `more` (HTML). */
function pageHeader(className: string, eyebrow: string, heading: string, headingId?: string, more = ''): string {
  const id = headingId ? ` id="${headingId}"` : '';
  return `<header class="${className}"><div><p class="eyebrow">${escapeHtml(eyebrow)}</p><h1${id}>${escapeHtml(
    heading,
  )}</h1>${more}</div></header>`;
}

/**
 * The dashboard's header (its name, the welcome a visitor gets and its lead), laid out as the app
 * lays it out (the entry's stylesheet holds `.dashboard-header`): the page's largest text is drawn
 * with its first paint, and the app's own header, the same size in the same place, replaces it.
 * A signed-in traveller's name arrives with the app.
 */
export function dashboardFirstHtml(locale: Locale = 'en'): string {
  const words = FIRST_HTML_WORDS[locale];
  const { eyebrow, welcome, lead } = words.dashboard;
  return frame(
    words,
    pageHeader('dashboard-header', eyebrow, welcome, undefined, `<p class="lead">${escapeHtml(lead)}</p>`),
    'container dashboard',
  );
}

/** The first HTML of the pages that say the same to everyone, by their route's pattern (page-table.ts). */
export const FIXED_FIRST_HTML: Readonly<Record<string, (locale: Locale) => string>> = {
  '/dashboard': dashboardFirstHtml,
};

/**
 * A search's header as the app draws it before the results arrive (the query it was given, or "All
 * destinations"), laid out as the app lays it out (the entry's stylesheet holds `.search-header`).
 */
export function searchFirstHtml(query: string, locale: Locale = 'en'): string {
  const words = FIRST_HTML_WORDS[locale];
  const isAll = isAllDestinationsQuery(query);
  const eyebrow = isAll ? words.search.all : words.search.resultsFor(query);
  return frame(
    words,
    pageHeader('search-header', eyebrow, isAll ? words.search.all : query, 'search-title'),
    'container search-page',
  );
}

export function destinationFirstHtml(
  destination: DestinationDetail,
  country: CountryDetail | null,
  locale: Locale = 'en',
): string {
  const words = FIRST_HTML_WORDS[locale];
  const levels = summaryWords(locale).levels;
  const countryName = countryNameIn(locale, destination.countryCode, destination.country);
  const source = `${escapeHtml(words.sourceLabel)}: <span lang="en">${escapeHtml(destination.scoreExplanation.source)}.</span>`;
  const score =
    destination.safetyScore === null
      ? `<p>${escapeHtml(words.noScore)} ${source}</p>`
      : `<p><strong>${escapeHtml(summaryWords(locale).score(destination.safetyScore))}</strong> ${source}</p>`;
  const advice = destination.localAdvice.advisories.map((advisory) => {
    const sourceWords = advisory.sourceLevel ? ` ${quote(advisory.sourceLevel)}` : '';
    const where = escapeHtml(words.forArea(advisory.area ?? countryName));
    const issued = day(advisory.issuedAt);
    return `<li>${words.labelled(`<strong>${escapeHtml(advisory.organisation)}</strong>${where}`, escapeHtml(levels[advisory.level]))}.${sourceWords} (${link(
      advisory.url,
      words.source,
    )}${issued ? `, ${escapeHtml(words.issued(issued))}` : ''})</li>`;
  });
  const governments =
    advice.length > 0
      ? `<ul>${advice.join('')}</ul>`
      : `<p>${escapeHtml(summaryWords(locale).noAdvice(countryName))}</p>`;
  return frame(
    words,
    `<h1>${escapeHtml(destination.name)}</h1><p>${escapeHtml(placeName({ ...destination, name: '', country: countryName }))}</p>${score}` +
      section('first-advice', words.adviceTitle, governments) +
      (country ? emergencyHtml(words, country.emergency) : ''),
  );
}

export function countryFirstHtml(country: CountryDetail, locale: Locale = 'en'): string {
  const words = FIRST_HTML_WORDS[locale];
  const levels = summaryWords(locale).levels;
  const advice = country.advisories.map((advisory) => {
    const level = advisory.level === null ? words.noCountryWideLevel : levels[advisory.level];
    const sourceWords = advisory.sourceLevel ? ` ${quote(advisory.sourceLevel)}` : '';
    const issued = day(advisory.issuedAt);
    return `<li>${words.labelled(`<strong>${escapeHtml(advisory.organisation)}</strong>`, escapeHtml(level))}.${sourceWords} (${link(
      advisory.url,
      words.source,
    )}${issued ? `, ${escapeHtml(words.issued(issued))}` : ''})</li>`;
  });
  const cities = country.cities
    .slice(0, 12)
    .map(
      (city) =>
        `<li><a href="${escapeHtml(localePath(locale, `/destination/${city.id}`))}">${escapeHtml(city.name)}</a></li>`,
    )
    .join('');
  return frame(
    words,
    `<h1>${escapeHtml(countryNameIn(locale, country.code, country.name))}</h1>` +
      section(
        'first-advice',
        words.adviceTitle,
        advice.length > 0 ? `<ul>${advice.join('')}</ul>` : `<p>${escapeHtml(words.noCountryAdvice)}</p>`,
      ) +
      emergencyHtml(words, country.emergency) +
      (cities ? section('first-cities', words.cities, `<ul>${cities}</ul>`) : ''),
  );
}
