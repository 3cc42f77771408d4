/**
 * Canada, Australia and Ireland publish their advice as web pages only: an index listing every
 * destination, then a page per destination. These read them the way the public history the shipped
 * snapshot comes from reads them (github.com/marcolussetti/travel-advisories, `code/*.py`): the same
 * pages, the same elements, each section turned into Markdown under its title. So a live page
 * reaches the adapters in the same shape as a recorded one, and the adapters stay the only place
 * that interprets a government's words.
 *
 * - Canada: travel.gc.ca/travelling/advisories, `table#reportlist` (destination link, risk level,
 *   "2026-08-11 09:10:00"); a destination's sections are `div.col-md-8 > div`, keyed by their id
 *   (`risk`, `security`, `laws`...), its name `#nameLbl`, its update `#lastUpdateDateLbl`
 *   ("August 11, 2026 09:10").
 * - Australia: smartraveller.gov.au/destinations, `table.views-table` (destination link, level,
 *   `<time datetime>`); the overview is `div.node__content`, the other sections the paragraphs
 *   of the full-width field, each titled by its h3.
 * - Ireland: ireland.ie/en/dfa/overseas-travel/advice/, `.article-cards a`; a destination's name is
 *   its h1, its sections `.section .accordion` titled by their h2, its date "Updated on: 28 July 2026".
 */
import { createDocument, type DominoElement } from '@mixmark-io/domino';
import { parseSourceDate } from '../sources/markdown';
import type { SourceDocument } from '../sources/source-document';
import { htmlToMarkdown } from './html-to-markdown';

export const CA_INDEX_URL = 'https://travel.gc.ca/travelling/advisories';
export const AU_INDEX_URL = 'https://www.smartraveller.gov.au/destinations';
export const IE_INDEX_URL = 'https://www.ireland.ie/en/dfa/overseas-travel/advice/';

/** One destination as a source's index lists it. */
export interface IndexEntry {
  readonly name: string;
  readonly url: string;
  readonly level: string | null;
  readonly updated: string | null;
}

const text = (element: DominoElement | null | undefined): string | null => {
  const value = element?.textContent?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
};

const absolute = (href: string, base: string): string => new URL(href, base).toString();

/** "August 11, 2026 09:10" or "28 July 2026" as an ISO date; the sources give no time zone. */
function pageDate(value: string | null): string | null {
  if (!value) return null;
  const cleaned = value.replace(/^Updated on:\s*/i, '').trim();
  const match = /^(\w+) (\d{1,2}), (\d{4})(?: (\d{1,2}):(\d{2}))?$/.exec(cleaned);
  if (match) {
    const [, month, day, year, hours = '00', minutes = '00'] = match;
    return parseSourceDate(`${day} ${month} ${year} ${hours.padStart(2, '0')}:${minutes}`);
  }
  return parseSourceDate(cleaned);
}

function rows(html: string, selector: string): DominoElement[] {
  return Array.from(createDocument(html).querySelectorAll(selector));
}

export function caIndex(html: string): IndexEntry[] {
  return rows(html, 'table#reportlist tbody tr').flatMap((row) => {
    const cells = row.querySelectorAll('td');
    const link = cells[1]?.querySelector('a');
    const name = text(link);
    const href = link?.getAttribute('href');
    if (cells.length < 3 || !name || !href) return [];
    return [
      { name, url: absolute(href, CA_INDEX_URL), level: text(cells[2]), updated: parseSourceDate(text(cells[3])) },
    ];
  });
}

export function caDocument(html: string, entry: IndexEntry): SourceDocument {
  const document = createDocument(html);
  const pages: Record<string, string> = {};
  for (const section of Array.from(document.querySelectorAll('div.col-md-8 > div'))) {
    const id = section.getAttribute('id');
    if (!id) continue;
    const title = text(section.querySelector('h2')) ?? id;
    pages[id] = `# ${title}\n\n${htmlToMarkdown(section.outerHTML)}`;
  }
  return {
    sourceCountryName: text(document.querySelector('#nameLbl')) ?? entry.name,
    url: entry.url,
    issuedAt: pageDate(text(document.querySelector('#lastUpdateDateLbl'))) ?? entry.updated,
    indexLevel: entry.level,
    pages,
  };
}

export function auIndex(html: string): IndexEntry[] {
  return rows(html, 'table.views-table tbody tr').flatMap((row) => {
    const cells = row.querySelectorAll('td');
    const link = cells[0]?.querySelector('a');
    const name = text(link);
    const href = link?.getAttribute('href');
    if (cells.length < 4 || !name || !href) return [];
    return [
      {
        name,
        url: absolute(href, AU_INDEX_URL),
        level: text(cells[2]),
        updated: parseSourceDate(cells[3]?.querySelector('time')?.getAttribute('datetime')),
      },
    ];
  });
}

export function auDocument(html: string, entry: IndexEntry): SourceDocument {
  const document = createDocument(html);
  const pages: Record<string, string> = {};
  const overview = document.querySelector('div.node__content');
  if (overview) pages['overview'] = `# Overview\n\n${htmlToMarkdown(overview.outerHTML)}`;
  for (const section of Array.from(
    document.querySelectorAll('div.full-bleed > .field > .field__items > .field__item > .paragraph'),
  )) {
    const heading = section.querySelector('h3');
    const title = text(heading) ?? 'Untitled Section with missing h3';
    heading?.remove();
    pages[title] = `# ${title}\n\n${htmlToMarkdown(section.outerHTML)}`;
  }
  return { sourceCountryName: entry.name, url: entry.url, issuedAt: entry.updated, indexLevel: entry.level, pages };
}

export function ieIndex(html: string): IndexEntry[] {
  return rows(html, '.article-cards a').flatMap((link) => {
    const name = text(link);
    const href = link.getAttribute('href');
    return name && href ? [{ name, url: absolute(href, IE_INDEX_URL), level: null, updated: null }] : [];
  });
}

export function ieDocument(html: string, entry: IndexEntry): SourceDocument {
  const document = createDocument(html);
  const pages: Record<string, string> = {};
  for (const section of Array.from(document.querySelectorAll('.section .accordion'))) {
    pages[text(section.querySelector('h2')) ?? 'Misc'] = htmlToMarkdown(section.outerHTML);
  }
  const updated = Array.from(document.querySelectorAll('div.update-text'))
    .map((element) => text(element))
    .find((value) => value?.includes('Updated on:'));
  return {
    sourceCountryName: text(document.querySelector('h1')) ?? entry.name,
    url: entry.url,
    issuedAt: pageDate(updated ?? null),
    indexLevel: text(document.querySelector('#main-header .travel-landing--summary')) ?? 'No summary found',
    pages,
  };
}
