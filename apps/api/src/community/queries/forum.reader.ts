/**
 * The forum's screens from `rm_forum` (one query per list, no N+1): categories with their counts,
 * post lists with sort, filter, full-text search and pages, a post with its rendered body, and its
 * comments with one level of replies. Bodies are rendered from Markdown and sanitised here, on the
 * way out. Sort formulas are documented in docs/COMMUNITY.md.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  FORUM_HIGHLIGHT_HELPFUL_MIN,
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE_DEFAULT,
  FORUM_TRENDING_WINDOW_HOURS,
  REACTION_KINDS,
  type ForumCategoryIcon,
  type ForumFilter,
  type ForumModerationNote,
  type ForumPostDetail,
  type ForumPostPage,
  type ForumPostSummary,
  type ForumSearchSort,
  type ReactionCounts,
  type ReactionKind,
} from '@safetrails/contracts';
import type { ListForumPostsQuery } from '@safetrails/contracts/dto';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';
import { RenderCache } from '../content/markdown';
import { AUTHOR_COLUMNS, authorOf, type AuthorRow, type Viewer } from './forum-author';

export class PostNotFoundException extends NotFoundException {
  constructor() {
    super({ statusCode: 404, error: 'Not Found', code: 'POST_NOT_FOUND', message: FORUM_MESSAGES.postNotFound });
  }
}

export interface PostListOptions {
  readonly categoryId?: number;
  readonly q?: string | null;
  readonly sort?: ForumSearchSort;
  readonly filter?: ForumFilter;
  readonly mine?: boolean;
  readonly saved?: boolean;
  readonly page?: number;
  readonly pageSize?: number;
}

/** The options of a page of posts, from the query string. */
export function postListOptions(query: ListForumPostsQuery): PostListOptions {
  return {
    ...(query.categoryId !== undefined ? { categoryId: Number(query.categoryId) } : {}),
    q: query.q ?? null,
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.filter ? { filter: query.filter } : {}),
    mine: query.mine === 'true',
    saved: query.saved === 'true',
    ...(query.page ? { page: query.page } : {}),
    ...(query.pageSize ? { pageSize: query.pageSize } : {}),
  };
}

interface PostRow extends AuthorRow {
  post_id: string;
  category_id: number;
  is_anonymous: boolean;
  title: string;
  content: string;
  created_at: Date;
  edited_at: Date | null;
  last_activity_at: Date;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  hidden_reason: string | null;
  comment_count: number;
  like_count: number;
  helpful_count: number;
  insightful_count: number;
  category_name: string;
  category_slug: string;
  category_icon: ForumCategoryIcon;
  destination_id: number | null;
  destination_name: string | null;
  destination_country: string | null;
  view_count: string;
  my_reactions: ReactionKind[] | null;
  saved_by_me: boolean;
  rank: number | null;
}

/** $1 = the viewer's user id (or null); `rank` is filled in by searches. */
/** `extra`: more columns (a page's total, counted in the same statement). */
const postSelect = (rank: string, extra = '') => `
  SELECT p.post_id, p.category_id, p.author_id, p.is_anonymous, p.title, p.content, p.created_at, p.edited_at,
    p.last_activity_at, p.pinned, p.locked, p.hidden, p.hidden_reason, p.comment_count, p.like_count,
    p.helpful_count, p.insightful_count, p.destination_id,
    c.name AS category_name, c.slug AS category_slug, c.icon AS category_icon,
    d.name AS destination_name, d.country AS destination_country,
    coalesce(v.views, 0) AS view_count,
    (SELECT array_agg(r.kind ORDER BY r.kind) FROM rm_forum.reactions r
      WHERE r.target_type = 'post' AND r.target_id = p.post_id AND r.user_id = $1) AS my_reactions,
    EXISTS (SELECT 1 FROM rm_forum.saved_posts s WHERE s.post_id = p.post_id AND s.user_id = $1) AS saved_by_me,
    ${rank} AS rank,${extra}
    ${AUTHOR_COLUMNS}
  FROM rm_forum.posts p
  JOIN rm_forum.categories c ON c.category_id = p.category_id
  LEFT JOIN rm_users.users u ON u.user_id = p.author_id
  LEFT JOIN rm_destinations.destinations d ON d.destination_id = p.destination_id
  LEFT JOIN forum_stats.post_views v ON v.post_id = p.post_id`;

const REACTIONS = 'p.like_count + p.helpful_count + p.insightful_count';
const ENGAGEMENT = `(${REACTIONS} + 2 * p.comment_count)`;
const TRENDING = `(
  (SELECT count(*) FROM rm_forum.reactions r
    WHERE r.post_id = p.post_id AND r.reacted_at > now() - interval '${FORUM_TRENDING_WINDOW_HOURS} hours')
  + 2 * (SELECT count(*) FROM rm_forum.comments cm
    WHERE cm.post_id = p.post_id AND NOT cm.hidden AND cm.created_at > now() - interval '${FORUM_TRENDING_WINDOW_HOURS} hours'))`;

