/**
 * What a projection is: the event types it handles, its version, the tables it owns and how a batch
 * of events changes them. The runtime owns transactions, checkpoints, notifications and rebuilds.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@safetrails/contracts';

export interface Projection {
  /** Also names the live schema: `rm_<name>`. */
  readonly name: string;
  /** Bump it when the tables or the way events fold into them change: the projector rebuilds. */
  readonly version: number;
  readonly eventTypes: readonly string[];
  /** DDL that creates the read-model tables inside `schema` (which exists and is empty). */
  createTables(schema: string): string;
  /** Applies a batch in order, inside the caller's transaction. Must be deterministic: no clock, no randomness. */
  apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void>;
}

export function liveSchema(projection: Pick<Projection, 'name'>): string {
  return `rm_${projection.name}`;
}

export function buildSchema(projection: Pick<Projection, 'name'>): string {
  return `rm_${projection.name}__build`;
}

export function buildCheckpointName(projection: Pick<Projection, 'name'>): string {
  return `${projection.name}#build`;
}
