/**
 * The moderation queue as the console lists it (`rm_moderation.items`). Everything that depends on
 * the time — an item's age, its priority, whether a claim still holds — is computed here, in one
 * statement, against the request's clock: the projector that built the tables has none.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  AGE_POINTS_MAX_DAYS,
  AGE_POINTS_PER_DAY,
  FLAG_WEIGHT_BASE,
  MODERATION_ACTIONS_BY_KIND,
  MODERATION_ITEM_KINDS,
  MODERATION_ITEM_STATUSES,
  flagWeight,
  type BugSeverity,
  type ContentReportReason,
  type ModerationAction,
  type ModerationFlag,
  type ModerationItemKind,
  type ModerationItemStatus,
  type ModerationQueueCounts,
  type ModerationQueueItem,
  type ModerationQueueItemDetail,
  type ModerationResolution,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import type { ListQuery } from '../../platform/http/list-query';

export interface QueueFilter {
  readonly kinds: readonly ModerationItemKind[] | null;
  readonly statuses: readonly ModerationItemStatus[] | null;
  readonly minAgeHours: number | null;
  readonly maxAgeHours: number | null;
  readonly q: string | null;
  readonly subjectUserId: string | null;
  readonly claimedBy: string | null;
  readonly ids: readonly string[] | null;
}

/** Sort fields the list offers, as columns of the statement below. */
export const QUEUE_SORTABLE: Readonly<Record<string, string>> = {
  priority: 'q.priority',
  age: 'q.age_hours',
  queuedAt: 'q.queued_at',
  flagCount: 'q.flag_count',
  lastFlaggedAt: 'q.last_flagged_at',
  kind: 'q.kind',
  status: 'q.status',
  id: 'q.item_id',
};

interface ItemRow {
  item_id: string;
  kind: ModerationItemKind;
  target_id: string;
  shown_label: string;
  shown_content: Record<string, unknown> | null;
  status: ModerationItemStatus;
  priority: string;
  age_hours: string;
  flag_count: number;
  flag_reasons: Partial<Record<ContentReportReason, number>>;
  queued_at: Date;
  last_flagged_at: Date | null;
  subject_user_id: string | null;
  subject_name: string | null;
  post_id: string | null;
  destination_id: number | null;
  severity: BugSeverity | null;
  open: boolean;
  claimed_by: string | null;
  claimed_by_name: string | null;
  claimed_until: Date | null;
  resolution_outcome: 'resolved' | 'dismissed' | null;
  resolution_action: ModerationResolution['action'] | null;
  resolution_reason: string | null;
  resolution_by: string | null;
  resolution_by_name: string | null;
  resolution_at: Date | null;
  total: string;
}

const AGE_HOURS = `greatest(extract(epoch FROM ($1::timestamptz - i.queued_at)) / 3600, 0)`;

/** The queue with status, age and priority as of $1 (the request's clock). */
const QUEUE = `
  WITH weights AS (
    SELECT f.item_id,
           sum(${FLAG_WEIGHT_BASE} + (coalesce(fl.upheld, 0) + 1)::numeric
               / (coalesce(fl.upheld, 0) + coalesce(fl.rejected, 0) + 2)) AS flag_points
    FROM rm_moderation.flags f
    JOIN rm_moderation.items i ON i.item_id = f.item_id AND f.round = i.round
    LEFT JOIN rm_moderation.flaggers fl ON fl.user_id = f.flagger_id
    GROUP BY f.item_id
  ), q AS (
    SELECT i.*, coalesce(t.label, i.label) AS shown_label, coalesce(i.content, t.content) AS shown_content,
      CASE WHEN NOT i.open THEN i.resolution_outcome
           WHEN i.claimed_until > $1::timestamptz THEN 'claimed' ELSE 'new' END AS status,
      ${AGE_HOURS} AS age_hours,
      round(i.base_points + coalesce(w.flag_points, 0)
            + least(${AGE_HOURS}, ${AGE_POINTS_MAX_DAYS * 24}) / 24 * ${AGE_POINTS_PER_DAY}, 2) AS priority
    FROM rm_moderation.items i
    LEFT JOIN rm_moderation.targets t ON t.kind = i.kind AND t.target_id = i.target_id
    LEFT JOIN weights w ON w.item_id = i.item_id
  )
  SELECT q.*, su.display_name AS subject_name, cu.display_name AS claimed_by_name,
         ru.display_name AS resolution_by_name, count(*) OVER () AS total
  FROM q
  LEFT JOIN rm_users.users su ON su.user_id = q.subject_user_id AND su.deleted_at IS NULL
  LEFT JOIN rm_users.users cu ON cu.user_id = q.claimed_by AND q.status = 'claimed'
  LEFT JOIN rm_users.users ru ON ru.user_id = q.resolution_by`;

