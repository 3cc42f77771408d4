/**
 * What (a) watches while it runs (issue 69): each side's throughput a fifth of a second at a time, what its
 * sessions wait on in PostgreSQL (pg_stat_activity, sampled), how the tables were read (sequential
 * scans and the rows they read), the WAL and checkpoints, and the event loop's delay. A run that
 * collapses then says where the time went, not only that it went.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { round } from './support';

export type SideName = 'store' | 'raw';

/** A side's rate in operations per second over each fifth of a second it ran: lowest, median, highest. */
export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
  /** Windows counted (each WINDOW_MS long). */
  readonly windows: number;
}

/** A turn lasts half a second or more: its rate is read in windows a fifth of that. */
const WINDOW_MS = 200;

/** Counts each side's completions in the windows of 200 ms from the start of each of its turns. */
export class SecondCounter {
  private readonly turns: Record<SideName, { start: number; done: number[] }[]> = { store: [], raw: [] };

  /** Wraps one side's operation so each completion is counted in the side's current turn. */
  counted<T>(side: SideName, operation: (item: T) => Promise<unknown>): (item: T) => Promise<unknown> {
    return async (item) => {
      const result = await operation(item);
      this.turns[side].at(-1)?.done.push(performance.now());
      return result;
    };
  }

  beginTurn(side: SideName): void {
    this.turns[side].push({ start: performance.now(), done: [] });
  }

  spread(side: SideName): Spread {
    const windows: number[] = [];
    for (const turn of this.turns[side]) {
      const last = turn.done.at(-1) ?? turn.start;
      const whole = Math.floor((last - turn.start) / WINDOW_MS);
      const counts = new Array<number>(whole).fill(0);
      for (const at of turn.done) {
        const index = Math.floor((at - turn.start) / WINDOW_MS);
        if (index < whole) counts[index]!++;
      }
      windows.push(...counts.map((count) => (count * 1000) / WINDOW_MS));
    }
    if (windows.length === 0) return { min: 0, median: 0, max: 0, windows: 0 };
    const sorted = [...windows].sort((a, b) => a - b);
    return {
      min: sorted[0]!,
      median: sorted[Math.floor(sorted.length / 2)]!,
      max: sorted.at(-1)!,
      windows: sorted.length,
    };
  }
}

/** The share of samples each wait took, per side: "Lock:advisory 0.61", "CPU 0.2" (active, no wait). */
export type Waits = Readonly<Record<SideName, readonly { readonly wait: string; readonly share: number }[]>>;

/** Samples what the benchmark's sessions wait on, every 20 ms, from a connection of its own. */
export class WaitSampler {
  private readonly counts: Record<SideName, Map<string, number>> = { store: new Map(), raw: new Map() };
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly applications: Readonly<Record<SideName, string>>,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sample(), 20);
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await this.pool.query<{ application_name: string; wait: string }>(
        `SELECT application_name,
                CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'CPU')
                     ELSE 'idle (the client)' END AS wait
           FROM pg_stat_activity WHERE application_name = ANY($1)`,
        [Object.values(this.applications)],
      );
      for (const row of rows) {
        const side = (Object.keys(this.applications) as SideName[]).find(
          (name) => this.applications[name] === row.application_name,
        );
        if (side) this.counts[side].set(row.wait, (this.counts[side].get(row.wait) ?? 0) + 1);
      }
    } catch {
      // A sample lost says nothing; the next one is 20 ms away.
    } finally {
      this.busy = false;
    }
  }

  stop(): Waits {
    if (this.timer) clearInterval(this.timer);
    const shares = (counts: Map<string, number>) => {
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0) || 1;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([wait, count]) => ({ wait, share: round(count / total, 2) }));
    };
    return { store: shares(this.counts.store), raw: shares(this.counts.raw) };
  }
}

/** How the tables were read, and what the WAL and the checkpointer did, between two readings. */
export interface ServerCounters {
  /** Per table: sequential scans, the rows they read, index scans. */
  readonly tables: Readonly<Record<string, { seqScans: number; seqRows: number; indexScans: number }>>;
  readonly walBytes: number;
  readonly walBuffersFull: number;
  readonly checkpoints: number;
}

export async function serverCounters(pool: pg.Pool): Promise<ServerCounters> {
  // The statistics a session reads are those of its transaction's snapshot: a fresh one each time.
  await pool.query('SELECT pg_stat_clear_snapshot()');
  const { rows: tables } = await pool.query<{
    name: string;
    seq_scan: string;
    seq_tup_read: string;
    idx_scan: string | null;
  }>(
    `SELECT schemaname || '.' || relname AS name, seq_scan, seq_tup_read, idx_scan
       FROM pg_stat_user_tables WHERE schemaname IN ('es', 'bench')`,
  );
  const { rows: wal } = await pool.query<{ wal_bytes: string; wal_buffers_full: string }>(
    'SELECT wal_bytes, wal_buffers_full FROM pg_stat_wal',
  );
  const { rows: checkpoints } = await pool.query<{ total: string }>(
    'SELECT num_timed + num_requested AS total FROM pg_stat_checkpointer',
  );
  return {
    tables: Object.fromEntries(
      tables.map((row) => [
        row.name,
        { seqScans: Number(row.seq_scan), seqRows: Number(row.seq_tup_read), indexScans: Number(row.idx_scan ?? 0) },
      ]),
    ),
    walBytes: Number(wal[0]?.wal_bytes ?? 0),
    walBuffersFull: Number(wal[0]?.wal_buffers_full ?? 0),
    checkpoints: Number(checkpoints[0]?.total ?? 0),
  };
}

export function counterDelta(before: ServerCounters, after: ServerCounters): ServerCounters {
  const tables: Record<string, { seqScans: number; seqRows: number; indexScans: number }> = {};
  for (const [name, now] of Object.entries(after.tables)) {
    const then = before.tables[name] ?? { seqScans: 0, seqRows: 0, indexScans: 0 };
    tables[name] = {
      seqScans: now.seqScans - then.seqScans,
      seqRows: now.seqRows - then.seqRows,
      indexScans: now.indexScans - then.indexScans,
    };
  }
  return {
    tables,
    walBytes: after.walBytes - before.walBytes,
    walBuffersFull: after.walBuffersFull - before.walBuffersFull,
    checkpoints: after.checkpoints - before.checkpoints,
  };
}

/** The event loop's delay over a stretch of the run: p99 and max, in milliseconds. */
export function loopDelay(): { stop(): { p99Ms: number; maxMs: number } } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      return { p99Ms: round(histogram.percentile(99) / 1e6, 1), maxMs: round(histogram.max / 1e6, 1) };
    },
  };
}
