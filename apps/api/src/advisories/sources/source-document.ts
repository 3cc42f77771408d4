/**
 * What an adapter reads for one country: the source's pages (Markdown of the government's HTML, as
 * recorded), the page's canonical URL and what the source's index says of the country. What it gives
 * back: the advisory record and, where the source lists them, the emergency numbers.
 */
import {
  ADVISORY_SOURCE_INFO,
  type AdvisoryRecord,
  type AdvisorySource,
  type EmbassiesRecord,
  type EmergencyNumberSet,
  type EmergencyNumbersRecord,
  type LgbtLaw,
  type OfficialPageRecord,
  type TravellerFactsRecord,
} from '@safetrails/contracts';
import { resolveArea } from '../areas/resolve-area';
import { guideRecordsOf } from './guide/guide';
import { lgbtLawOf } from './lgbt-law';

/** What a source's pages say of its missions and its citizens' emergency lines. */
export type MissionFindings = Pick<EmbassiesRecord, 'missions' | 'globalLine' | 'countryLine'>;

export interface SourceDocument {
  /** The country as the source names it. */
  readonly sourceCountryName: string;
  /** The canonical URL of the country's advice on the government's site. */
  readonly url: string;
  /** The update date the source's index or metadata gives, where the page itself says none. */
  readonly issuedAt: string | null;
  /** The level in the source's own words as its index lists it, where it has an index. */
  readonly indexLevel: string | null;
  /** Page title to Markdown. */
  readonly pages: Readonly<Record<string, string>>;
}

export interface ParsedCountry {
  readonly countryCode: string;
  readonly advisory: AdvisoryRecord | null;
  readonly emergency: EmergencyNumbersRecord | null;
  /** The LGBT+ legal findings and the embassies, each where the pages state them (docs/TRAVELLERS.md). */
  readonly travellerFacts: readonly TravellerFactsRecord[];
}

export interface AdvisoryAdapter {
  readonly source: AdvisorySource;
  /** Parses one country's pages; null when the page is not one country's advice (DATA.md rule 7). */
  parse(document: SourceDocument, retrievedAt: string): ParsedCountry | null;
}

/** Throws a readable error naming the source, country and what is missing. */
export function required<T>(value: T | null | undefined, what: string, document: SourceDocument): T {
  if (value === null || value === undefined) throw new Error(`${document.sourceCountryName}: ${what} not found`);
  return value;
}

/** What an adapter reads off the pages; the record's source, country, page and licence come with the document. */
export type AdvisoryFindings = Omit<
  AdvisoryRecord,
  'source' | 'organisation' | 'countryCode' | 'sourceCountryName' | 'retrievedAt' | 'url' | 'licence'
>;

/** One government's advice for one country as a record with its source, page, retrieval and licence. */
export function advisoryRecord(
  source: AdvisorySource,
  countryCode: string,
  document: SourceDocument,
  retrievedAt: string,
  findings: AdvisoryFindings,
): AdvisoryRecord {
  const info = ADVISORY_SOURCE_INFO[source];
  return {
    source,
    organisation: info.organisation,
    countryCode,
    sourceCountryName: document.sourceCountryName,
    ...findings,
    // Every area is resolved to places as it is read, so a record carries its geography.
    regions: findings.regions.map((region) => ({
      ...region,
      area: resolveArea(region.name, countryCode, region.group),
    })),
    retrievedAt,
    url: document.url,
    licence: info.licence,
  };
}

/** A source's numbers as a record with its source, page and dates; null without numbers or a date. */
export function emergencyRecord(
  source: AdvisorySource,
  countryCode: string,
  numbers: EmergencyNumberSet | null,
  page: { readonly url: string; readonly checkedAt: string | null; readonly retrievedAt: string },
): EmergencyNumbersRecord | null {
  if (!numbers || !page.checkedAt) return null;
  return { ...numbers, ...officialPage(source, countryCode, { ...page, checkedAt: page.checkedAt }) };
}

/** A government page about a country as a record names it: its source and organisation, URL, dates and licence. */
function officialPage(
  source: AdvisorySource,
  countryCode: string,
  page: { readonly url: string; readonly checkedAt: string; readonly retrievedAt: string },
): OfficialPageRecord {
  const info = ADVISORY_SOURCE_INFO[source];
  return {
    source,
    organisation: info.organisation,
    countryCode,
    url: page.url,
    checkedAt: page.checkedAt,
    retrievedAt: page.retrievedAt,
    licence: info.licence,
  };
}

/**
 * What the pages say for travellers whose safety depends on who they are: the LGBT+ legal findings of
 * every page of the country, the missions the source's own page lists, and its words on laws, getting
 * around, health and entry (guide/guide.ts). None without the page's
 * date: a fact without a date is not shown (DATA.md rule 2).
 */
export function travellerFactsRecords(
  source: AdvisorySource,
  countryCode: string,
  document: SourceDocument,
  page: {
    readonly retrievedAt: string;
    readonly checkedAt: string | null;
    readonly missions: MissionFindings | null;
    /** The page the missions are listed on, where it is not the country's main page. */
    readonly missionsUrl?: string;
  },
): TravellerFactsRecord[] {
  const { checkedAt, retrievedAt, missions } = page;
  if (!checkedAt) return [];
  const law: LgbtLaw | null = lgbtLawOf(Object.values(document.pages));
  const onPage = (url: string) => officialPage(source, countryCode, { url, checkedAt, retrievedAt });
  return [
    ...(law ? [{ ...onPage(document.url), kind: 'lgbt' as const, law }] : []),
    ...(missions ? [{ ...onPage(page.missionsUrl ?? document.url), kind: 'embassies' as const, ...missions }] : []),
    ...guideRecordsOf(source, document.pages, onPage, document.url),
  ];
}
