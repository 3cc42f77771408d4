/**
 * What every handler of the moderation projection works with: the transaction and schema, the
 * vault, the event, and the few steps several of them take (a log row, closing a target's item,
 * a target's label and author).
 */
import type { ModerationItemKind, RecordedEvent } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import type { PoolClient } from 'pg';
import { closeItem, insertLogRow, itemIdOf, targetOf, type LogRow } from './moderation-writes';

export interface ModerationContext {
  readonly tx: PoolClient;
  readonly schema: string;
  readonly vault: PiiVault;
  readonly event: RecordedEvent;
  readonly at: string;
  readonly log: (row: LogRow) => Promise<unknown>;
  /** A moderator acting on a target outside the queue closes its item as the queue would have. */
  readonly closeFromTarget: (
    kind: ModerationItemKind,
    targetId: string,
    action: string,
    reason: string | null,
  ) => Promise<unknown>;
  readonly labelFor: (kind: string, targetId: string) => Promise<string | null>;
  readonly authorOf: (kind: string, targetId: string) => Promise<string | null>;
}

export type ModerationHandler = (context: ModerationContext) => Promise<void>;
export type ModerationHandlers = Readonly<Record<string, ModerationHandler>>;

export const isStaff = (event: RecordedEvent) =>
  event.metadata.actorRole === 'moderator' || event.metadata.actorRole === 'admin';
export const streamId = (event: RecordedEvent, prefix: string) => event.stream.slice(prefix.length);

export function moderationContext(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  event: RecordedEvent,
): ModerationContext {
  const at = event.metadata.occurredAt;
  const log = (row: LogRow) => insertLogRow(tx, schema, event, row);
  const closeFromTarget = (kind: ModerationItemKind, targetId: string, action: string, reason: string | null) =>
    closeItem(tx, schema, itemIdOf(kind, targetId), {
      outcome: 'resolved',
      action,
      reason,
      by: event.metadata.actorId,
      at,
      decides: isStaff(event),
      evenIfClosed: false,
    });
  const labelFor = async (kind: string, targetId: string) =>
    (await targetOf(tx, schema, kind, targetId))?.label ?? null;
  const authorOf = async (kind: string, targetId: string) =>
    (await targetOf(tx, schema, kind, targetId))?.authorId ?? null;
  return { tx, schema, vault, event, at, log, closeFromTarget, labelFor, authorOf };
}
