/**
 * On start: the shipped snapshot through the import command, skipping the records the read model
 * already has, as they are, at the same or a later retrieval (a later start, or live data that
 * replaced it). A snapshot record read anew from the same retrieval (a new version of the
 * adapters, say, that resolves its areas) is imported. The commands are idempotent anyway; the skip
 * only keeps a restart quick.
 */
import type { Pool } from 'pg';
import { ADVISORY_SOURCES } from '@safetrails/contracts';
import { contentHashOf } from '../domain/content-hash';
import { loadSnapshot } from '../snapshot/snapshot';
import { AdvisoryImporter, emptySummary, type ImportProgress, type SourceSummary } from './advisory-importer';

export async function importSnapshotOnce(
  importer: AdvisoryImporter,
  pool: Pool,
  onProgress?: (progress: ImportProgress) => void,
): Promise<SourceSummary[]> {
  const snapshot = loadSnapshot();
  const known = async (table: 'advisories' | 'emergency_numbers' | 'traveller_facts', column: string, key = '') => {
    try {
      const { rows } = await pool.query<{ key: string; at: Date; record: object }>(
        `SELECT country_code || '-' || source${key} AS key, ${column} AS at, record FROM rm_countries.${table}`,
      );
      return new Map(rows.map((row) => [row.key, { at: row.at.getTime(), hash: contentHashOf(row.record) }]));
    } catch (error) {
      // The projector creates its tables as it starts; before that, nothing is imported yet.
      if ((error as { code?: string }).code === '42P01') return new Map<string, { at: number; hash: string }>();
      throw error;
    }
  };
  const advisories = await known('advisories', 'retrieved_at');
  const numbers = await known('emergency_numbers', "(record->>'retrievedAt')::timestamptz");
  const facts = await known('traveller_facts', "(record->>'retrievedAt')::timestamptz", " || '-' || kind");
  const isNew = (
    map: Map<string, { at: number; hash: string }>,
    record: { countryCode: string; source: string; retrievedAt: string; kind?: string },
  ) => {
    const have = map.get(`${record.countryCode}-${record.source}${record.kind ? `-${record.kind}` : ''}`);
    const at = Date.parse(record.retrievedAt);
    return !have || have.at < at || (have.at === at && have.hash !== contentHashOf(record));
  };
  const summaries: SourceSummary[] = [];
  for (const source of ADVISORY_SOURCES) {
    const records = {
      source,
      advisories: snapshot.advisories.filter((record) => record.source === source && isNew(advisories, record)),
      emergency: snapshot.emergency.filter((record) => record.source === source && isNew(numbers, record)),
      travellerFacts: snapshot.travellerFacts.filter((record) => record.source === source && isNew(facts, record)),
    };
    const all = (list: readonly { source: string }[]) => list.filter((record) => record.source === source).length;
    const toImport = records.advisories.length + records.emergency.length + records.travellerFacts.length;
    const skipped = all(snapshot.advisories) + all(snapshot.emergency) + all(snapshot.travellerFacts) - toImport;
    if (toImport === 0) {
      summaries.push({ ...emptySummary(source), unchanged: skipped });
      continue;
    }
    const { summary } = await importer.importRecords(records, onProgress);
    summaries.push({ ...summary, unchanged: summary.unchanged + skipped });
  }
  return summaries;
}
