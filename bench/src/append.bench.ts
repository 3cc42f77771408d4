/**
 * (a) Event-store appends per second vs raw single-row INSERTs into a table of the same shape.
 *
 * Both sides: the same pool size, the same concurrency, the same number of operations, one new
 * event per operation, the same JSON payloads (one list of events serves both). The store side
 * pays for what the event store guarantees (the expected-revision check against es.streams, the
 * duplicate check, the per-stream advisory lock, the position lookup, the coalesced NOTIFY after
 * commit that wakes subscribers); the raw side is the floor: one INSERT. The sides take turns in
 * small chunks (AB BA, repeated), so that noise from the machine and drift over time (WAL growth,
 * checkpoints, autovacuum) fall on both alike.
 */
import pg from 'pg';
import { PostgresEventStore } from '@safetrails/event-store';
import { waitlistJoined } from '../../test/waitlist-events';
import {
  SecondCounter,
  WaitSampler,
  counterDelta,
  loopDelay,
  serverCounters,
  type ServerCounters,
  type SideName,
  type Spread,
  type Waits,
} from './append-watch';
import { round, runConcurrently } from './support';

export interface AppendMeasurement {
  readonly concurrency: number;
  /** Per side. */
  readonly operations: number;
  readonly storeOpsPerSecond: number;
  readonly rawOpsPerSecond: number;
  readonly ratio: number;
  /** Each side's rate over the fifths of a second of its turns: a collapse inside a run shows here. */
  readonly spread: Readonly<Record<SideName, Spread>>;
  /** What each side's sessions waited on in PostgreSQL, by share of samples. */
  readonly waits: Waits;
  /** How the tables were read, the WAL written and the checkpoints, over the run. */
  readonly server: ServerCounters;
  readonly eventLoop: { readonly p99Ms: number; readonly maxMs: number };
}

export interface AppendBenchResult {
  readonly poolSize: number;
  readonly measurements: readonly AppendMeasurement[];
}

const POOL_SIZE = 8;
const WARM_UP_OPERATIONS = 1_000;
/** Operations per side: fewer at concurrency 1, where each one waits for its own commit flush. */
const RUNS = [
  { concurrency: 8, operations: 20_000 },
  { concurrency: 1, operations: 5_000 },
] as const;
/** Each round runs both sides twice (AB BA), each time on the next slice of the operations. */
const ROUNDS = 4;

/** es.events, column for column: types, defaults, identity, primary key, unique constraints, indexes. */
const RAW_DDL = `
  CREATE SCHEMA bench;
  CREATE TABLE bench.raw_events (LIKE es.events INCLUDING ALL);`;

const RAW_INSERT = `INSERT INTO bench.raw_events (event_id, stream_id, revision, type, schema_version, data, metadata)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`;

type Signup = ReturnType<typeof waitlistJoined>;
type Side = (signup: Signup) => Promise<unknown>;

