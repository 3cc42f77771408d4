/**
 * Blue/green rebuild: a projection is replayed from position 0 into a fresh schema while the live
 * tables keep serving, then one transaction catches up the last events, swaps the schemas and moves
 * the checkpoint. Change notices are suppressed while replaying; one notice announces the switch.
 * Events the projection cannot fold are quarantined as live (quarantine.ts), so the rebuild ends
 * with the same quarantine, or a smaller one after a fix.
 */
import type { Pool, PoolClient } from 'pg';
import { START, READ_MODEL_CHANGED_CHANNEL, type GlobalPosition, type ReadModelChange } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { lockCheckpoint, writeCheckpoint } from './checkpoints';
import { buildCheckpointName, buildSchema, liveSchema, type Projection } from './projection';
import { applyOrQuarantine } from './quarantine';
import { withTransaction } from './transaction';

export interface RebuildProgress {
  readonly projection: string;
  readonly done: number;
  /** Events of the projection's types in the log when the rebuild started (the log may grow meanwhile). */
  readonly total: number;
}

export interface RebuildOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projection: Projection;
  readonly batchSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  readonly events: number;
  readonly position: GlobalPosition;
}

export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { pool, projection } = options;
  const build = buildSchema(projection);
  const total = await countEvents(pool, projection);
  await withTransaction(pool, async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${build} CASCADE`);
    await tx.query(`CREATE SCHEMA ${build}`);
    await tx.query(projection.createTables(build));
    await writeCheckpoint(tx, buildCheckpointName(projection), projection.version, START, build, projection.eventTypes);
    await tx.query('DELETE FROM projector.dead_letters WHERE projection = $1', [buildCheckpointName(projection)]);
  });

  let position: GlobalPosition = START;
  let done = 0;
  options.onProgress?.({ projection: projection.name, done, total });
  for (;;) {
    const applied = await withTransaction(pool, (tx) => applyNextBatch(tx, options, build, position));
    if (applied.count === 0) break;
    position = applied.position;
    done += applied.count;
    options.onProgress?.({ projection: projection.name, done, total: Math.max(total, done) });
  }

  // The switch-over: the live checkpoint row is locked, so the live projector waits; whatever
  // committed since the replay's last batch is applied here, then the schemas trade places.
  return withTransaction(pool, async (tx) => {
    await lockCheckpoint(tx, projection.name);
    for (;;) {
      const applied = await applyNextBatch(tx, options, build, position);
      if (applied.count === 0) break;
      position = applied.position;
      done += applied.count;
    }
    const live = liveSchema(projection);
    const retired = `${live}__retired`;
    await tx.query(`DROP SCHEMA IF EXISTS ${retired} CASCADE`);
    const liveExists = await tx.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [live]);
    if (liveExists.rowCount) await tx.query(`ALTER SCHEMA ${live} RENAME TO ${retired}`);
    await tx.query(`ALTER SCHEMA ${build} RENAME TO ${live}`);
    await tx.query(`DROP SCHEMA IF EXISTS ${retired} CASCADE`);
    const change: ReadModelChange = { projection: projection.name, eventTypes: [], count: done };
    await writeCheckpoint(tx, projection.name, projection.version, position, live, projection.eventTypes, {
      channel: READ_MODEL_CHANGED_CHANNEL,
      payload: JSON.stringify(change),
    });
    await tx.query('DELETE FROM projector.checkpoints WHERE projection = $1', [buildCheckpointName(projection)]);
    // The rebuild's quarantine replaces the live one: what a fixed projection now folds leaves it.
    await tx.query('DELETE FROM projector.dead_letters WHERE projection = $1', [projection.name]);
    await tx.query('UPDATE projector.dead_letters SET projection = $1 WHERE projection = $2', [
      projection.name,
      buildCheckpointName(projection),
    ]);
    options.onProgress?.({ projection: projection.name, done, total: Math.max(total, done) });
    return { events: done, position };
  });
}

async function applyNextBatch(
  tx: PoolClient,
  options: RebuildOptions,
  schema: string,
  from: GlobalPosition,
): Promise<{ count: number; position: GlobalPosition }> {
  const events = [];
  for await (const event of options.store.readAll(from, {
    maxCount: options.batchSize ?? 2000,
    filter: { eventTypes: options.projection.eventTypes },
  })) {
    events.push(event);
  }
  if (events.length === 0) return { count: 0, position: from };
  const position = events[events.length - 1]!.position;
  await applyOrQuarantine(tx, options.projection, schema, events, buildCheckpointName(options.projection));
  await writeCheckpoint(
    tx,
    buildCheckpointName(options.projection),
    options.projection.version,
    position,
    schema,
    options.projection.eventTypes,
  );
  return { count: events.length, position };
}

async function countEvents(pool: Pool, projection: Projection): Promise<number> {
  const result = await pool
    .query<{ count: string }>('SELECT count(*) AS count FROM es.events WHERE type = ANY($1::text[])', [
      projection.eventTypes,
    ])
    .catch(() => null); // the log lives in EventStoreDB: no total, progress counts up
  return Number(result?.rows[0]?.count ?? 0);
}
