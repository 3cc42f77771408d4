/**
 * (b) Projector catch-up over 100,000 WaitlistJoined events vs a raw batched INSERT of the same rows.
 *
 * Projector side: rebuildProjection, the projector's own catch-up from position 0 (pages of the log
 * read through the event store, rm_waitlist rows and the checkpoint written per batch, one
 * transaction per batch), with the pool sizes the projector process uses. Raw side: the rows the
 * projection produced, already in memory as column arrays, inserted with the projection's own
 * INSERT ... SELECT FROM unnest(...) statement shape, in the same batch size, into tables from the
 * projection's own DDL. Seeding the log is timed and reported but is not part of the ratio.
 * The breakdown replays the projector's two halves alone (reading the log, applying batches) to
 * show where its time goes; the live ProjectionRunner path is timed too.
 */
import pg from 'pg';
import { START, type RecordedEvent } from '@safetrails/contracts';
import { PiiVault, PostgresEventStore } from '@safetrails/event-store';
import { rebuildProjection } from '@safetrails/projector/dist/runtime/rebuild';
import { ProjectionRunner } from '@safetrails/projector/dist/runtime/projection-runner';
import { writeCheckpoint } from '@safetrails/projector/dist/runtime/checkpoints';
import { withTransaction } from '@safetrails/projector/dist/runtime/transaction';
import { waitlistProjection } from '@safetrails/projector/dist/projections/waitlist/waitlist.projection';
import { appendWaitlistSignups } from '../../test/waitlist-events';
import { progress, round, seconds } from './support';

export interface ProjectorBenchResult {
  readonly events: number;
  readonly batchSize: number;
  readonly seed: { readonly writers: number; readonly seconds: number; readonly eventsPerSecond: number };
  /** Each side runs twice (ABBA); seconds are the sum of both runs. */
  readonly rebuild: { readonly runs: 2; readonly seconds: number; readonly eventsPerSecond: number };
  readonly raw: { readonly runs: 2; readonly seconds: number; readonly rowsPerSecond: number };
  readonly ratio: number;
  /** The projector's two halves timed alone over the same log, same batches. */
  readonly breakdown: {
    readonly readSeconds: number;
    readonly firstBatchMs: number;
    readonly lastBatchMs: number;
    readonly applySeconds: number;
  };
  readonly live: { readonly batchSize: number; readonly seconds: number; readonly eventsPerSecond: number };
}

const EVENTS = 100_000;
const SEED_WRITERS = 16;
const SEED_CHUNK = 2_000;
/** rebuildProjection's default batch; the raw side uses the same. */
const BATCH_SIZE = 2_000;
/** The projector process's own pool sizes (apps/projector/src/main.ts). */
const PROJECTOR_POOL_SIZE = 4;
/** The live runner's default batch (PROJECTOR_BATCH_SIZE). */
const LIVE_BATCH_SIZE = 1_000;
/** The waitlist projection over the bench's pool (its vault opens nothing: the seeded sign-ups are plain). */
const waitlistOf = (pool: pg.Pool) => waitlistProjection(new PiiVault(pool));

/** The projection's statement, minus what only a projection needs (conflict handling, the running count). */
const rawInsert = (schema: string) => `INSERT INTO ${schema}.entries
  (stream_id, email, name, first_name, is_frequent_traveler, company, role, joined_at, event_position)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[],
                       $8::timestamptz[], $9::bigint[])`;

interface EntryRow {
  stream_id: string;
  email: string;
  name: string;
  first_name: string;
  is_frequent_traveler: boolean;
  company: string | null;
  role: string | null;
  joined_at: Date;
  event_position: string;
}

