/**
 * The shipped snapshot (DATA.md rule 6): every government's advice and emergency numbers as parsed
 * records, compiled from the public git-scraped history of the governments' pages. Each record keeps
 * the government's page as its URL and that page's own date; `retrievedAt` is when the history last
 * fetched the source, not today. A fresh start loads it through the import command.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  AdvisoryRecord,
  AdvisorySource,
  EmergencyNumbersRecord,
  TravellerFactsRecord,
} from '@safetrails/contracts';

export interface AdvisorySnapshot {
  /** Where the pages were recorded: repository, commit and its date. */
  readonly compiledFrom: { readonly repository: string; readonly commit: string; readonly committedAt: string };
  readonly compiledAt: string;
  readonly sources: Readonly<Record<AdvisorySource, { readonly retrievedAt: string; readonly countries: number }>>;
  readonly advisories: readonly AdvisoryRecord[];
  readonly emergency: readonly EmergencyNumbersRecord[];
  /** The LGBT+ legal findings and embassies per country and government (docs/TRAVELLERS.md). */
  readonly travellerFacts: readonly TravellerFactsRecord[];
}

export const SNAPSHOT_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'advisories.snapshot.json');

export function loadSnapshot(file = SNAPSHOT_PATH): AdvisorySnapshot {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as AdvisorySnapshot;
  return { ...snapshot, travellerFacts: snapshot.travellerFacts ?? [] };
}
