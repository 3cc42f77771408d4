/**
 * A bad event is quarantined, not fatal (docs/ARCHITECTURE.md "Projections"). When the projection
 * throws on a batch (a bug, a malformed event an old client or a buggy writer appended, a constraint
 * violation), the batch is applied again one event at a time, each tried ATTEMPTS times under a
 * savepoint of its own. A live batch is first tried bare, without a savepoint (two round trips
 * fewer on every batch, nearly all of which fold): a refusal aborts its transaction, so it throws
 * `BatchRefused` and the runner applies the batch again, one event at a time, in a new transaction.
 * A rebuild's batch is first tried under a savepoint and falls back in the same transaction.
 *
 * An event that still fails is recorded in `projector.dead_letters` (position, stream, type,
 * projection, error) in the same transaction as the read model and the checkpoint, and the
 * projection moves on. A lost connection or a server shutting down is not the event's fault: it is
 * thrown, and the runner restarts from the checkpoint. Deterministic like the projections
 * themselves, so a rebuild reproduces the same quarantine.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@safetrails/contracts';
import type { Projection } from './projection';

/** Tries per event before it is quarantined. */
export const ATTEMPTS = 3;

/**
 * How a batch is tried first: `bare`, without a savepoint (a refusal throws `BatchRefused`);
 * `savepoint`, falling back to one event at a time in the same transaction; `one-by-one`, the
 * fallback at once (the batch was refused bare).
 */
export type FirstTry = 'bare' | 'savepoint' | 'one-by-one';

/** A batch the projection refused when tried bare: its transaction is aborted and must be rolled back. */
export class BatchRefused extends Error {
  constructor(readonly refusal: unknown) {
    super(`the projection refused the batch: ${describe(refusal)}`);
  }
}

export interface QuarantinedEvent {
  readonly event: RecordedEvent;
  readonly error: string;
}

/**
 * PostgreSQL errors that say the connection or the server failed, not the event (classes 08, 53,
 * 57P, 58), or that it cannot write now (25006: read-only, until an operator turns writing back on).
 */
const INFRASTRUCTURE_CODE = /^(08|53|57P|58|25006)/;

export function isInfrastructureFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return INFRASTRUCTURE_CODE.test(code) || /^E[A-Z]+$/.test(code);
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(message);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

async function tryApply(
  tx: PoolClient,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
): Promise<unknown> {
  await tx.query('SAVEPOINT projection_apply');
  try {
    await projection.apply(tx, schema, events);
    await tx.query('RELEASE SAVEPOINT projection_apply');
    return null;
  } catch (error) {
    if (isInfrastructureFault(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT projection_apply');
    await tx.query('RELEASE SAVEPOINT projection_apply');
    return error ?? new Error('projection threw nothing');
  }
}

/**
 * Applies a batch inside the caller's transaction; returns the events it quarantined (recorded under
 * `deadLetterName`: the projection's name, or its build's while it is rebuilt).
 */
export async function applyOrQuarantine(
  tx: PoolClient,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
  deadLetterName: string,
  first: FirstTry = 'savepoint',
): Promise<QuarantinedEvent[]> {
  if (first === 'bare') {
    try {
      await projection.apply(tx, schema, events);
      return [];
    } catch (error) {
      if (isInfrastructureFault(error)) throw error;
      throw new BatchRefused(error);
    }
  }
  if (first === 'savepoint' && (await tryApply(tx, projection, schema, events)) === null) return [];
  const quarantined: QuarantinedEvent[] = [];
  for (const event of events) {
    let failure: unknown = null;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      failure = await tryApply(tx, projection, schema, [event]);
      if (failure === null) break;
    }
    if (failure === null) continue;
    const error = describe(failure);
    await tx.query(
      `INSERT INTO projector.dead_letters
         (projection, commit_position, prepare_position, event_id, stream, revision, type, error, attempts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (projection, commit_position, prepare_position) DO NOTHING`,
      [
        deadLetterName,
        event.position.commit.toString(),
        event.position.prepare.toString(),
        event.id,
        event.stream,
        event.revision.toString(),
        event.type,
        error,
        ATTEMPTS,
      ],
    );
    quarantined.push({ event, error });
  }
  return quarantined;
}