export async function projectorBench(databaseUrl: string, log: (line: string) => void): Promise<ProjectorBenchResult> {
  const seed = await seedLog(databaseUrl);
  log(
    `  seeded ${EVENTS} events with ${SEED_WRITERS} writers in ${seed.seconds} s (${seed.eventsPerSecond} appends/s)`,
  );

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: PROJECTOR_POOL_SIZE,
    application_name: 'bench-projector',
  });
  const store = new PostgresEventStore({
    connectionString: databaseUrl,
    poolSize: PROJECTOR_POOL_SIZE,
    applicationName: 'bench-projector',
  });
  try {
    // A settled log, as a catch-up meets it: statistics current, hint bits set, no dirty backlog.
    await pool.query('VACUUM (ANALYZE) es.events');
    await pool.query('CHECKPOINT');

    // Rebuild, raw, raw, rebuild (ABBA): noise from the machine and drift fall on both sides alike.
    const rebuildSeconds1 = await timeRebuild(pool, store, 'rebuild (1 of 2)');
    const batches = await rawBatches(pool);
    const rawSeconds = (await timeRawInsert(pool, batches)) + (await timeRawInsert(pool, batches));
    const rebuildSeconds = rebuildSeconds1 + (await timeRebuild(pool, store, 'rebuild (2 of 2)'));
    log(`  rebuildProjection: ${EVENTS} events, twice, in ${round(rebuildSeconds, 2)} s`);
    log(`  raw batched INSERT: ${EVENTS} rows, twice, in ${round(rawSeconds, 2)} s`);

    const breakdown = await measureBreakdown(pool, store);
    log(
      `  breakdown: reading the log ${breakdown.readSeconds} s (first batch ${breakdown.firstBatchMs} ms, ` +
        `last batch ${breakdown.lastBatchMs} ms), applying batches ${breakdown.applySeconds} s`,
    );
    const live = await measureLiveRunner(databaseUrl, pool, store);
    log(`  live ProjectionRunner from position 0: ${live.seconds} s (${live.eventsPerSecond} events/s)`);

    const rebuildRate = (2 * EVENTS) / rebuildSeconds;
    const rawRate = (2 * EVENTS) / rawSeconds;
    return {
      events: EVENTS,
      batchSize: BATCH_SIZE,
      seed,
      rebuild: { runs: 2, seconds: round(rebuildSeconds, 3), eventsPerSecond: round(rebuildRate) },
      raw: { runs: 2, seconds: round(rawSeconds, 3), rowsPerSecond: round(rawRate) },
      ratio: round(rebuildRate / rawRate, 3),
      breakdown,
      live,
    };
  } finally {
    await store.close();
    await pool.end();
  }
}

async function timeRebuild(pool: pg.Pool, store: PostgresEventStore, label: string): Promise<number> {
  await pool.query('CHECKPOINT');
  const bar = progress(label, EVENTS);
  const start = process.hrtime.bigint();
  const rebuilt = await rebuildProjection({
    pool,
    store,
    projection: waitlistOf(pool),
    batchSize: BATCH_SIZE,
    onProgress: ({ done }) => bar.update(done),
  });
  const elapsed = seconds(start);
  bar.stop();
  if (rebuilt.events !== EVENTS) throw new Error(`the rebuild applied ${rebuilt.events} events, expected ${EVENTS}`);
  return elapsed;
}

/** The raw side's input: exactly the values the projection wrote, in event order, as column arrays per batch. */
async function rawBatches(pool: pg.Pool): Promise<unknown[][]> {
  const rows = await pool.query<EntryRow>(
    `SELECT stream_id, email, name, first_name, is_frequent_traveler, company, role, joined_at,
       event_position::text AS event_position
     FROM rm_waitlist.entries ORDER BY rm_waitlist.entries.event_position`,
  );
  if (rows.rows.length !== EVENTS)
    throw new Error(`rm_waitlist.entries has ${rows.rows.length} rows, expected ${EVENTS}`);
  const batches: unknown[][] = [];
  for (let offset = 0; offset < rows.rows.length; offset += BATCH_SIZE) {
    const batch = rows.rows.slice(offset, offset + BATCH_SIZE);
    batches.push([
      batch.map((row) => row.stream_id),
      batch.map((row) => row.email),
      batch.map((row) => row.name),
      batch.map((row) => row.first_name),
      batch.map((row) => row.is_frequent_traveler),
      batch.map((row) => row.company),
      batch.map((row) => row.role),
      // As the projection passes it: the event's occurredAt, an ISO string.
      batch.map((row) => row.joined_at.toISOString()),
      batch.map((row) => row.event_position),
    ]);
  }
  return batches;
}

