/**
 * Product analytics, counted per UTC day: page views per route, actions per route, scroll depth
 * reached per route and funnel steps. The counts are kept for good; the raw events only for the
 * last `ANALYTICS_RETENTION_DAYS` days before the newest day in the log (so a rebuild keeps exactly
 * what the live model kept: the horizon comes from the events, never the clock). docs/ANALYTICS.md.
 */
import type { PoolClient } from 'pg';
import {
  ANALYTICS_RETENTION_DAYS,
  addDays,
  type AnalyticsBatchRecordedData,
  type AnalyticsRecord,
  type RecordedEvent,
} from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

/** Counts keyed by their columns, joined with a separator no route, action or day contains. */
class Tally {
  private readonly counts = new Map<string, number>();
  add(...key: (string | number)[]): void {
    const joined = key.join('\u0001');
    this.counts.set(joined, (this.counts.get(joined) ?? 0) + 1);
  }
  columns(width: number): { columns: string[][]; counts: number[] } {
    const columns: string[][] = Array.from({ length: width }, () => []);
    const counts: number[] = [];
    for (const [key, count] of this.counts) {
      key.split('\u0001').forEach((part, index) => columns[index]!.push(part));
      counts.push(count);
    }
    return { columns, counts };
  }
  get size(): number {
    return this.counts.size;
  }
}

const AGGREGATES = {
  page_views: { key: ['day', 'route'], types: ['date', 'text'] },
  actions: { key: ['day', 'route', 'action'], types: ['date', 'text', 'text'] },
  scroll_depths: { key: ['day', 'route', 'depth'], types: ['date', 'text', 'smallint'] },
  funnel_steps: { key: ['day', 'funnel', 'step'], types: ['date', 'text', 'smallint'] },
} as const;
type Aggregate = keyof typeof AGGREGATES;

function tally(records: readonly AnalyticsRecord[], tallies: Record<Aggregate, Tally>): void {
  for (const record of records) {
    switch (record.type) {
      case 'page_view':
        tallies.page_views.add(record.day, record.route);
        break;
      case 'action':
        tallies.actions.add(record.day, record.route, record.action);
        break;
      case 'scroll':
        tallies.scroll_depths.add(record.day, record.route, record.depth);
        break;
      case 'funnel_step':
        tallies.funnel_steps.add(record.day, record.funnel, record.step);
        break;
    }
  }
}

async function addCounts(tx: PoolClient, schema: string, table: Aggregate, counts: Tally): Promise<void> {
  if (counts.size === 0) return;
  const { key, types } = AGGREGATES[table];
  const { columns, counts: values } = counts.columns(key.length);
  const unnest = [...types.map((type, index) => `$${index + 1}::${type}[]`), `$${key.length + 1}::int[]`];
  await tx.query(
    `INSERT INTO ${schema}.${table} (${key.join(', ')}, count)
     SELECT * FROM unnest(${unnest.join(', ')})
     ON CONFLICT (${key.join(', ')}) DO UPDATE SET count = ${schema}.${table}.count + EXCLUDED.count`,
    [...columns, values],
  );
}

export const analyticsProjection: Projection = {
  name: 'analytics',
  version: 1,
  eventTypes: ['AnalyticsBatchRecorded'],

  createTables: (schema) => `
    CREATE TABLE ${schema}.page_views (
      day date NOT NULL, route text NOT NULL, count int NOT NULL,
      PRIMARY KEY (day, route)
    );
    CREATE TABLE ${schema}.actions (
      day date NOT NULL, route text NOT NULL, action text NOT NULL, count int NOT NULL,
      PRIMARY KEY (day, route, action)
    );
    CREATE TABLE ${schema}.scroll_depths (
      day date NOT NULL, route text NOT NULL, depth smallint NOT NULL, count int NOT NULL,
      PRIMARY KEY (day, route, depth)
    );
    CREATE TABLE ${schema}.funnel_steps (
      day date NOT NULL, funnel text NOT NULL, step smallint NOT NULL, count int NOT NULL,
      PRIMARY KEY (day, funnel, step)
    );
    -- The last ${ANALYTICS_RETENTION_DAYS} days of events as sent, for questions the counts do not answer
    -- (which actions one batch holds together); older ones live on only in the counts.
    CREATE TABLE ${schema}.recent_events (
      batch text NOT NULL, seq smallint NOT NULL, day date NOT NULL, record jsonb NOT NULL,
      PRIMARY KEY (batch, seq)
    );
    CREATE INDEX ON ${schema}.recent_events (day);
    -- The newest day any event has named: raw events older than the retention before it are dropped.
    CREATE TABLE ${schema}.horizon (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), newest_day date NOT NULL);`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    const tallies: Record<Aggregate, Tally> = {
      page_views: new Tally(),
      actions: new Tally(),
      scroll_depths: new Tally(),
      funnel_steps: new Tally(),
    };
    const raw = { batch: [] as string[], seq: [] as number[], day: [] as string[], record: [] as string[] };
    let newestDay: string | null = null;
    for (const event of events) {
      if (event.type !== 'AnalyticsBatchRecorded') continue;
      const { events: records } = event.data as AnalyticsBatchRecordedData;
      tally(records, tallies);
      records.forEach((record, seq) => {
        raw.batch.push(event.stream);
        raw.seq.push(seq);
        raw.day.push(record.day);
        raw.record.push(JSON.stringify(record));
        if (newestDay === null || record.day > newestDay) newestDay = record.day;
      });
    }
    if (newestDay === null) return;
    for (const table of Object.keys(AGGREGATES) as Aggregate[]) await addCounts(tx, schema, table, tallies[table]);
    await tx.query(
      `INSERT INTO ${schema}.recent_events (batch, seq, day, record)
       SELECT * FROM unnest($1::text[], $2::smallint[], $3::date[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
      [raw.batch, raw.seq, raw.day, raw.record],
    );
    const { rows } = await tx.query<{ newest: string }>(
      `INSERT INTO ${schema}.horizon (newest_day) VALUES ($1)
       ON CONFLICT (only_row) DO UPDATE SET newest_day = greatest(${schema}.horizon.newest_day, EXCLUDED.newest_day)
       RETURNING to_char(newest_day, 'YYYY-MM-DD') AS newest`,
      [newestDay],
    );
    await tx.query(`DELETE FROM ${schema}.recent_events WHERE day < $1`, [
      addDays(rows[0]!.newest, -ANALYTICS_RETENTION_DAYS),
    ]);
  },
};
