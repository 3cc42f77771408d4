/**
 * A post's comments as a thread, or one comment with its neighbours, as the viewer may see them
 * (`rm_forum`).
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ForumCommentView, ReactionKind } from '@safetrails/contracts';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';
import { RenderCache } from '../content/markdown';
import { AUTHOR_COLUMNS, authorOf, type AuthorRow, type Viewer } from './forum-author';
import { countsOf, ForumReader, visiblePost, type PostVisibilityRow, type ThreadPost } from './forum.reader';

interface CommentRow extends AuthorRow {
  comment_id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  created_at: Date;
  edited_at: Date | null;
  hidden: boolean;
  like_count: number;
  helpful_count: number;
  insightful_count: number;
  my_reactions: ReactionKind[] | null;
}

@Injectable()
export class ForumCommentsReader {
  private readonly rendered = new RenderCache();

  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly posts: ForumReader,
  ) {}

  /**
   * Top-level comments oldest first, each with its replies oldest first. A hidden comment (and the
   * replies under it) shows only to moderators and to its own author.
   */
  async comments(postId: string, viewer: Viewer): Promise<ForumCommentView[]> {
    return this.thread(postId, await this.posts.requireVisiblePost(postId, viewer), viewer, null);
  }

  /**
   * The thread of a post, or only the part of it around `focus` (that comment, its parent and its
   * replies): reading one comment back must not cost a whole busy thread.
   */
  private async thread(
    postId: string,
    post: ThreadPost,
    viewer: Viewer,
    focus: string | null,
  ): Promise<ForumCommentView[]> {
    // One comment's neighbours come by key (the comment, its parent, its replies), not by reading
    // the whole thread and keeping three: on a busy thread that read-back was a third of
    // PostgreSQL's time in bench (n), and it grew with every comment. The few keys are found first
    // (MATERIALIZED), so the planner cannot choose to walk the thread instead.
    const columns = `cm.comment_id, cm.post_id, cm.parent_id, cm.author_id, cm.content, cm.created_at, cm.edited_at,
         cm.hidden, cm.like_count, cm.helpful_count, cm.insightful_count,
         (SELECT array_agg(r.kind ORDER BY r.kind) FROM rm_forum.reactions r
           WHERE r.target_type = 'comment' AND r.target_id = cm.comment_id AND r.user_id = $2) AS my_reactions,
         ${AUTHOR_COLUMNS}`;
    const { rows } =
      focus === null
        ? await this.pool.query<CommentRow>(
            `SELECT ${columns}
               FROM rm_forum.comments cm
               LEFT JOIN rm_users.users u ON u.user_id = cm.author_id
              WHERE cm.post_id = $1
              ORDER BY cm.position_commit, cm.position_prepare`,
            [postId, viewer.userId],
          )
        : await this.pool.query<CommentRow>(
            `WITH wanted AS MATERIALIZED (
               SELECT $3::uuid AS comment_id
               UNION SELECT f.parent_id FROM rm_forum.comments f WHERE f.comment_id = $3 AND f.parent_id IS NOT NULL
               UNION SELECT r.comment_id FROM rm_forum.comments r WHERE r.parent_id = $3)
             SELECT ${columns}
               FROM wanted
               JOIN rm_forum.comments cm USING (comment_id)
               LEFT JOIN rm_users.users u ON u.user_id = cm.author_id
              WHERE cm.post_id = $1
              ORDER BY cm.position_commit, cm.position_prepare`,
            [postId, viewer.userId, focus],
          );
    const visible = (row: CommentRow) => !row.hidden || viewer.isModerator || row.author_id === viewer.userId;
    const views = new Map<string, ForumCommentView & { replies: ForumCommentView[] }>();
    const top: (ForumCommentView & { replies: ForumCommentView[] })[] = [];
    for (const row of rows) {
      if (!visible(row)) continue;
      const view = { ...this.commentView(row, post, viewer), replies: [] as ForumCommentView[] };
      if (row.parent_id === null) {
        views.set(row.comment_id, view);
        top.push(view);
      } else {
        views.get(row.parent_id)?.replies.push(view);
      }
    }
    return top;
  }

  async comment(commentId: string, viewer: Viewer): Promise<ForumCommentView> {
    const { rows } = await this.pool.query<PostVisibilityRow & { post_id: string }>(
      `SELECT c.post_id, p.author_id, p.is_anonymous, p.hidden
       FROM rm_forum.comments c JOIN rm_forum.posts p USING (post_id) WHERE c.comment_id = $1`,
      [commentId],
    );
    const row = rows[0];
    if (!row)
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        code: 'COMMENT_NOT_FOUND',
        message: 'Comment not found',
      });
    const thread = await this.thread(row.post_id, visiblePost(row, viewer), viewer, commentId);
    for (const top of thread) {
      if (top.id === commentId) return top;
      const reply = top.replies.find((candidate) => candidate.id === commentId);
      if (reply) return reply;
    }
    throw new NotFoundException({
      statusCode: 404,
      error: 'Not Found',
      code: 'COMMENT_NOT_FOUND',
      message: 'Comment not found',
    });
  }

  private commentView(
    row: CommentRow,
    post: { authorId: string; isAnonymous: boolean },
    viewer: Viewer,
  ): ForumCommentView {
    const isOriginalPoster = row.author_id === post.authorId;
    const author = authorOf(row, post.isAnonymous && isOriginalPoster, viewer);
    const isAuthor = viewer.userId !== null && viewer.userId === row.author_id;
    return {
      id: row.comment_id,
      postId: row.post_id,
      parentId: row.parent_id,
      author: { ...author, isOriginalPoster },
      contentHtml: this.rendered.render(row.content),
      contentMarkdown: isAuthor ? row.content : null,
      createdAt: row.created_at.toISOString(),
      editedAt: row.edited_at?.toISOString() ?? null,
      reactions: countsOf(row),
      myReactions: row.my_reactions ?? [],
      isHidden: row.hidden,
      canEdit: isAuthor,
      replies: [],
    };
  }
}
