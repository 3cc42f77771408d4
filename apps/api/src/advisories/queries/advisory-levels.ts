/**
 * A country's advice as the screens read it, shared by the country page and a destination's strip:
 * each government's record with when we last checked it (its retrieval, or a later live check of the
 * whole source that found it unchanged) and whether that is stale (more than a week ago), and the
 * levels in short. Staleness is decided here, on the way out: the projection has no clock.
 */
import type { Pool } from 'pg';
import {
  ADVISORY_SOURCES,
  ADVISORY_STALE_AFTER_DAYS,
  type AdvisoryLevel,
  type AdvisoryRecord,
  type CountryAdvisory,
} from '@safetrails/contracts';
import { medianLevel } from '@safetrails/scoring';

const DAY_MS = 86_400_000;

export function isStale(lastCheckedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastCheckedAt) > ADVISORY_STALE_AFTER_DAYS * DAY_MS;
}

/** The later of a record's retrieval and its source's last live check. */
export function lastCheckedOf(
  record: { source: string; retrievedAt: string },
  checks: ReadonlyMap<string, string>,
): string {
  const checked = checks.get(record.source);
  return checked && checked > record.retrievedAt ? checked : record.retrievedAt;
}

/** The most cautious level and the median of the governments' levels; nulls (no country-wide level) left out. */
export function levelsInShort(levels: readonly (AdvisoryLevel | null)[]): {
  highestLevel: AdvisoryLevel | null;
  medianLevel: number | null;
} {
  const known = levels.filter((level): level is AdvisoryLevel => level !== null);
  return {
    highestLevel: known.length > 0 ? (Math.max(...known) as AdvisoryLevel) : null,
    medianLevel: medianLevel(known),
  };
}

/**
 * Two columns for a read of one row: `advisories`, a country's advice records (its code given by
 * `countryCode`, an SQL expression), and `checks`, each source's last live check in the format of
 * `Date.toISOString`. A screen that shows a country's advice reads it with its own row, in one
 * statement; `countryAdvisoriesOf` makes them what the screens show.
 */
export function countryAdvisoryColumns(countryCode: string): string {
  return `(SELECT coalesce(json_agg(a.record), '[]'::json) FROM rm_countries.advisories a
      WHERE a.country_code = ${countryCode}) AS advisories,
    (SELECT coalesce(json_object_agg(c.source,
        to_char(c.checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '{}'::json)
      FROM rm_countries.source_checks c) AS checks`;
}

/** What `countryAdvisoryColumns` read. */
export interface CountryAdvisoryColumns {
  readonly advisories: AdvisoryRecord[];
  readonly checks: Record<string, string>;
}

/** Each government's advice for a country, in the order of ADVISORY_SOURCES, with its staleness. */
export function countryAdvisoriesOf({ advisories, checks }: CountryAdvisoryColumns, now: Date): CountryAdvisory[] {
  const checked = new Map(Object.entries(checks));
  const order = (record: AdvisoryRecord) => (ADVISORY_SOURCES as readonly string[]).indexOf(record.source);
  return [...advisories]
    .sort((a, b) => order(a) - order(b))
    .map(({ countryCode: _code, sourceCountryName: _name, ...record }) => {
      const lastCheckedAt = lastCheckedOf(record, checked);
      return { ...record, lastCheckedAt, stale: isStale(lastCheckedAt, now) };
    });
}

/** Each government's advice for a country, in the order of ADVISORY_SOURCES. */
export async function readCountryAdvisories(pool: Pool, countryCode: string, now: Date): Promise<CountryAdvisory[]> {
  const { rows } = await pool.query<CountryAdvisoryColumns>(`SELECT ${countryAdvisoryColumns('$1')}`, [countryCode]);
  return countryAdvisoriesOf(rows[0]!, now);
}
