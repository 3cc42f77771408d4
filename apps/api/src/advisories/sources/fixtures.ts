/** Loads an adapter's recorded payloads (DATA.md rule 5): each names the URL and date it represents. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdvisorySource } from '@safetrails/contracts';
import type { SourceDocument } from './source-document';

export interface RecordedDocument {
  readonly recorded: { readonly url: string; readonly recordedAt: string; readonly via: string };
  readonly document: SourceDocument;
}

export function recordedDocument(source: AdvisorySource, slug: string): RecordedDocument {
  return JSON.parse(readFileSync(path.join(__dirname, source, 'fixtures', `${slug}.json`), 'utf8')) as RecordedDocument;
}

/** Every country name the source's index lists, as recorded. */
export function recordedCountryNames(source: AdvisorySource): string[] {
  const file = path.join(__dirname, source, 'fixtures', 'countries.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { countries: string[] }).countries;
}

/** The page each government lists its missions on, per country, as the shipped snapshot read them. */
export interface EmbassyPage {
  readonly source: AdvisorySource;
  readonly countryCode: string;
  readonly url: string;
  /** The page as the history records it (Markdown). */
  readonly page: string;
}

export interface EmbassyPages {
  readonly compiledFrom: { readonly repository: string; readonly commit: string; readonly committedAt: string };
  readonly pages: readonly EmbassyPage[];
}

/** Written with the snapshot by compile-snapshot, so the class tests read the very pages it was compiled from. */
export const EMBASSY_PAGES_PATH = path.resolve(
  __dirname,
  ...['..', '..', '..', 'src', 'advisories', 'sources', 'fixtures', 'embassy-pages.json'],
);

export function recordedEmbassyPages(): EmbassyPages {
  return JSON.parse(readFileSync(EMBASSY_PAGES_PATH, 'utf8')) as EmbassyPages;
}
