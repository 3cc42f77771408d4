/**
 * Checkpoint rows in `projector.checkpoints`, always read and written inside the transaction that
 * changes the read model, so a crash can never separate the two.
 */
import type { PoolClient } from 'pg';
import { comparePositions, START, type GlobalPosition, type RecordedEvent } from '@safetrails/contracts';
import { prepared } from '@safetrails/event-store';

export interface Checkpoint {
  readonly version: number;
  readonly position: GlobalPosition;
}

interface CheckpointRow {
  version: number;
  commit_position: string;
  prepare_position: string;
}

/** Reads and locks the row: a rebuild's switch-over and a live batch never interleave. */
export async function lockCheckpoint(tx: PoolClient, projection: string): Promise<Checkpoint | null> {
  const result = await tx.query<CheckpointRow>(
    prepared(
      'SELECT version, commit_position, prepare_position FROM projector.checkpoints WHERE projection = $1 FOR UPDATE',
      [projection],
    ),
  );
  const row = result.rows[0];
  return row
    ? { version: row.version, position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } }
    : null;
}

const UPSERT_CHECKPOINT = `INSERT INTO projector.checkpoints
       (projection, version, commit_position, prepare_position, read_schema, event_types, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (projection) DO UPDATE SET version = EXCLUDED.version, commit_position = EXCLUDED.commit_position,
       prepare_position = EXCLUDED.prepare_position, read_schema = EXCLUDED.read_schema,
       event_types = EXCLUDED.event_types, updated_at = now()`;

/**
 * Writes the checkpoint; with `notice`, the same statement queues it on its channel (sent when the
 * transaction commits, as `pg_notify` always is): one round trip for both.
 */
export async function writeCheckpoint(
  tx: PoolClient,
  projection: string,
  version: number,
  position: GlobalPosition,
  readSchema: string,
  eventTypes: readonly string[],
  notice?: { readonly channel: string; readonly payload: string },
): Promise<void> {
  const values = [projection, version, position.commit.toString(), position.prepare.toString(), readSchema, eventTypes];
  await tx.query(
    notice
      ? prepared(`WITH written AS (${UPSERT_CHECKPOINT} RETURNING 1) SELECT pg_notify($7, $8) FROM written`, [
          ...values,
          notice.channel,
          notice.payload,
        ])
      : prepared(UPSERT_CHECKPOINT, values),
  );
}

/** Events of the batch the checkpoint has not covered yet (a batch may be delivered twice after a switch-over). */
export function eventsAfter(events: readonly RecordedEvent[], position: GlobalPosition | undefined): RecordedEvent[] {
  const from = position ?? START;
  return events.filter((event) => comparePositions(event.position, from) > 0);
}
