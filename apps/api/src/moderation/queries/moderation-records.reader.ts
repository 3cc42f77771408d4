/**
 * The moderation log, bans and moderator notes as the console lists them (`rm_moderation`), with
 * people's and destinations' names joined when read, so a name follows the account (and a
 * deleted account's name is gone).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type {
  ActorRole,
  ModerationLogAction,
  ModerationLogEntry,
  ModerationTargetKind,
  ModeratorNote,
  ModeratorRef,
  TravellerBan,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import type { ListQuery } from '../../platform/http/list-query';

export interface LogFilter {
  readonly moderatorId: string | null;
  readonly actions: readonly string[] | null;
  readonly targetKind: string | null;
  readonly targetId: string | null;
  readonly subjectUserId: string | null;
  readonly itemId: string | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly q: string | null;
  readonly ids: readonly string[] | null;
}

export interface BanFilter {
  readonly userId: string | null;
  readonly active: boolean | null;
  readonly ids: readonly string[] | null;
}

export interface NoteFilter {
  readonly userId: string | null;
  readonly authorId: string | null;
  readonly ids: readonly string[] | null;
}

export const LOG_SORTABLE: Readonly<Record<string, string>> = {
  at: 'l.at',
  action: 'l.action',
  targetKind: 'l.target_kind',
  moderatorId: 'l.moderator_id',
  id: 'l.event_id',
};
export const BAN_SORTABLE: Readonly<Record<string, string>> = {
  bannedAt: 'b.banned_at',
  until: 'b.until',
  userName: 'b.user_name',
  banCount: 'b.ban_count',
  id: 'b.user_id',
};
export const NOTE_SORTABLE: Readonly<Record<string, string>> = { createdAt: 'n.created_at', id: 'n.note_id' };

const ref = (id: string | null, name: string | null): ModeratorRef | null => (id ? { id, name } : null);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

interface LogRow {
  event_id: string;
  at: Date;
  moderator_id: string | null;
  moderator_name: string | null;
  moderator_role: ActorRole;
  action: ModerationLogAction;
  target_kind: ModerationTargetKind;
  target_id: string;
  label: string | null;
  subject_user_id: string | null;
  subject_name: string | null;
  reason: string | null;
  item_id: string | null;
  details: Record<string, unknown>;
  event_type: string;
  stream: string;
  total: string;
}

const SELECT_LOG = `
  SELECT l.*, mu.display_name AS moderator_name, su.display_name AS subject_name,
         coalesce(l.target_label, tu.display_name, d.name) AS label, count(*) OVER () AS total
  FROM rm_moderation.moderation_log l
  LEFT JOIN rm_users.users mu ON mu.user_id = l.moderator_id
  LEFT JOIN rm_users.users su ON su.user_id = l.subject_user_id
  LEFT JOIN rm_users.users tu ON l.target_kind = 'user' AND tu.user_id::text = l.target_id
  LEFT JOIN rm_destinations.destinations d ON l.target_kind = 'destination' AND d.destination_id::text = l.target_id`;

interface BanRow {
  user_id: string;
  user_name: string | null;
  until: Date;
  reason: string;
  banned_by: string | null;
  banned_by_name: string | null;
  banned_at: Date;
  active: boolean;
  lifted_at: Date | null;
  lifted_by: string | null;
  lifted_by_name: string | null;
  lift_reason: string | null;
  ban_count: number;
  total: string;
}

const SELECT_BANS = `
  SELECT b.*, u.display_name AS user_name, bu.display_name AS banned_by_name, lu.display_name AS lifted_by_name,
         (b.lifted_at IS NULL AND b.until > $1::timestamptz) AS active, count(*) OVER () AS total
  FROM rm_moderation.bans b
  LEFT JOIN rm_users.users u ON u.user_id = b.user_id
  LEFT JOIN rm_users.users bu ON bu.user_id = b.banned_by
  LEFT JOIN rm_users.users lu ON lu.user_id = b.lifted_by`;

interface NoteRow {
  note_id: string;
  user_id: string;
  text: string | null;
  author_id: string | null;
  author_name: string | null;
  created_at: Date;
  total: string;
}

const SELECT_NOTES = `
  SELECT n.*, a.display_name AS author_name, count(*) OVER () AS total
  FROM rm_moderation.notes n LEFT JOIN rm_users.users a ON a.user_id = n.author_id`;

@Injectable()
export class ModerationRecordsReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async log(list: ListQuery, filter: LogFilter): Promise<{ rows: ModerationLogEntry[]; total: number }> {
    const params = [
      filter.moderatorId,
      filter.actions,
      filter.targetKind,
      filter.targetId,
      filter.subjectUserId,
      filter.itemId,
      filter.from,
      filter.to,
      filter.q,
      filter.ids,
    ];
    const where = `
      WHERE ($1::uuid IS NULL OR l.moderator_id = $1)
        AND ($2::text[] IS NULL OR l.action = ANY($2))
        AND ($3::text IS NULL OR l.target_kind = $3)
        AND ($4::text IS NULL OR l.target_id = $4)
        AND ($5::uuid IS NULL OR l.subject_user_id = $5)
        AND ($6::text IS NULL OR l.item_id = $6)
        AND ($7::timestamptz IS NULL OR l.at >= $7)
        AND ($8::timestamptz IS NULL OR l.at <= $8)
        AND ($9::text IS NULL OR l.reason ILIKE '%' || $9 || '%' OR l.target_label ILIKE '%' || $9 || '%')
        AND ($10::uuid[] IS NULL OR l.event_id = ANY($10))`;
    const { rows } = await this.pool.query<LogRow>(
      `${SELECT_LOG} ${where}
       ORDER BY ${list.sortColumn} ${list.order} NULLS LAST, l.position_commit ${list.order}, l.position_prepare ${list.order}
       LIMIT $11 OFFSET $12`,
      [...params, list.limit, list.offset],
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number(
          (
            await this.pool.query<{ n: string }>(
              `SELECT count(*) AS n FROM rm_moderation.moderation_log l ${where}`,
              params,
            )
          ).rows[0]?.n ?? 0,
        );
    return { rows: rows.map(toLogEntry), total };
  }

  async logEntry(eventId: string): Promise<ModerationLogEntry | null> {
    const { rows } = await this.pool.query<LogRow>(`${SELECT_LOG} WHERE l.event_id = $1`, [eventId]);
    return rows[0] ? toLogEntry(rows[0]) : null;
  }

  async bans(list: ListQuery, filter: BanFilter, now: Date): Promise<{ rows: TravellerBan[]; total: number }> {
    // The window count runs before the outer filter on `active`, so the total is counted here.
    const { rows } = await this.pool.query<BanRow & { filtered_total: string }>(
      `SELECT b.*, count(*) OVER () AS filtered_total FROM (${SELECT_BANS}
         WHERE ($2::uuid IS NULL OR b.user_id = $2) AND ($3::uuid[] IS NULL OR b.user_id = ANY($3))) b
       WHERE ($4::boolean IS NULL OR b.active = $4)
       ORDER BY ${list.sortColumn} ${list.order} NULLS LAST, b.user_id
       LIMIT $5 OFFSET $6`,
      [now, filter.userId, filter.ids, filter.active, list.limit, list.offset],
    );
    const total = rows[0] ? Number(rows[0].filtered_total) : 0;
    return { rows: rows.map(toBan), total };
  }

  async ban(userId: string, now: Date): Promise<TravellerBan | null> {
    const { rows } = await this.pool.query<BanRow>(`${SELECT_BANS} WHERE b.user_id = $2`, [now, userId]);
    return rows[0] ? toBan(rows[0]) : null;
  }

  async notes(list: ListQuery, filter: NoteFilter): Promise<{ rows: ModeratorNote[]; total: number }> {
    const { rows } = await this.pool.query<NoteRow>(
      `${SELECT_NOTES}
       WHERE ($1::uuid IS NULL OR n.user_id = $1) AND ($2::uuid IS NULL OR n.author_id = $2)
         AND ($3::uuid[] IS NULL OR n.note_id = ANY($3))
       ORDER BY ${list.sortColumn} ${list.order}, n.position_commit ${list.order}, n.position_prepare ${list.order}
       LIMIT $4 OFFSET $5`,
      [filter.userId, filter.authorId, filter.ids, list.limit, list.offset],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { rows: rows.map(toNote), total };
  }

  async note(noteId: string): Promise<ModeratorNote | null> {
    const { rows } = await this.pool.query<NoteRow>(`${SELECT_NOTES} WHERE n.note_id = $1`, [noteId]);
    return rows[0] ? toNote(rows[0]) : null;
  }
}

function toLogEntry(row: LogRow): ModerationLogEntry {
  return {
    id: row.event_id,
    at: row.at.toISOString(),
    moderator: ref(row.moderator_id, row.moderator_name),
    moderatorRole: row.moderator_role,
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    targetLabel: row.label,
    subjectUserId: row.subject_user_id,
    subjectName: row.subject_name,
    reason: row.reason,
    itemId: row.item_id,
    details: row.details,
    eventType: row.event_type,
    stream: row.stream,
  };
}

function toBan(row: BanRow): TravellerBan {
  return {
    id: row.user_id,
    userId: row.user_id,
    userName: row.user_name,
    until: row.until.toISOString(),
    reason: row.reason,
    bannedBy: ref(row.banned_by, row.banned_by_name),
    bannedAt: row.banned_at.toISOString(),
    active: row.active,
    liftedAt: iso(row.lifted_at),
    liftedBy: ref(row.lifted_by, row.lifted_by_name),
    liftReason: row.lift_reason,
    banCount: row.ban_count,
  };
}

function toNote(row: NoteRow): ModeratorNote {
  return {
    id: row.note_id,
    userId: row.user_id,
    text: row.text,
    author: ref(row.author_id, row.author_name),
    createdAt: row.created_at.toISOString(),
  };
}