/** ORDER BY of each sort (docs/COMMUNITY.md); `p.post_id` last makes pages stable. */
const ORDER: Readonly<Record<ForumSearchSort, string>> = {
  relevance: 'rank DESC, p.created_at DESC',
  new: 'p.created_at DESC',
  top: `${REACTIONS} DESC, p.comment_count DESC, p.created_at DESC`,
  hot: `log(greatest(${ENGAGEMENT}, 1)) + extract(epoch FROM p.created_at) / 45000 DESC`,
  trending: `${TRENDING} DESC, p.last_activity_at DESC`,
};

const FILTER: Readonly<Record<ForumFilter, string | null>> = {
  all: null,
  pinned: 'p.pinned',
  day: "p.created_at > now() - interval '24 hours'",
  week: "p.created_at > now() - interval '7 days'",
  month: "p.created_at > now() - interval '30 days'",
};

export interface PostVisibilityRow {
  author_id: string;
  is_anonymous: boolean;
  hidden: boolean;
}

/** What a thread needs of its post: who wrote it, to mark their comments. */
export type ThreadPost = { authorId: string; isAnonymous: boolean };

/** A hidden post shows only to moderators and its author; to anyone else it does not exist. */
export function visiblePost(row: PostVisibilityRow | undefined, viewer: Viewer): ThreadPost {
  if (!row || (row.hidden && !viewer.isModerator && viewer.userId !== row.author_id)) throw new PostNotFoundException();
  return { authorId: row.author_id, isAnonymous: row.is_anonymous };
}

