/**
 * Fetching each government's current advice. The US Department of State publishes one JSON list of
 * every advisory (title with the level, HTML summary, dates, link); GOV.UK publishes each country's
 * advice through its Content API (parts with HTML bodies). Canada, Australia and Ireland publish web
 * pages only: an index, then a page per destination, read as government-pages.ts describes. All go
 * through the same adapters as the recorded pages. Timeouts are short: the refresh must never hang
 * on a source that is down; a destination page that fails is counted and the others go on.
 */
import { Injectable } from '@nestjs/common';
import type {
  AdvisoryRecord,
  AdvisorySource,
  EmergencyNumbersRecord,
  TravellerFactsRecord,
} from '@safetrails/contracts';
import { eachConcurrently } from '../../platform/each-concurrently';
import { ADAPTERS } from '../sources/adapters';
import type { SourceDocument } from '../sources/source-document';
import type { SourceRecords } from '../import/advisory-importer';
import {
  AU_INDEX_URL,
  CA_INDEX_URL,
  IE_INDEX_URL,
  auDocument,
  auIndex,
  caDocument,
  caIndex,
  ieDocument,
  ieIndex,
  type IndexEntry,
} from './government-pages';
import { htmlToMarkdown } from './html-to-markdown';

export const US_ADVISORIES_URL = 'https://cadataapi.state.gov/api/TravelAdvisories';
export const UK_INDEX_URL = 'https://www.gov.uk/api/content/foreign-travel-advice';
const TIMEOUT_MS = 15_000;

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Pages at once per source, and a pause between them: these are public servers, read politely. */
const PAGE_CONCURRENCY = 4;
const PAGE_PAUSE_MS = 250;

async function get(fetchImpl: Fetch, url: string, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(`cannot reach ${new URL(url).host} (${cause})`, { cause: error });
  }
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response;
}

async function getJson<T>(fetchImpl: Fetch, url: string): Promise<T> {
  return (await (await get(fetchImpl, url, 'application/json')).json()) as T;
}

async function getHtml(fetchImpl: Fetch, url: string): Promise<string> {
  return (await get(fetchImpl, url, 'text/html')).text();
}

/** How a page-publishing source is read: its index, and a destination's page into a document. */
interface PageSource {
  readonly indexUrl: string;
  readonly index: (html: string) => IndexEntry[];
  readonly document: (html: string, entry: IndexEntry) => SourceDocument;
}

const PAGE_SOURCES: Readonly<Record<'ca' | 'au' | 'ie', PageSource>> = {
  ca: { indexUrl: CA_INDEX_URL, index: caIndex, document: caDocument },
  au: { indexUrl: AU_INDEX_URL, index: auIndex, document: auDocument },
  ie: { indexUrl: IE_INDEX_URL, index: ieIndex, document: ieDocument },
};

/** One item of the State Department's list, as its JSON names the fields. */
export interface UsAdvisoryItem {
  readonly Title: string;
  readonly Link: string;
  readonly Category?: readonly string[];
  readonly Summary: string;
  readonly Published?: string;
  readonly Updated?: string;
}

export function usDocuments(items: readonly UsAdvisoryItem[]): SourceDocument[] {
  return items.map((item) => {
    const [name, ...rest] = item.Title.split(' - ');
    return {
      sourceCountryName: name!.trim(),
      url: item.Link,
      issuedAt: item.Updated ?? item.Published ?? null,
      indexLevel: rest.join(' - ') || null,
      pages: { Advisory: `# ${item.Title}\n\n${htmlToMarkdown(item.Summary)}` },
    };
  });
}

interface UkIndex {
  readonly links?: {
    readonly children?: readonly {
      readonly base_path: string;
      readonly title?: string;
      readonly details?: { readonly country?: { readonly name?: string } };
    }[];
  };
}

interface UkCountry {
  readonly title: string;
  readonly base_path: string;
  readonly public_updated_at?: string;
  readonly details?: {
    readonly country?: { readonly name?: string };
    readonly parts?: readonly { readonly title: string; readonly body: string }[];
  };
}

export function ukDocument(country: UkCountry): SourceDocument {
  return {
    sourceCountryName: country.details?.country?.name ?? country.title.replace(/ travel advice$/i, ''),
    url: `https://www.gov.uk${country.base_path}`,
    issuedAt: country.public_updated_at ?? null,
    indexLevel: null,
    pages: Object.fromEntries((country.details?.parts ?? []).map((part) => [part.title, htmlToMarkdown(part.body)])),
  };
}

function parseAll(
  source: AdvisorySource,
  documents: readonly SourceDocument[],
  retrievedAt: string,
  { failed = 0, tolerant = false }: { readonly failed?: number; readonly tolerant?: boolean } = {},
): SourceRecords {
  const advisories: AdvisoryRecord[] = [];
  const emergency: EmergencyNumbersRecord[] = [];
  const travellerFacts: TravellerFactsRecord[] = [];
  for (const document of documents) {
    let parsed;
    try {
      parsed = ADAPTERS[source].parse(document, retrievedAt);
    } catch (error) {
      if (!tolerant) throw error;
      failed++;
      continue;
    }
    if (parsed?.advisory) advisories.push(parsed.advisory);
    if (parsed?.emergency) emergency.push(parsed.emergency);
    if (parsed) travellerFacts.push(...parsed.travellerFacts);
  }
  return { source, advisories, emergency, travellerFacts, failed };
}

@Injectable()
export class LiveAdvisorySources {
  constructor(
    private readonly fetchImpl: Fetch = fetch,
    private readonly pauseMs = PAGE_PAUSE_MS,
  ) {}

  async fetch(source: AdvisorySource): Promise<SourceRecords> {
    const retrievedAt = new Date().toISOString();
    switch (source) {
      case 'us': {
        const items = await getJson<UsAdvisoryItem[]>(this.fetchImpl, US_ADVISORIES_URL);
        return parseAll('us', usDocuments(items), retrievedAt);
      }
      case 'uk': {
        const index = await getJson<UkIndex>(this.fetchImpl, UK_INDEX_URL);
        const documents: SourceDocument[] = [];
        for (const child of index.links?.children ?? []) {
          const country = await getJson<UkCountry>(this.fetchImpl, `https://www.gov.uk/api/content${child.base_path}`);
          documents.push(ukDocument(country));
        }
        return parseAll('uk', documents, retrievedAt);
      }
      case 'ca':
      case 'au':
      case 'ie':
        return this.fetchPages(source, PAGE_SOURCES[source], retrievedAt);
    }
  }

  /**
   * The index, then every destination's page. An index that cannot be fetched, or lists nothing
   * (the page changed its shape), fails the source; a destination page that fails is counted.
   */
  private async fetchPages(source: AdvisorySource, pages: PageSource, retrievedAt: string): Promise<SourceRecords> {
    const entries = pages.index(await getHtml(this.fetchImpl, pages.indexUrl));
    if (entries.length === 0) throw new Error(`${new URL(pages.indexUrl).host} lists no destination any more`);
    const documents: SourceDocument[] = [];
    let failed = 0;
    await eachConcurrently(entries, PAGE_CONCURRENCY, async (entry) => {
      try {
        documents.push(pages.document(await getHtml(this.fetchImpl, entry.url), entry));
      } catch {
        failed++;
      }
      if (this.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    });
    return parseAll(source, documents, retrievedAt, { failed, tolerant: true });
  }
}
