/**
 * Fetching each government's current advice. The US Department of State publishes one JSON list of
 * every advisory (title with the level, HTML summary, dates, link); GOV.UK publishes each country's
 * advice through its Content API (parts with HTML bodies). Both go through the same adapters as the
 * recorded pages. Canada, Australia and Ireland have no live adapter yet: their refresh says so and
 * the snapshot stays. Timeouts are short: the refresh must never hang on a source that is down.
 */
import { Injectable } from '@nestjs/common';
import type { AdvisoryRecord, AdvisorySource, EmergencyNumbersRecord } from '@safetrails/contracts';
import { ADAPTERS } from '../sources/adapters';
import type { SourceDocument } from '../sources/source-document';
import type { SourceRecords } from '../import/advisory-importer';
import { htmlToMarkdown } from './html-to-markdown';

export const US_ADVISORIES_URL = 'https://cadataapi.state.gov/api/TravelAdvisories';
export const UK_INDEX_URL = 'https://www.gov.uk/api/content/foreign-travel-advice';
const TIMEOUT_MS = 15_000;

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function getJson<T>(fetchImpl: Fetch, url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(`cannot reach ${new URL(url).host} (${cause})`, { cause: error });
  }
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as T;
}

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

function parseAll(source: AdvisorySource, documents: readonly SourceDocument[], retrievedAt: string): SourceRecords {
  const advisories: AdvisoryRecord[] = [];
  const emergency: EmergencyNumbersRecord[] = [];
  for (const document of documents) {
    const parsed = ADAPTERS[source].parse(document, retrievedAt);
    if (parsed?.advisory) advisories.push(parsed.advisory);
    if (parsed?.emergency) emergency.push(parsed.emergency);
  }
  return { source, advisories, emergency };
}

@Injectable()
export class LiveAdvisorySources {
  constructor(private readonly fetchImpl: Fetch = fetch) {}

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
        throw new Error('no live adapter for this source yet; the shipped snapshot stays');
    }
  }
}
