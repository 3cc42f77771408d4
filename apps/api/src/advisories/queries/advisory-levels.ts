/**
 * When we last checked a government's record (its retrieval, or a later live check of the whole
 * source that found it unchanged) and whether that is stale: more than a week ago.
 */
import type { Pool } from 'pg';
import { ADVISORY_STALE_AFTER_DAYS } from '@safetrails/contracts';

export { medianLevel } from '@safetrails/scoring';

const DAY_MS = 86_400_000;

export function isStale(lastCheckedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastCheckedAt) > ADVISORY_STALE_AFTER_DAYS * DAY_MS;
}

/** Each source's last successful live check. */
export async function sourceChecks(pool: Pool): Promise<ReadonlyMap<string, string>> {
  const { rows } = await pool.query<{ source: string; checked_at: Date }>(
    'SELECT source, checked_at FROM rm_countries.source_checks',
  );
  return new Map(rows.map((row) => [row.source, row.checked_at.toISOString()]));
}

/** The later of a record's retrieval and its source's last live check. */
export function lastCheckedOf(
  record: { source: string; retrievedAt: string },
  checks: ReadonlyMap<string, string>,
): string {
  const checked = checks.get(record.source);
  return checked && checked > record.retrievedAt ? checked : record.retrievedAt;
}