/** Into fresh tables made by the projection's own DDL, one statement (and transaction) per batch. */
async function timeRawInsert(pool: pg.Pool, batches: readonly unknown[][]): Promise<number> {
  const schema = 'bench_raw';
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};
    ${waitlistOf(pool).createTables(schema)}`);
  await pool.query('CHECKPOINT');
  const start = process.hrtime.bigint();
  for (const params of batches) await pool.query(rawInsert(schema), params);
  const elapsed = seconds(start);
  await pool.query(`DROP SCHEMA ${schema} CASCADE`);
  return elapsed;
}

async function seedLog(databaseUrl: string): Promise<ProjectorBenchResult['seed']> {
  const store = new PostgresEventStore({
    connectionString: databaseUrl,
    poolSize: SEED_WRITERS,
    applicationName: 'bench-seed',
  });
  const bar = progress('seeding the log', EVENTS);
  const start = process.hrtime.bigint();
  try {
    // Chunks only to report progress; each chunk keeps all writers busy.
    for (let from = 0; from < EVENTS; from += SEED_CHUNK) {
      await appendWaitlistSignups(store, Math.min(SEED_CHUNK, EVENTS - from), from, SEED_WRITERS);
      bar.update(from + SEED_CHUNK);
    }
  } finally {
    bar.stop();
    await store.close();
  }
  const elapsed = seconds(start);
  return { writers: SEED_WRITERS, seconds: round(elapsed, 1), eventsPerSecond: round(EVENTS / elapsed) };
}

/**
 * The rebuild's loop taken apart: first only its reads (the same readAll calls, batch by batch),
 * then only its writes (the same apply and checkpoint per transaction, from events already read).
 */
async function measureBreakdown(pool: pg.Pool, store: PostgresEventStore): Promise<ProjectorBenchResult['breakdown']> {
  const batches: RecordedEvent[][] = [];
  const batchMs: number[] = [];
  let position = START;
  let start = process.hrtime.bigint();
  for (;;) {
    const batchStart = process.hrtime.bigint();
    const batch: RecordedEvent[] = [];
    for await (const event of store.readAll(position, {
      maxCount: BATCH_SIZE,
      filter: { eventTypes: waitlistOf(pool).eventTypes },
    })) {
      batch.push(event);
    }
    batchMs.push(seconds(batchStart) * 1000);
    if (batch.length === 0) break;
    batches.push(batch);
    position = batch[batch.length - 1]!.position;
  }
  const readSeconds = seconds(start);

  const schema = 'bench_apply';
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};
    ${waitlistOf(pool).createTables(schema)}`);
  start = process.hrtime.bigint();
  for (const batch of batches) {
    await withTransaction(pool, async (tx) => {
      await waitlistOf(pool).apply(tx, schema, batch);
      const last = batch[batch.length - 1]!.position;
      await writeCheckpoint(tx, 'bench-apply', waitlistOf(pool).version, last, schema, waitlistOf(pool).eventTypes);
    });
  }
  const applySeconds = seconds(start);
  await pool.query(`DROP SCHEMA ${schema} CASCADE; DELETE FROM projector.checkpoints WHERE projection = 'bench-apply'`);
  return {
    readSeconds: round(readSeconds, 3),
    firstBatchMs: round(batchMs[0] ?? 0, 1),
    // The last full batch (the final read returns nothing).
    lastBatchMs: round(batchMs[batchMs.length - 2] ?? 0, 1),
    applySeconds: round(applySeconds, 3),
  };
}

/**
 * The live path: the projection's tables emptied and its checkpoint moved back to the start, then
 * a ProjectionRunner (subscription, one transaction with checkpoint and NOTIFY per batch) follows
 * the log until its checkpoint reaches the head. Leaves rm_waitlist built, as the API expects.
 */
async function measureLiveRunner(
  databaseUrl: string,
  pool: pg.Pool,
  store: PostgresEventStore,
): Promise<ProjectorBenchResult['live']> {
  const schema = 'rm_waitlist';
  await pool.query(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}; ${waitlistOf(pool).createTables(schema)}`);
  const tx = await pool.connect();
  try {
    await writeCheckpoint(
      tx,
      waitlistOf(pool).name,
      waitlistOf(pool).version,
      START,
      schema,
      waitlistOf(pool).eventTypes,
    );
  } finally {
    tx.release();
  }
  const head = await store.headPosition();
  // The runner gets its own store, as in the projector process.
  const runnerStore = new PostgresEventStore({
    connectionString: databaseUrl,
    poolSize: PROJECTOR_POOL_SIZE,
    applicationName: 'bench-runner',
  });
  const runner = new ProjectionRunner({
    pool,
    store: runnerStore,
    projections: [waitlistOf(pool)],
    batchSize: LIVE_BATCH_SIZE,
    logger: { info: () => undefined, error: (message) => console.error(message) },
  });
  const bar = progress('live runner', EVENTS);
  const start = process.hrtime.bigint();
  try {
    await runner.start();
    for (;;) {
      const result = await pool.query<{ commit_position: string; prepare_position: string; count: number }>(
        `SELECT c.commit_position, c.prepare_position, s.count
         FROM projector.checkpoints c, ${schema}.stats s WHERE c.projection = $1`,
        [waitlistOf(pool).name],
      );
      const row = result.rows[0];
      bar.update(row?.count ?? 0);
      if (row && BigInt(row.commit_position) === head.commit && BigInt(row.prepare_position) === head.prepare) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    bar.stop();
    await runner.stop();
    await runnerStore.close();
  }
  const elapsed = seconds(start);
  return { batchSize: LIVE_BATCH_SIZE, seconds: round(elapsed, 3), eventsPerSecond: round(EVENTS / elapsed) };
}
