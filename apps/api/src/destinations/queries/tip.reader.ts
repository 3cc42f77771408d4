/**
 * Safety tips (`rm_tips`), best first, with the author's first name (never the full name a provider
 * gave us) and the reader's own vote. A deleted account's tips stay, without a name; a tip a
 * moderator removed is gone.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import { firstNameOf, type SafetyTipView, type TipCategory, type TipVote } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

export const TOP_TIPS_LIMIT = 10;

interface TipRow {
  tip_id: string;
  destination_id: number;
  category: TipCategory;
  content: string;
  upvotes: number;
  downvotes: number;
  user_id: string;
  author_name: string | null;
  created_at: Date;
  my_vote: TipVote | null;
}

const SELECT_TIPS = `
  SELECT t.tip_id, t.destination_id, t.category, t.content, t.upvotes, t.downvotes, t.user_id, t.created_at,
    CASE WHEN u.deleted_at IS NULL THEN u.display_name END AS author_name, v.vote AS my_vote
  FROM rm_tips.tips t
  LEFT JOIN rm_users.users u ON u.user_id = t.user_id
  LEFT JOIN rm_tips.tip_votes v ON v.tip_id = t.tip_id AND v.user_id = $2`;

@Injectable()
export class TipReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  /** The best tips: most net helpful votes, then newest. */
  async top(destinationId: number, viewerId: string | null): Promise<SafetyTipView[]> {
    const { rows } = await this.pool.query<TipRow>(
      `${SELECT_TIPS} WHERE t.destination_id = $1 AND t.removed_at IS NULL
       ORDER BY (t.upvotes - t.downvotes) DESC, t.created_at DESC LIMIT ${TOP_TIPS_LIMIT}`,
      [destinationId, viewerId],
    );
    return rows.map(toView);
  }

  async one(tipId: string, viewerId: string | null): Promise<SafetyTipView> {
    const { rows } = await this.pool.query<TipRow>(`${SELECT_TIPS} WHERE t.tip_id = $1 AND t.removed_at IS NULL`, [
      tipId,
      viewerId,
    ]);
    const row = rows[0];
    if (!row) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such safety tip' });
    return toView(row);
  }
}

function toView(row: TipRow): SafetyTipView {
  return {
    id: row.tip_id,
    destinationId: row.destination_id,
    category: row.category,
    content: row.content,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    userId: row.user_id,
    authorName: row.author_name ? firstNameOf(row.author_name) : null,
    createdAt: row.created_at.toISOString(),
    myVote: row.my_vote ?? 'none',
  };
}
