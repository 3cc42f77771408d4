/**
 * The event envelope shared by every event in the log, whichever store holds it.
 */

/**
 * A place in the global log. EventStoreDB positions are `{ commit, prepare }` pairs; the PostgreSQL
 * store uses the same shape with `commit` = the appending transaction id and `prepare` = the
 * insert sequence, so one checkpoint type serves both adapters.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: GlobalPosition = Object.freeze({ commit: -1n, prepare: -1n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The later of two positions, either of which may be absent (a command that appended nothing). */
export function laterPosition(a: GlobalPosition | null, b: GlobalPosition | null): GlobalPosition | null {
  if (!a) return b;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}

export type ActorRole = 'anonymous' | 'traveller' | 'moderator' | 'admin' | 'system';

export interface EventMetadata {
  /** Ties together everything caused by one request. */
  readonly correlationId: string;
  /** The command (or event) that caused this event. */
  readonly causationId: string;
  /** User id of the actor, or null for anonymous visitors and the system. */
  readonly actorId: string | null;
  readonly actorRole: ActorRole;
  /** When the actor did it (ISO 8601), as opposed to when the store recorded it. */
  readonly occurredAt: string;
  /** Salted SHA-256 of the client IP, for abuse investigations without keeping the IP. */
  readonly clientIpHash?: string;
}

/** An event as a command handler hands it to the store. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** An event as the store gives it back. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly stream: string;
  /** Revision within the stream, counted from 0 like EventStoreDB. */
  readonly revision: bigint;
  readonly position: GlobalPosition;
  readonly recordedAt: Date;
}
