/**
 * Every change of a destination's score, in log order, with what it was before and after
 * (`rm_destinations.score_history`).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';
import { DestinationReader } from './destination.reader';
import type { ScoreHistory, ScoreHistoryEntry } from '@safetrails/contracts';

@Injectable()
export class ScoreHistoryReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly destinations: DestinationReader,
  ) {}

  async scoreHistory(id: number): Promise<ScoreHistory> {
    await this.destinations.requireDestination(id);
    const { rows } = await this.pool.query<{
      event_id: string;
      position_commit: string;
      position_prepare: string;
      revision: string;
      type: string;
      actor_id: string | null;
      actor_role: string;
      occurred_at: Date;
      reason: string | null;
      before: ScoreHistoryEntry['before'];
      after: ScoreHistoryEntry['after'];
      community_ratings_after: number;
    }>(
      `SELECT event_id, position_commit, position_prepare, revision, type, actor_id, actor_role, occurred_at, reason,
         before, after, community_ratings_after
       FROM rm_destinations.score_history WHERE destination_id = $1 ORDER BY position_commit, position_prepare`,
      [id],
    );
    return {
      destinationId: id,
      entries: rows.map((row) => ({
        eventId: row.event_id,
        position: `${row.position_commit}/${row.position_prepare}`,
        revision: Number(row.revision),
        type: row.type,
        actorId: row.actor_id,
        actorRole: row.actor_role,
        occurredAt: row.occurred_at.toISOString(),
        reason: row.reason,
        before: row.before,
        after: row.after,
        communityRatingsAfter: row.community_ratings_after,
      })),
    };
  }
}