const FILTERS = `
  WHERE ($2::text[] IS NULL OR q.kind = ANY($2))
    AND ($3::text[] IS NULL OR q.status = ANY($3))
    AND ($4::numeric IS NULL OR q.age_hours >= $4)
    AND ($5::numeric IS NULL OR q.age_hours <= $5)
    AND ($6::text IS NULL OR q.shown_label ILIKE '%' || $6 || '%')
    AND ($7::uuid IS NULL OR q.subject_user_id = $7)
    AND ($8::uuid IS NULL OR (q.claimed_by = $8 AND q.status = 'claimed'))
    AND ($9::text[] IS NULL OR q.item_id = ANY($9))`;

@Injectable()
export class ModerationQueueReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async list(
    list: ListQuery,
    filter: QueueFilter,
    now: Date,
  ): Promise<{ items: ModerationQueueItem[]; total: number }> {
    const { rows } = await this.pool.query<ItemRow>(
      `${QUEUE} ${FILTERS}
       ORDER BY ${list.sortColumn} ${list.order} NULLS LAST, q.queued_at ASC, q.item_id
       LIMIT $10 OFFSET $11`,
      [
        now,
        filter.kinds,
        filter.statuses,
        filter.minAgeHours,
        filter.maxAgeHours,
        filter.q,
        filter.subjectUserId,
        filter.claimedBy,
        filter.ids,
        list.limit,
        list.offset,
      ],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(filter, now);
    return { items: rows.map(toItem), total };
  }

  async one(itemId: string, now: Date): Promise<ModerationQueueItemDetail | null> {
    const { rows } = await this.pool.query<ItemRow>(`${QUEUE} WHERE q.item_id = $2`, [now, itemId]);
    const row = rows[0];
    if (!row) return null;
    const flags = await this.pool.query<{
      flag_id: string;
      flagger_id: string | null;
      flagger_name: string | null;
      reason: ContentReportReason;
      details: string | null;
      flagged_at: Date;
      outcome: 'upheld' | 'rejected' | null;
      upheld: number;
      rejected: number;
    }>(
      `SELECT f.flag_id, f.flagger_id, u.display_name AS flagger_name, f.reason, f.details, f.flagged_at, f.outcome,
              coalesce(fl.upheld, 0) AS upheld, coalesce(fl.rejected, 0) AS rejected
       FROM rm_moderation.flags f
       LEFT JOIN rm_moderation.flaggers fl ON fl.user_id = f.flagger_id
       LEFT JOIN rm_users.users u ON u.user_id = f.flagger_id AND u.deleted_at IS NULL
       WHERE f.item_id = $1 ORDER BY f.flagged_at DESC, f.flag_id`,
      [itemId],
    );
    return {
      ...toItem(row),
      content: row.shown_content,
      flags: flags.rows.map((flag): ModerationFlag => ({
        id: flag.flag_id,
        flaggerId: flag.flagger_id,
        flaggerName: flag.flagger_name,
        reason: flag.reason,
        details: flag.details,
        flaggedAt: flag.flagged_at.toISOString(),
        flaggerUpheld: flag.upheld,
        flaggerRejected: flag.rejected,
        weight: Math.round(flagWeight(flag.upheld, flag.rejected) * 100) / 100,
        outcome: flag.outcome,
      })),
    };
  }

  /** Items (in the order asked) for a bulk answer; ids not in the queue are left out. */
  async many(itemIds: readonly string[], now: Date): Promise<Map<string, ModerationQueueItem>> {
    const { rows } = await this.pool.query<ItemRow>(`${QUEUE} WHERE q.item_id = ANY($2)`, [now, itemIds]);
    return new Map(rows.map((row) => [row.item_id, toItem(row)]));
  }

  async counts(viewerId: string, now: Date): Promise<ModerationQueueCounts> {
    const { rows } = await this.pool.query<{
      kind: ModerationItemKind;
      status: ModerationItemStatus;
      n: string;
      mine: string;
    }>(
      `SELECT kind, status, count(*) AS n, count(*) FILTER (WHERE status = 'claimed' AND claimed_by = $2) AS mine
       FROM (SELECT i.kind, i.claimed_by,
               CASE WHEN NOT i.open THEN i.resolution_outcome
                    WHEN i.claimed_until > $1::timestamptz THEN 'claimed' ELSE 'new' END AS status
             FROM rm_moderation.items i) q
       GROUP BY kind, status`,
      [now, viewerId],
    );
    const zero = () =>
      Object.fromEntries(MODERATION_ITEM_STATUSES.map((status) => [status, 0])) as Record<ModerationItemStatus, number>;
    const byStatus = zero();
    const byKind = Object.fromEntries(MODERATION_ITEM_KINDS.map((kind) => [kind, zero()])) as Record<
      ModerationItemKind,
      Record<ModerationItemStatus, number>
    >;
    let mine = 0;
    for (const row of rows) {
      byStatus[row.status] += Number(row.n);
      byKind[row.kind][row.status] += Number(row.n);
      mine += Number(row.mine);
    }
    return { open: byStatus.new + byStatus.claimed, byStatus, byKind, mine };
  }

  private async count(filter: QueueFilter, now: Date): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM (${QUEUE}) q ${FILTERS}`, [
      now,
      filter.kinds,
      filter.statuses,
      filter.minAgeHours,
      filter.maxAgeHours,
      filter.q,
      filter.subjectUserId,
      filter.claimedBy,
      filter.ids,
    ]);
    return Number(rows[0]?.n ?? 0);
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function actionsOf(row: ItemRow): ModerationAction[] {
  if (!row.open) return ['reopen'];
  return MODERATION_ACTIONS_BY_KIND[row.kind].filter(
    (action) => action !== 'reopen' && (action !== 'ban' || row.subject_user_id !== null),
  );
}

function toItem(row: ItemRow): ModerationQueueItem {
  const claimed = row.status === 'claimed';
  return {
    id: row.item_id,
    kind: row.kind,
    targetId: row.target_id,
    label: row.shown_label,
    status: row.status,
    priority: Number(row.priority),
    flagCount: row.flag_count,
    flagReasons: row.flag_reasons,
    queuedAt: row.queued_at.toISOString(),
    lastFlaggedAt: iso(row.last_flagged_at),
    ageHours: Math.round(Number(row.age_hours) * 10) / 10,
    subjectUserId: row.subject_user_id,
    subjectName: row.subject_name,
    postId: row.post_id,
    destinationId: row.destination_id,
    severity: row.severity,
    claimedBy: claimed && row.claimed_by ? { id: row.claimed_by, name: row.claimed_by_name } : null,
    claimedUntil: claimed ? iso(row.claimed_until) : null,
    resolution:
      row.resolution_outcome && row.resolution_action && row.resolution_at
        ? {
            outcome: row.resolution_outcome,
            action: row.resolution_action,
            reason: row.resolution_reason,
            by: row.resolution_by ? { id: row.resolution_by, name: row.resolution_by_name } : null,
            at: row.resolution_at.toISOString(),
          }
        : null,
    actions: actionsOf(row),
  };
}
