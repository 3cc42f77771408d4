/**
 * The first HTML of a city's and a country's page: the facts a crawler or a reader without
 * JavaScript needs (the name, the score and its source line, each government's level and own words
 * for the area, the emergency numbers as tap-to-call links), in the app's own classes, inside
 * #root, so the app replaces it when it starts. The governments' words are quoted verbatim; every
 * line names its source and date. Nothing is shown that the page itself does not show.
 */
import {
  ADVISORY_LEVEL_LABELS,
  placeName,
  type CountryDetail,
  type CountryEmergency,
  type DestinationDetail,
  type SourcedNumber,
} from '@safetrails/contracts';
import { escapeHtml } from './head-html';

const SERVICES: readonly [
  keyof Omit<CountryEmergency, 'source' | 'url' | 'checkedAt' | 'fallbackUrl' | 'disagreements'>,
  string,
][] = [
  ['general', 'Emergency'],
  ['police', 'Police'],
  ['ambulance', 'Ambulance'],
  ['fire', 'Fire'],
  ['touristPolice', 'Tourist police'],
  ['womensHelpline', "Women's helpline"],
];

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
const quote = (words: string) => `“${escapeHtml(words)}”`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" rel="noopener">${escapeHtml(text)}</a>`;

function numberLine(label: string, sourced: SourcedNumber): string {
  const numbers = sourced.numbers ?? [sourced.number];
  const calls = numbers.map(
    (number) => `<a href="tel:${escapeHtml(number.replace(/[^\d+]/g, ''))}">${escapeHtml(number)}</a>`,
  );
  return `<li><strong>${escapeHtml(label)}:</strong> ${calls.join(' or ')}. ${escapeHtml(sourced.organisation)}: ${quote(
    sourced.label,
  )} (${link(sourced.url, 'source')}, checked ${escapeHtml(day(sourced.checkedAt) ?? '')})</li>`;
}

function emergencyHtml(emergency: CountryEmergency): string {
  const lines = SERVICES.flatMap(([service, label]) =>
    emergency[service]
      .filter((sourced, index, all) => all.findIndex((other) => other.number === sourced.number) === index)
      .map((sourced) => numberLine(label, sourced)),
  );
  const body =
    lines.length > 0
      ? `<ul>${lines.join('')}</ul>`
      : `<p>No source we read gives an emergency number here; check ${link(emergency.fallbackUrl, 'this official page')}.</p>`;
  return `<section aria-labelledby="first-emergency"><h2 id="first-emergency">Emergency numbers</h2>${body}</section>`;
}

function section(id: string, heading: string, body: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>${body}</section>`;
}

function frame(content: string): string {
  return `<main id="main" class="page" data-first-html><div class="container">${content}<p class="muted">SafeTrails opens the whole page when JavaScript runs.</p></div></main>`;
}

export function destinationFirstHtml(destination: DestinationDetail, country: CountryDetail | null): string {
  const score =
    destination.safetyScore === null
      ? `<p>No safety score yet. Source: ${escapeHtml(destination.scoreExplanation.source)}.</p>`
      : `<p><strong>Safety score ${destination.safetyScore}/100.</strong> Source: ${escapeHtml(destination.scoreExplanation.source)}.</p>`;
  const advice = destination.localAdvice.advisories.map((advisory) => {
    const words = advisory.sourceLevel ? ` ${quote(advisory.sourceLevel)}` : '';
    const where = advisory.area ? ` for ${escapeHtml(advisory.area)}` : ` for ${escapeHtml(destination.country)}`;
    const issued = day(advisory.issuedAt);
    return `<li><strong>${escapeHtml(advisory.organisation)}</strong>${where}: ${escapeHtml(
      ADVISORY_LEVEL_LABELS[advisory.level],
    )}.${words} (${link(advisory.url, 'source')}${issued ? `, issued ${issued}` : ''})</li>`;
  });
  const governments =
    advice.length > 0
      ? `<ul>${advice.join('')}</ul>`
      : `<p>No government's travel advice found for ${escapeHtml(destination.country)}.</p>`;
  return frame(
    `<h1>${escapeHtml(destination.name)}</h1><p>${escapeHtml(placeName({ ...destination, name: '' }))}</p>${score}` +
      section('first-advice', 'What the governments advise', governments) +
      (country ? emergencyHtml(country.emergency) : ''),
  );
}

export function countryFirstHtml(country: CountryDetail): string {
  const advice = country.advisories.map((advisory) => {
    const level = advisory.level === null ? 'No country-wide level' : ADVISORY_LEVEL_LABELS[advisory.level];
    const words = advisory.sourceLevel ? ` ${quote(advisory.sourceLevel)}` : '';
    const issued = day(advisory.issuedAt);
    return `<li><strong>${escapeHtml(advisory.organisation)}</strong>: ${escapeHtml(level)}.${words} (${link(
      advisory.url,
      'source',
    )}${issued ? `, issued ${issued}` : ''})</li>`;
  });
  const cities = country.cities
    .slice(0, 12)
    .map((city) => `<li><a href="/destination/${city.id}">${escapeHtml(city.name)}</a></li>`)
    .join('');
  return frame(
    `<h1>${escapeHtml(country.name)}</h1>` +
      section(
        'first-advice',
        'What the governments advise',
        advice.length > 0 ? `<ul>${advice.join('')}</ul>` : `<p>No government's travel advice found.</p>`,
      ) +
      emergencyHtml(country.emergency) +
      (cities ? section('first-cities', 'Cities', `<ul>${cities}</ul>`) : ''),
  );
}
