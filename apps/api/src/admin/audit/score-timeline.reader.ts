/**
 * A destination's score timeline for the audit view: the projector's score-history rows (one per
 * event that moved a metric: a rating, a baseline, a government's or an area's change of advice),
 * with each actor's name and the metrics each event changed.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  SAFETY_METRICS,
  type AuditTimeline,
  type AuditTimelineEntry,
  type NullableMetrics,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

interface Row {
  readonly event_id: string;
  readonly position_commit: string;
  readonly position_prepare: string;
  readonly revision: string;
  readonly type: string;
  readonly actor_id: string | null;
  readonly actor_name: string | null;
  readonly actor_role: string;
  readonly occurred_at: Date;
  readonly reason: string | null;
  readonly before: NullableMetrics;
  readonly after: NullableMetrics;
  readonly community_ratings_after: number;
}

/** Seeds and timers act as the system; nobody signs their events. */
const SYSTEM_NAME = 'System';

export function changesOf(before: NullableMetrics, after: NullableMetrics): AuditTimelineEntry['changes'] {
  return SAFETY_METRICS.filter((metric) => before[metric] !== after[metric]).map((metric) => ({
    metric,
    before: before[metric],
    after: after[metric],
  }));
}

@Injectable()
export class ScoreTimelineReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async timeline(destinationId: number): Promise<AuditTimeline> {
    const destination = await this.pool.query<{ name: string }>(
      'SELECT name FROM rm_destinations.destinations WHERE destination_id = $1',
      [destinationId],
    );
    const name = destination.rows[0]?.name;
    if (name === undefined) {
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        message: `No destination with id ${destinationId}`,
      });
    }
    const { rows } = await this.pool.query<Row>(
      `SELECT h.event_id, h.position_commit, h.position_prepare, h.revision, h.type, h.actor_id,
         u.display_name AS actor_name, h.actor_role, h.occurred_at, h.reason, h.before, h.after, h.community_ratings_after
       FROM rm_destinations.score_history h
       LEFT JOIN rm_users.users u ON u.user_id = h.actor_id
       WHERE h.destination_id = $1
       ORDER BY h.position_commit, h.position_prepare`,
      [destinationId],
    );
    return {
      destinationId,
      name,
      entries: rows.map((row) => ({
        eventId: row.event_id,
        position: `${row.position_commit}/${row.position_prepare}`,
        revision: Number(row.revision),
        type: row.type,
        actorId: row.actor_id,
        actorName: row.actor_role === 'system' ? SYSTEM_NAME : row.actor_name,
        actorRole: row.actor_role,
        occurredAt: row.occurred_at.toISOString(),
        reason: row.reason,
        before: row.before,
        after: row.after,
        changes: changesOf(row.before, row.after),
        communityRatingsAfter: row.community_ratings_after,
      })),
    };
  }
}
