/**
 * The statements the moderation projection is made of: queue items entering, being flagged,
 * claimed, closed and reopened (with the flaggers' track records following each decision), and
 * log rows. All deterministic: times come from the events.
 */
import type {
  ContentReportReason,
  ModerationItemKind,
  ModerationLogAction,
  ModerationTargetKind,
  RecordedEvent,
} from '@safetrails/contracts';
import type { PoolClient } from 'pg';

export interface NewItem {
  readonly kind: ModerationItemKind;
  readonly targetId: string;
  readonly label: string;
  readonly content: unknown;
  readonly basePoints: number;
  readonly severity: string | null;
  readonly subjectUserId: string | null;
  readonly postId: string | null;
  readonly destinationId: number | null;
  readonly at: string;
}

export interface Target {
  readonly label: string;
  readonly authorId: string | null;
  readonly postId: string | null;
  readonly destinationId: number | null;
}

const LABEL_LENGTH = 120;

/** One line of text: blanks collapsed, cut with an ellipsis. */
export function labelOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LABEL_LENGTH ? `${line.slice(0, LABEL_LENGTH - 1)}…` : line;
}

export function itemIdOf(kind: ModerationItemKind, targetId: string): string {
  return `${kind}-${targetId}`;
}

export async function upsertTarget(
  tx: PoolClient,
  schema: string,
  kind: string,
  targetId: string,
  target: Target,
  content: unknown,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${schema}.targets (kind, target_id, label, author_id, post_id, destination_id, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, target_id) DO UPDATE SET label = EXCLUDED.label, content = EXCLUDED.content`,
    [kind, targetId, target.label, target.authorId, target.postId, target.destinationId, content],
  );
}

/** Edits change what a target says, never who wrote it or where it is. */
export async function editTarget(
  tx: PoolClient,
  schema: string,
  kind: string,
  targetId: string,
  label: string | null,
  content: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `UPDATE ${schema}.targets SET label = coalesce($3, label), content = content || $4::jsonb
     WHERE kind = $1 AND target_id = $2`,
    [kind, targetId, label, JSON.stringify(content)],
  );
}

export async function targetOf(tx: PoolClient, schema: string, kind: string, targetId: string): Promise<Target | null> {
  const { rows } = await tx.query<{
    label: string;
    author_id: string | null;
    post_id: string | null;
    destination_id: number | null;
  }>(`SELECT label, author_id, post_id, destination_id FROM ${schema}.targets WHERE kind = $1 AND target_id = $2`, [
    kind,
    targetId,
  ]);
  const row = rows[0];
  return row
    ? { label: row.label, authorId: row.author_id, postId: row.post_id, destinationId: row.destination_id }
    : null;
}

export async function insertItem(tx: PoolClient, schema: string, item: NewItem): Promise<void> {
  await tx.query(
    `INSERT INTO ${schema}.items (item_id, kind, target_id, label, content, base_points, severity, subject_user_id,
       post_id, destination_id, queued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (item_id) DO NOTHING`,
    [
      itemIdOf(item.kind, item.targetId),
      item.kind,
      item.targetId,
      item.label,
      item.content,
      item.basePoints,
      item.severity,
      item.subjectUserId,
      item.postId,
      item.destinationId,
      item.at,
    ],
  );
}

/**
 * A flag joins its target's item: created on the first flag, reopened (a new round) when the item
 * was closed, counted per reason.
 */
export async function addFlag(
  tx: PoolClient,
  schema: string,
  item: NewItem,
  flag: {
    readonly flagId: string;
    readonly flaggerId: string | null;
    readonly reason: ContentReportReason;
    readonly details: string | null;
  },
): Promise<void> {
  const itemId = itemIdOf(item.kind, item.targetId);
  await insertItem(tx, schema, item);
  await tx.query(
    `UPDATE ${schema}.items SET open = true, round = round + 1, flag_count = 0, flag_reasons = '{}', queued_at = $2,
       claimed_by = NULL, claimed_until = NULL
     WHERE item_id = $1 AND NOT open`,
    [itemId, item.at],
  );
  const inserted = await tx.query(
    `INSERT INTO ${schema}.flags (flag_id, item_id, round, flagger_id, reason, details, flagged_at)
     SELECT $1, $2, round, $3, $4, $5, $6 FROM ${schema}.items WHERE item_id = $2
     ON CONFLICT (flag_id) DO NOTHING`,
    [flag.flagId, itemId, flag.flaggerId, flag.reason, flag.details, item.at],
  );
  if (inserted.rowCount === 0) return;
  await tx.query(
    `UPDATE ${schema}.items SET flag_count = flag_count + 1, last_flagged_at = $2,
       flag_reasons = jsonb_set(flag_reasons, ARRAY[$3::text], to_jsonb(coalesce((flag_reasons->>$3)::int, 0) + 1))
     WHERE item_id = $1`,
    [itemId, item.at, flag.reason],
  );
}

export async function claimItem(
  tx: PoolClient,
  schema: string,
  itemId: string,
  moderatorId: string | null,
  until: string | null,
): Promise<void> {
  await tx.query(`UPDATE ${schema}.items SET claimed_by = $2, claimed_until = $3 WHERE item_id = $1`, [
    itemId,
    moderatorId,
    until,
  ]);
}

export interface Closing {
  readonly outcome: 'resolved' | 'dismissed';
  readonly action: string;
  readonly reason: string | null;
  readonly by: string | null;
  readonly at: string;
  /** A moderator's decision counts for the flaggers' track records; an alert expiring does not. */
  readonly decides: boolean;
  /** The queue's own resolution records itself even on an item a target event closed first. */
  readonly evenIfClosed: boolean;
}

export async function closeItem(tx: PoolClient, schema: string, itemId: string, closing: Closing): Promise<void> {
  const closed = await tx.query<{ round: number }>(
    `UPDATE ${schema}.items SET open = false, claimed_by = NULL, claimed_until = NULL,
       resolution_outcome = $2, resolution_action = $3, resolution_reason = $4, resolution_by = $5, resolution_at = $6
     WHERE item_id = $1 AND (open OR $7) RETURNING round`,
    [itemId, closing.outcome, closing.action, closing.reason, closing.by, closing.at, closing.evenIfClosed],
  );
  const round = closed.rows[0]?.round;
  if (round === undefined || !closing.decides) return;
  await tx.query(
    `WITH decided AS (
       UPDATE ${schema}.flags SET outcome = $3 WHERE item_id = $1 AND round = $2 AND outcome IS NULL
       RETURNING flagger_id)
     INSERT INTO ${schema}.flaggers (user_id, upheld, rejected)
     SELECT flagger_id, count(*) FILTER (WHERE $3 = 'upheld'), count(*) FILTER (WHERE $3 = 'rejected')
     FROM decided WHERE flagger_id IS NOT NULL GROUP BY flagger_id
     ON CONFLICT (user_id) DO UPDATE SET upheld = ${schema}.flaggers.upheld + EXCLUDED.upheld,
       rejected = ${schema}.flaggers.rejected + EXCLUDED.rejected`,
    [itemId, round, closing.outcome === 'resolved' ? 'upheld' : 'rejected'],
  );
}

/** A moderator takes a decision back: the item waits again and its flags count as undecided. */
export async function reopenItem(tx: PoolClient, schema: string, itemId: string): Promise<void> {
  const reopened = await tx.query<{ round: number }>(
    `UPDATE ${schema}.items SET open = true, claimed_by = NULL, claimed_until = NULL WHERE item_id = $1 RETURNING round`,
    [itemId],
  );
  const round = reopened.rows[0]?.round;
  if (round === undefined) return;
  await tx.query(
    `WITH undone AS (
       SELECT flag_id, flagger_id, outcome FROM ${schema}.flags WHERE item_id = $1 AND round = $2 AND outcome IS NOT NULL),
     cleared AS (UPDATE ${schema}.flags f SET outcome = NULL FROM undone WHERE f.flag_id = undone.flag_id)
     UPDATE ${schema}.flaggers fl
     SET upheld = fl.upheld - counts.upheld, rejected = fl.rejected - counts.rejected
     FROM (SELECT flagger_id, count(*) FILTER (WHERE outcome = 'upheld') AS upheld,
             count(*) FILTER (WHERE outcome = 'rejected') AS rejected
           FROM undone WHERE flagger_id IS NOT NULL GROUP BY flagger_id) counts
     WHERE fl.user_id = counts.flagger_id`,
    [itemId, round],
  );
}

export async function itemSubject(tx: PoolClient, schema: string, itemId: string): Promise<string | null> {
  const { rows } = await tx.query<{ subject_user_id: string | null }>(
    `SELECT subject_user_id FROM ${schema}.items WHERE item_id = $1`,
    [itemId],
  );
  return rows[0]?.subject_user_id ?? null;
}

export interface LogRow {
  readonly action: ModerationLogAction;
  readonly targetKind: ModerationTargetKind;
  readonly targetId: string;
  readonly targetLabel: string | null;
  readonly subjectUserId: string | null;
  readonly reason: string | null;
  readonly itemId?: string | null;
  readonly details?: Record<string, unknown>;
}

export async function insertLogRow(tx: PoolClient, schema: string, event: RecordedEvent, row: LogRow): Promise<void> {
  await tx.query(
    `INSERT INTO ${schema}.moderation_log (event_id, position_commit, position_prepare, at, moderator_id,
       moderator_role, action, target_kind, target_id, target_label, subject_user_id, reason, item_id, details,
       event_type, stream, correlation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (event_id) DO NOTHING`,
    [
      event.id,
      event.position.commit.toString(),
      event.position.prepare.toString(),
      event.metadata.occurredAt,
      event.metadata.actorId,
      event.metadata.actorRole,
      row.action,
      row.targetKind,
      row.targetId,
      row.targetLabel,
      row.subjectUserId,
      row.reason,
      row.itemId ?? null,
      JSON.stringify(row.details ?? {}),
      event.type,
      event.stream,
      event.metadata.correlationId,
    ],
  );
}

/**
 * The queue's resolution of an item names the row its action already wrote (the forum's hide, the
 * rating's removal, the ban... in the same request) instead of writing a second one; it adds the
 * reason where that event has none (an alert's verification). True when such a row was found.
 */
export async function attachResolutionToLog(
  tx: PoolClient,
  schema: string,
  event: RecordedEvent,
  resolution: {
    readonly itemId: string;
    readonly action: string;
    readonly kind: string;
    readonly targetId: string;
    readonly subjectUserId: string | null;
    readonly reason: string;
  },
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE ${schema}.moderation_log SET item_id = $2, reason = coalesce(reason, $3)
     WHERE correlation_id = $1 AND item_id IS NULL AND action = $4
       AND ((target_kind = $5 AND target_id = $6) OR (target_kind = 'user' AND target_id = $7))`,
    [
      event.metadata.correlationId,
      resolution.itemId,
      resolution.reason,
      resolution.action,
      resolution.kind,
      resolution.targetId,
      resolution.subjectUserId ?? '',
    ],
  );
  return (updated.rowCount ?? 0) > 0;
}
