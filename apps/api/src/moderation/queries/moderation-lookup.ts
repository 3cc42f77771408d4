/**
 * What moderation's command handlers ask the read models: a queue item's target and traveller, a
 * tip's or rating's destination and author, a moderator's name for an error message. Items, tips
 * and ratings never change identity, so these answers cannot be stale in a way that matters; the
 * streams' own deciders guard everything that can race.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ModerationItemKind } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

export interface QueueItemRef {
  readonly itemId: string;
  readonly kind: ModerationItemKind;
  readonly targetId: string;
  readonly open: boolean;
  readonly subjectUserId: string | null;
  readonly postId: string | null;
  readonly destinationId: number | null;
}

export interface AuthoredTarget {
  readonly destinationId: number;
  readonly userId: string;
}

@Injectable()
export class ModerationLookup {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async item(itemId: string): Promise<QueueItemRef | null> {
    const { rows } = await this.pool.query<{
      kind: ModerationItemKind;
      target_id: string;
      open: boolean;
      subject_user_id: string | null;
      post_id: string | null;
      destination_id: number | null;
    }>(
      `SELECT kind, target_id, open, subject_user_id, post_id, destination_id FROM rm_moderation.items WHERE item_id = $1`,
      [itemId],
    );
    const row = rows[0];
    return row
      ? {
          itemId,
          kind: row.kind,
          targetId: row.target_id,
          open: row.open,
          subjectUserId: row.subject_user_id,
          postId: row.post_id,
          destinationId: row.destination_id,
        }
      : null;
  }

  async userName(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ display_name: string | null }>(
      'SELECT display_name FROM rm_users.users WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    );
    return rows[0]?.display_name ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM rm_users.users WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** A tip travellers can still see. */
  async tip(tipId: string): Promise<AuthoredTarget | null> {
    const { rows } = await this.pool.query<{ destination_id: number; user_id: string }>(
      'SELECT destination_id, user_id FROM rm_tips.tips WHERE tip_id = $1 AND removed_at IS NULL',
      [tipId],
    );
    const row = rows[0];
    return row ? { destinationId: row.destination_id, userId: row.user_id } : null;
  }

  /** A current rating (not removed, not replaced). */
  async rating(ratingId: string): Promise<AuthoredTarget | null> {
    const { rows } = await this.pool.query<{ destination_id: number; user_id: string }>(
      'SELECT destination_id, user_id FROM rm_destinations.ratings WHERE rating_id = $1',
      [ratingId],
    );
    const row = rows[0];
    return row ? { destinationId: row.destination_id, userId: row.user_id } : null;
  }
}
