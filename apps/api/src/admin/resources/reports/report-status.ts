/**
 * Where a feedback-hub submission's triage status comes from: the moderation queue's item for it
 * (`rm_moderation.items`, kind + target id = the report id), the one truth the moderation console
 * writes through its own commands. A claimed item reads as `in_review`. Until the moderation
 * projection has created its tables (a fresh install whose projector has not started yet), the
 * reports' own `new` stands.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../../platform/database/database.module';

export interface StatusColumns {
  /** A `LEFT JOIN` naming the item `mi`, or nothing. */
  readonly join: string;
  /** `status`, `statusReason`, `statusChangedAt`, `statusChangedBy` for the select. */
  readonly select: string;
  /** The status expression, for filters and sorts. */
  readonly status: string;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FROM_QUEUE_STATUS = `CASE WHEN mi.item_id IS NULL THEN r.status
  WHEN NOT mi.open THEN mi.resolution_outcome
  WHEN mi.claimed_until > now() THEN 'in_review' ELSE 'new' END`;
/** The decision's reason, time and moderator, while the item stays closed by it. */
const CLOSED = (column: string) => `CASE WHEN NOT mi.open THEN ${column} END`;

const FROM_QUEUE: StatusColumns = {
  // A flag's item is its target's (flags on one post collapse into one item); a submission's is its own.
  join: `LEFT JOIN rm_moderation.items mi
    ON mi.kind = CASE WHEN r.kind = 'content_flag' THEN r.target_type ELSE r.kind END
    AND mi.target_id = CASE WHEN r.kind = 'content_flag' THEN r.target_id ELSE r.report_id END`,
  select: `${FROM_QUEUE_STATUS} AS status, ${CLOSED('mi.resolution_reason')} AS "statusReason",
    ${CLOSED(ISO('mi.resolution_at'))} AS "statusChangedAt", ${CLOSED('mi.resolution_by::text')} AS "statusChangedBy"`,
  status: FROM_QUEUE_STATUS,
};

const FROM_REPORTS: StatusColumns = {
  join: '',
  select: `r.status, null::text AS "statusReason", null::text AS "statusChangedAt", null::text AS "statusChangedBy"`,
  status: 'r.status',
};

@Injectable()
export class ReportStatusSource {
  private queueExists = false;

  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async columns(): Promise<StatusColumns> {
    return (await this.hasQueue()) ? FROM_QUEUE : FROM_REPORTS;
  }

  /** Whether the moderation queue's table exists; once it does it stays (rebuilds swap it in place). */
  async hasQueue(): Promise<boolean> {
    if (this.queueExists) return true;
    const result = await this.pool.query<{ present: boolean }>(
      `SELECT to_regclass('rm_moderation.items') IS NOT NULL AS present`,
    );
    this.queueExists = result.rows[0]?.present ?? false;
    return this.queueExists;
  }
}