@Injectable()
export class ForumReader {
  private readonly rendered = new RenderCache();

  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  /**
   * A page of posts. Hidden posts show only to moderators and their authors. Without a search,
   * pinned posts come first in every sort; a search orders by relevance unless told otherwise.
   */
  async posts(viewer: Viewer, options: PostListOptions): Promise<ForumPostPage> {
    const page = options.page ?? 1;
    const pageSize = options.pageSize ?? FORUM_PAGE_SIZE_DEFAULT;
    const params: unknown[] = [viewer.userId];
    const where = ['(NOT p.hidden OR $2::boolean OR p.author_id = $1)'];
    params.push(viewer.isModerator);
    let rank = 'NULL::real';
    if (options.q) {
      params.push(options.q);
      const query = `websearch_to_tsquery('english', $${params.length})`;
      where.push(`p.search @@ ${query}`);
      rank = `ts_rank(p.search, ${query}, 1)`;
    }
    if (options.categoryId !== undefined) {
      params.push(options.categoryId);
      where.push(`p.category_id = $${params.length}`);
    }
    const filter = FILTER[options.filter ?? 'all'];
    if (filter) where.push(filter);
    if (options.mine) where.push('p.author_id = $1');
    if (options.saved)
      where.push('EXISTS (SELECT 1 FROM rm_forum.saved_posts s WHERE s.post_id = p.post_id AND s.user_id = $1)');
    const sort = options.sort ?? (options.q ? 'relevance' : 'hot');
    const order = `${options.q ? '' : 'p.pinned DESC, '}${ORDER[sort === 'relevance' && !options.q ? 'hot' : sort]}, p.post_id`;
    const whereSql = where.join(' AND ');

    // The page and the total in one statement (one snapshot, one round trip): the count is a
    // subquery over its own `p`, which PostgreSQL runs once. A page past the end has no row to carry
    // it, and asks for the total apart.
    const countSql = `SELECT count(*) FROM rm_forum.posts p WHERE ${whereSql}`;
    const list = await this.pool.query<PostRow & { total: string }>(
      `${postSelect(rank, ` (${countSql}) AS total,`)} WHERE ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const total = Number(
      list.rows[0]?.total ??
        (page > 1 ? (await this.pool.query<{ count: string }>(countSql, params)).rows[0]!.count : 0),
    );
    return {
      items: list.rows.map((row) => this.summary(row, viewer)),
      total,
      page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
    };
  }

  /** The newest visible posts, pinned or not (the forums home's Recent Activity). */
  async recent(viewer: Viewer, limit: number): Promise<ForumPostSummary[]> {
    const { rows } = await this.pool.query<PostRow>(
      `${postSelect('NULL::real')} WHERE NOT p.hidden ORDER BY p.created_at DESC, p.post_id LIMIT $2`,
      [viewer.userId, limit],
    );
    return rows.map((row) => this.summary(row, viewer));
  }

  /** A post as its page shows it; a hidden one is 'Post Not Found' except to moderators and its author. */
  async post(postId: string, viewer: Viewer): Promise<ForumPostDetail> {
    const { rows } = await this.pool.query<PostRow>(`${postSelect('NULL::real')} WHERE p.post_id = $2`, [
      viewer.userId,
      postId,
    ]);
    const row = rows[0];
    const isAuthor = row !== undefined && viewer.userId === row.author_id;
    if (!row || (row.hidden && !viewer.isModerator && !isAuthor)) throw new PostNotFoundException();
    const moderation = viewer.isModerator ? await this.moderationNotes(postId) : [];
    return {
      ...this.summary(row, viewer),
      contentHtml: this.rendered.render(row.content),
      contentMarkdown: isAuthor ? row.content : null,
      canEdit: isAuthor,
      canComment: !row.locked && !row.hidden,
      hiddenReason: row.hidden ? row.hidden_reason : null,
      moderation,
    };
  }

  /** Whether a post was written and then hidden by a moderator: its address answers 410 Gone. */
  async removed(postId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ hidden: boolean }>(
      'SELECT hidden FROM rm_forum.posts WHERE post_id = $1',
      [postId],
    );
    return rows[0]?.hidden === true;
  }

  /** Whether the viewer may see the post at all (for the comments list). */
  async requireVisiblePost(postId: string, viewer: Viewer): Promise<{ authorId: string; isAnonymous: boolean }> {
    const { rows } = await this.pool.query<PostVisibilityRow>(
      'SELECT author_id, is_anonymous, hidden FROM rm_forum.posts WHERE post_id = $1',
      [postId],
    );
    return visiblePost(rows[0], viewer);
  }

  /** The reactions on a post or comment now, and the viewer's own. */
  async reactionsOn(
    targetType: 'post' | 'comment',
    targetId: string,
    viewer: Viewer,
  ): Promise<{ reactions: ReactionCounts; myReactions: ReactionKind[] }> {
    const table = targetType === 'post' ? 'rm_forum.posts' : 'rm_forum.comments';
    const key = targetType === 'post' ? 'post_id' : 'comment_id';
    const { rows } = await this.pool.query<{
      like_count: number;
      helpful_count: number;
      insightful_count: number;
      my_reactions: ReactionKind[] | null;
    }>(
      `SELECT t.like_count, t.helpful_count, t.insightful_count,
         (SELECT array_agg(r.kind ORDER BY r.kind) FROM rm_forum.reactions r
           WHERE r.target_type = $3 AND r.target_id = t.${key} AND r.user_id = $2) AS my_reactions
       FROM ${table} t WHERE t.${key} = $1`,
      [targetId, viewer.userId, targetType],
    );
    const row = rows[0];
    if (!row) throw new PostNotFoundException();
    return { reactions: countsOf(row), myReactions: row.my_reactions ?? [] };
  }

  private async moderationNotes(postId: string): Promise<ForumModerationNote[]> {
    const { rows } = await this.pool.query<{ action: ForumModerationNote['action']; reason: string; at: Date }>(
      'SELECT action, reason, at FROM rm_forum.post_moderation WHERE post_id = $1 ORDER BY at DESC, event_id',
      [postId],
    );
    return rows.map((row) => ({ action: row.action, reason: row.reason, at: row.at.toISOString() }));
  }

  private summary(row: PostRow, viewer: Viewer): ForumPostSummary {
    const author = authorOf(row, row.is_anonymous, viewer);
    return {
      id: row.post_id,
      title: row.title,
      excerpt: this.rendered.excerpt(row.content),
      createdAt: row.created_at.toISOString(),
      editedAt: row.edited_at?.toISOString() ?? null,
      lastActivityAt: row.last_activity_at.toISOString(),
      author,
      categoryId: row.category_id,
      categoryName: row.category_name,
      categorySlug: row.category_slug,
      categoryIcon: row.category_icon,
      reactions: countsOf(row),
      likes: row.like_count,
      myReactions: row.my_reactions ?? [],
      commentCount: row.comment_count,
      viewCount: Number(row.view_count),
      isPinned: row.pinned,
      isLocked: row.locked,
      isHidden: row.hidden,
      isHighlighted: row.helpful_count >= FORUM_HIGHLIGHT_HELPFUL_MIN,
      isVerified: author.isVerified,
      imageUrl: null,
      destination:
        row.destination_id !== null && row.destination_name !== null
          ? { id: row.destination_id, name: row.destination_name, country: row.destination_country ?? '' }
          : null,
      savedByMe: row.saved_by_me,
      rank: row.rank,
    };
  }
}

export function countsOf(row: { like_count: number; helpful_count: number; insightful_count: number }): ReactionCounts {
  const counts = { like: row.like_count, helpful: row.helpful_count, insightful: row.insightful_count };
  return Object.fromEntries(REACTION_KINDS.map((kind) => [kind, counts[kind]])) as ReactionCounts;
}