export async function appendBench(databaseUrl: string, log: (line: string) => void): Promise<AppendBenchResult> {
  const store = new PostgresEventStore({
    connectionString: databaseUrl,
    poolSize: POOL_SIZE,
    applicationName: 'bench-store',
  });
  const raw = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, application_name: 'bench-raw' });
  const watcher = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'bench-watch' });
  try {
    await raw.query(RAW_DDL);
    let nextIndex = 0;
    const signups = (count: number): Signup[] => Array.from({ length: count }, () => waitlistJoined(nextIndex++));
    const storeAppend: Side = ({ stream, event }) => store.append(stream, [event], 'no_stream');
    // The client serialises the JSON itself, as the store does inside append().
    const rawInsert: Side = ({ stream, event }) =>
      raw.query(RAW_INSERT, [
        event.id,
        stream,
        0,
        event.type,
        event.schemaVersion,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      ]);

    // Warm-up: connections opened, plans cached, both tables' first pages allocated.
    const warmUp = signups(WARM_UP_OPERATIONS);
    await runConcurrently(warmUp, POOL_SIZE, storeAppend);
    await runConcurrently(warmUp, POOL_SIZE, rawInsert);

    const measurements: AppendMeasurement[] = [];
    for (const { concurrency, operations } of RUNS) {
      const events = signups(operations);
      const chunk = operations / (2 * ROUNDS);
      let rawSeconds = 0;
      let storeSeconds = 0;
      await raw.query('CHECKPOINT');
      const seconds = new SecondCounter();
      const sides = { store: seconds.counted('store', storeAppend), raw: seconds.counted('raw', rawInsert) };
      const turn = (side: SideName, slice: Signup[]) => {
        seconds.beginTurn(side);
        return runConcurrently(slice, concurrency, sides[side]);
      };
      const sampler = new WaitSampler(watcher, { store: 'bench-store', raw: 'bench-raw' });
      const before = await serverCounters(watcher);
      const delay = loopDelay();
      sampler.start();
      for (let pass = 0; pass < ROUNDS; pass++) {
        const [first, second] = [2 * pass, 2 * pass + 1].map((slice) =>
          events.slice(slice * chunk, (slice + 1) * chunk),
        ) as [Signup[], Signup[]];
        rawSeconds += await turn('raw', first);
        storeSeconds += await turn('store', first);
        storeSeconds += await turn('store', second);
        rawSeconds += await turn('raw', second);
      }
      const waits = sampler.stop();
      const eventLoop = delay.stop();
      const server = counterDelta(before, await serverCounters(watcher));
      const measurement: AppendMeasurement = {
        concurrency,
        operations,
        storeOpsPerSecond: round(operations / storeSeconds),
        rawOpsPerSecond: round(operations / rawSeconds),
        ratio: round(rawSeconds / storeSeconds, 3),
        spread: { store: seconds.spread('store'), raw: seconds.spread('raw') },
        waits,
        server,
        eventLoop,
      };
      measurements.push(measurement);
      log(
        `  concurrency ${concurrency}: store ${measurement.storeOpsPerSecond} appends/s, ` +
          `raw ${measurement.rawOpsPerSecond} inserts/s, ratio ${measurement.ratio}`,
      );
      log(`    ${describeRun(measurement)}`);
    }
    return { poolSize: POOL_SIZE, measurements };
  } finally {
    await store.close();
    // The projector benchmark starts from an empty log, and the raw table is no longer needed.
    await raw.query('DROP SCHEMA IF EXISTS bench CASCADE; TRUNCATE es.events, es.streams').catch(() => undefined);
    await raw.end();
    await watcher.end();
  }
}

/** One run's spread, waits, table reads, WAL and loop delay, on a line or two of the log. */
export function describeRun(measurement: AppendMeasurement): string {
  const spread = (side: SideName) => {
    const { min, median, max, windows } = measurement.spread[side];
    return `${side} per second min ${min}, median ${median}, max ${max} (${windows} windows of 0.2 s)`;
  };
  const waits = (side: SideName) =>
    `${side} waits ${measurement.waits[side].map(({ wait, share }) => `${wait} ${share}`).join(', ')}`;
  const scans = Object.entries(measurement.server.tables)
    .filter(([, table]) => table.seqScans > 0)
    .map(([name, table]) => `${name} ${table.seqScans} seq scans reading ${table.seqRows} rows`)
    .join(', ');
  return [
    `${spread('store')}; ${spread('raw')}`,
    `${waits('store')}; ${waits('raw')}`,
    `sequential scans: ${scans || 'none'}; WAL ${round(measurement.server.walBytes / 1_048_576, 1)} MB, ` +
      `${measurement.server.walBuffersFull} times the WAL buffers were full, ${measurement.server.checkpoints} checkpoints; ` +
      `event loop delay p99 ${measurement.eventLoop.p99Ms} ms, max ${measurement.eventLoop.maxMs} ms`,
  ].join('\n    ');
}
