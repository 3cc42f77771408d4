/**
 * Checkpoint rows in `projector.checkpoints`, always read and written inside the transaction that
 * changes the read model, so a crash can never separate the two.
 */
import type { PoolClient, QueryResult } from 'pg';
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

const LOCK_CHECKPOINT =
  'SELECT version, commit_position, prepare_position FROM projector.checkpoints WHERE projection = $1 FOR UPDATE';

function checkpointOf(row: CheckpointRow | undefined): Checkpoint | null {
  return row
    ? { version: row.version, position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } }
    : null;
}

/** Reads and locks the row: a rebuild's switch-over and a live batch never interleave. */
export async function lockCheckpoint(tx: PoolClient, projection: string): Promise<Checkpoint | null> {
  const result = await tx.query<CheckpointRow>(prepared(LOCK_CHECKPOINT, [projection]));
  return checkpointOf(result.rows[0]);
}

/**
 * A live batch's first round trip: BEGIN and the checkpoint's lock in one message. The simple query
 * protocol takes several statements in one message when they have no parameters, so the values are
 * escaped literals (`inline`).
 */
export async function beginLockingCheckpoint(tx: PoolClient, projection: string): Promise<Checkpoint | null> {
  const results = (await tx.query(
    `BEGIN; ${inline(tx, LOCK_CHECKPOINT, [projection])}`,
  )) as unknown as QueryResult<CheckpointRow>[];
  return checkpointOf(results[1]?.rows[0]);
}

const UPSERT_CHECKPOINT = `INSERT INTO projector.checkpoints
       (projection, version, commit_position, prepare_position, read_schema, event_types, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (projection) DO UPDATE SET version = EXCLUDED.version, commit_position = EXCLUDED.commit_position,
       prepare_position = EXCLUDED.prepare_position, read_schema = EXCLUDED.read_schema,
       event_types = EXCLUDED.event_types, updated_at = now()`;

const WITH_NOTICE = `WITH written AS (${UPSERT_CHECKPOINT} RETURNING 1) SELECT pg_notify($7, $8) FROM written`;

/**
 * Writes the checkpoint; with `notice`, the same statement queues it on its channel (sent when the
 * transaction commits, as `pg_notify` always is): one round trip for both. With `commit`, a live
 * batch's last round trip: COMMIT goes in the same message, after the statement (whose values are
 * then escaped literals, `inline`). Should the statement fail, COMMIT is not run and the
 * transaction stays open and aborted: the caller rolls it back.
 */
export async function writeCheckpoint(
  tx: PoolClient,
  projection: string,
  version: number,
  position: GlobalPosition,
  readSchema: string,
  eventTypes: readonly string[],
  notice?: { readonly channel: string; readonly payload: string },
  commit = false,
): Promise<void> {
  const values = [projection, version, position.commit, position.prepare, readSchema, eventTypes];
  const noticed = notice ? [...values, notice.channel, notice.payload] : values;
  const statement = notice ? WITH_NOTICE : UPSERT_CHECKPOINT;
  if (commit) await tx.query(`${inline(tx, statement, noticed)}; COMMIT`);
  else
    await tx.query(
      prepared(
        statement,
        noticed.map((value) => (typeof value === 'bigint' ? value.toString() : value)),
      ),
    );
}

type Literal = string | number | bigint | readonly string[];

/** `sql` with each `$n` replaced by the n-th value as an escaped literal (integers, text, text arrays). */
function inline(tx: PoolClient, sql: string, values: readonly Literal[]): string {
  const literal = (value: Literal): string => {
    if (typeof value === 'string') return tx.escapeLiteral(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (Array.isArray(value)) return `ARRAY[${value.map((item: string) => tx.escapeLiteral(item)).join(', ')}]::text[]`;
    throw new Error(`no literal for ${String(value)}`);
  };
  return sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = values[Number(index) - 1];
    if (value === undefined) throw new Error(`no value for $${index}`);
    return literal(value);
  });
}

/** Events of the batch the checkpoint has not covered yet (a batch may be delivered twice after a switch-over). */
export function eventsAfter(events: readonly RecordedEvent[], position: GlobalPosition | undefined): RecordedEvent[] {
  const from = position ?? START;
  return events.filter((event) => comparePositions(event.position, from) > 0);
}
