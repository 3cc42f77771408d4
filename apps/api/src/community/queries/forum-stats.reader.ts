/**
 * The forum's numbers, computed from the read models (the spec's banner and contribution card had
 * hard-coded ones): community stats, a traveller's own contribution stats and rank, and the recent
 * activity the dashboard's community tab lists. Reputation is defined in docs/COMMUNITY.md.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  CONTRIBUTOR_RANKS,
  type CommunityStats,
  type ForumActivityItem,
  type MyContributionStats,
} from '@safetrails/contracts';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';
import { RenderCache } from '../content/markdown';
import { AUTHOR_COLUMNS, authorOf, type AuthorRow, type Viewer } from './forum-author';

/** Points per contribution: 1 per visible post or comment, 1 per like received, 2 per helpful or insightful. */
const REPUTATION = `
  SELECT user_id, sum(points)::int AS reputation FROM (
    SELECT author_id AS user_id, 1 AS points FROM rm_forum.posts WHERE NOT hidden
    UNION ALL SELECT author_id, 1 FROM rm_forum.comments WHERE NOT hidden
    UNION ALL SELECT target_author_id, CASE WHEN kind = 'like' THEN 1 ELSE 2 END FROM rm_forum.reactions
  ) contributions GROUP BY user_id`;

export function rankFor(reputation: number): { name: string; next: { name: string; minReputation: number } | null } {
  let index = 0;
  CONTRIBUTOR_RANKS.forEach((rank, candidate) => {
    if (reputation >= rank.minReputation) index = candidate;
  });
  const next = CONTRIBUTOR_RANKS[index + 1];
  return {
    name: CONTRIBUTOR_RANKS[index]!.name,
    next: next ? { name: next.name, minReputation: next.minReputation } : null,
  };
}

@Injectable()
export class ForumStatsReader {
  private readonly rendered = new RenderCache(500);

  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async community(): Promise<CommunityStats> {
    const { rows } = await this.pool.query<Record<keyof CommunityStats, string>>(
      `WITH visible_posts AS (SELECT * FROM rm_forum.posts WHERE NOT hidden),
       visible_comments AS (
         SELECT cm.* FROM rm_forum.comments cm JOIN visible_posts p ON p.post_id = cm.post_id WHERE NOT cm.hidden
       ),
       writing AS (
         SELECT author_id, created_at FROM visible_posts UNION ALL SELECT author_id, created_at FROM visible_comments
       )
       SELECT
         (SELECT count(*) FROM rm_users.users WHERE deleted_at IS NULL) AS members,
         (SELECT count(DISTINCT author_id) FROM writing) AS contributors,
         (SELECT count(*) FROM visible_posts) AS posts,
         (SELECT count(*) FROM visible_comments) AS comments,
         (SELECT count(*) FROM rm_forum.reactions r JOIN visible_posts p ON p.post_id = r.post_id) AS reactions,
         (SELECT count(*) FROM visible_posts WHERE created_at > now() - interval '7 days') AS "postsThisWeek",
         (SELECT count(DISTINCT author_id) FROM writing WHERE created_at > now() - interval '24 hours') AS "activeToday",
         (SELECT count(*) FROM rm_forum.categories) AS categories`,
    );
    const row = rows[0]!;
    return {
      members: Number(row.members),
      contributors: Number(row.contributors),
      posts: Number(row.posts),
      comments: Number(row.comments),
      reactions: Number(row.reactions),
      postsThisWeek: Number(row.postsThisWeek),
      activeToday: Number(row.activeToday),
      categories: Number(row.categories),
    };
  }

  async mine(userId: string): Promise<MyContributionStats> {
    const { rows } = await this.pool.query<{
      posts: string;
      comments: string;
      given: string;
      received: string;
      saved: string;
      reputation: number | null;
      position: string | null;
    }>(
      `WITH reputation AS (${REPUTATION}),
       mine AS (SELECT reputation FROM reputation WHERE user_id = $1)
       SELECT
         (SELECT count(*) FROM rm_forum.posts WHERE author_id = $1 AND NOT hidden) AS posts,
         (SELECT count(*) FROM rm_forum.comments WHERE author_id = $1 AND NOT hidden) AS comments,
         (SELECT count(*) FROM rm_forum.reactions WHERE user_id = $1) AS given,
         (SELECT count(*) FROM rm_forum.reactions WHERE target_author_id = $1) AS received,
         (SELECT count(*) FROM rm_forum.saved_posts s JOIN rm_forum.posts p ON p.post_id = s.post_id
           WHERE s.user_id = $1 AND NOT p.hidden) AS saved,
         (SELECT reputation FROM mine) AS reputation,
         (SELECT count(*) + 1 FROM reputation WHERE reputation > (SELECT reputation FROM mine)) AS position`,
      [userId],
    );
    const row = rows[0]!;
    const posts = Number(row.posts);
    const comments = Number(row.comments);
    const reactionsGiven = Number(row.given);
    const reputation = row.reputation ?? 0;
    return {
      posts,
      comments,
      reactionsGiven,
      reactionsReceived: Number(row.received),
      contributions: posts + comments + reactionsGiven,
      reputation,
      rank: { ...rankFor(reputation), position: row.reputation === null ? null : Number(row.position) },
      savedPosts: Number(row.saved),
    };
  }

  /** Newest posts and comments together, for the dashboard's community tab. */
  async activity(viewer: Viewer, limit: number): Promise<ForumActivityItem[]> {
    const { rows } = await this.pool.query<
      AuthorRow & {
        kind: 'post' | 'comment';
        post_id: string;
        post_title: string;
        comment_id: string | null;
        content: string;
        anonymous: boolean;
        category_name: string;
        category_slug: string;
        created_at: Date;
      }
    >(
      `SELECT a.*, c.name AS category_name, c.slug AS category_slug, ${AUTHOR_COLUMNS}
       FROM (
         (SELECT 'post' AS kind, p.post_id, p.title AS post_title, NULL::uuid AS comment_id, p.content, p.author_id,
            p.is_anonymous AS anonymous, p.category_id, p.created_at
          FROM rm_forum.posts p WHERE NOT p.hidden ORDER BY p.created_at DESC LIMIT $1)
         UNION ALL
         (SELECT 'comment', p.post_id, p.title, cm.comment_id, cm.content, cm.author_id,
            p.is_anonymous AND cm.author_id = p.author_id, p.category_id, cm.created_at
          FROM rm_forum.comments cm JOIN rm_forum.posts p ON p.post_id = cm.post_id
          WHERE NOT cm.hidden AND NOT p.hidden ORDER BY cm.created_at DESC LIMIT $1)
       ) a
       JOIN rm_forum.categories c ON c.category_id = a.category_id
       LEFT JOIN rm_users.users u ON u.user_id = a.author_id
       ORDER BY a.created_at DESC, a.post_id, a.comment_id NULLS FIRST
       LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      kind: row.kind,
      postId: row.post_id,
      postTitle: row.post_title,
      commentId: row.comment_id,
      excerpt: this.rendered.excerpt(row.content),
      author: authorOf(row, row.anonymous, viewer),
      categoryName: row.category_name,
      categorySlug: row.category_slug,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
