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
