/**
 * A bad event is quarantined, not fatal (docs/ARCHITECTURE.md "Projections"). A batch is applied
 * under a savepoint; when the projection throws (a bug, a malformed event an old client or a
 * buggy writer appended, a constraint violation), the batch is rolled back to it and applied again
 * one event at a time, each tried ATTEMPTS times. An event that still fails is recorded in
 * `projector.dead_letters` (position, stream, type, projection, error) in the same transaction as
 * the read model and the checkpoint, and the projection moves on. A lost connection or a server
 * shutting down is not the event's fault: it is thrown, and the runner restarts from the checkpoint.
 * Deterministic like the projections themselves, so a rebuild reproduces the same quarantine.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@safetrails/contracts';
import type { Projection } from './projection';

/** Tries per event before it is quarantined. */
export const ATTEMPTS = 3;

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
): Promise<QuarantinedEvent[]> {
  if ((await tryApply(tx, projection, schema, events)) === null) return [];
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
