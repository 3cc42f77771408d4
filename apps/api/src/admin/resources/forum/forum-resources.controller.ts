/**
 * `/admin-api/forum-posts` and `/admin-api/forum-comments`: forum content as moderators see it
 * (the real author behind an anonymous post, hidden content, travellers' flags), and pinning,
 * locking and hiding through the forum's own moderation commands, each with a reason.
 */
import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FORUM_PROJECTION,
  laterPosition,
  type AdminForumComment,
  type AdminForumPost,
  type GlobalPosition,
} from '@safetrails/contracts';
import { UpdateForumCommentRequest, UpdateForumPostRequest } from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { HideForumCommentCommand } from '../../../community/commands/hide-forum-comment/hide-forum-comment.command';
import {
  ModerateForumPostCommand,
  type PostModeration,
} from '../../../community/commands/moderate-forum-post/moderate-forum-post.command';
import { AppConfig } from '../../../config/app.config';
import { Access } from '../../../platform/http/access.decorator';
import { userContext } from '../../../identity/http/user-context';
import { READ_POOL } from '../../../platform/database/database.module';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../../platform/live/projection-waiter';
import { iso, listResource, oneResource, requireReason, type ResourceDefinition } from '../resource-list';

const REACTIONS = (alias: string) =>
  `jsonb_build_object('like', ${alias}.like_count, 'helpful', ${alias}.helpful_count, 'insightful', ${alias}.insightful_count)`;

const FLAGS = (targetType: 'post' | 'comment', column: string) =>
  `(SELECT count(*)::int FROM rm_reports.reports f
    WHERE f.kind = 'content_flag' AND f.target_type = '${targetType}' AND f.target_id = ${column})`;

const POSTS: ResourceDefinition = {
  resource: 'forum-posts',
  from: `rm_forum.posts p
    JOIN rm_forum.categories c ON c.category_id = p.category_id
    LEFT JOIN rm_users.users u ON u.user_id = p.author_id`,
  select: `p.post_id AS id, p.category_id AS "categoryId", c.name AS "categoryName", p.title, p.content,
    p.author_id AS "authorId", u.display_name AS "authorName", p.is_anonymous AS "isAnonymous",
    p.destination_id AS "destinationId", ${iso('p.created_at')} AS "createdAt", ${iso('p.edited_at')} AS "editedAt",
    ${iso('p.last_activity_at')} AS "lastActivityAt", p.pinned, p.locked, p.hidden, p.hidden_reason AS "hiddenReason",
    p.comment_count AS "commentCount", ${REACTIONS('p')} AS reactions, ${FLAGS('post', 'p.post_id')} AS "flagCount"`,
  scope: null,
  sortable: {
    createdAt: 'p.created_at',
    lastActivityAt: 'p.last_activity_at',
    title: 'p.title',
    commentCount: 'p.comment_count',
    categoryName: 'c.name',
    authorName: 'u.display_name',
    pinned: 'p.pinned',
    locked: 'p.locked',
    hidden: 'p.hidden',
    isAnonymous: 'p.is_anonymous',
    editedAt: 'p.edited_at',
    flagCount: FLAGS('post', 'p.post_id'),
    id: 'p.post_id',
  },
  defaultSort: ['createdAt', 'DESC'],
  tiebreak: 'p.post_id',
  filters: {
    id: { kind: { type: 'uuid' }, sql: (value) => `p.post_id = ANY(${value}::uuid[])` },
    q: { kind: { type: 'text' }, sql: (value) => `p.search @@ websearch_to_tsquery('english', ${value})` },
    categoryId: { kind: { type: 'integer' }, sql: (value) => `p.category_id = ANY(${value}::int[])` },
    authorId: { kind: { type: 'uuid' }, sql: (value) => `p.author_id = ANY(${value}::uuid[])` },
    destinationId: { kind: { type: 'integer' }, sql: (value) => `p.destination_id = ANY(${value}::int[])` },
    hidden: { kind: { type: 'boolean' }, sql: (value) => `p.hidden = ${value}` },
    pinned: { kind: { type: 'boolean' }, sql: (value) => `p.pinned = ${value}` },
    locked: { kind: { type: 'boolean' }, sql: (value) => `p.locked = ${value}` },
    isAnonymous: { kind: { type: 'boolean' }, sql: (value) => `p.is_anonymous = ${value}` },
    flagged: { kind: { type: 'boolean' }, sql: (value) => `(${FLAGS('post', 'p.post_id')} > 0) = ${value}` },
  },
  idColumn: 'p.post_id',
  idType: 'uuid',
  notFound: 'No such forum post',
};

const COMMENTS: ResourceDefinition = {
  resource: 'forum-comments',
  from: `rm_forum.comments m
    JOIN rm_forum.posts p ON p.post_id = m.post_id
    LEFT JOIN rm_users.users u ON u.user_id = m.author_id`,
  select: `m.comment_id AS id, m.post_id AS "postId", p.title AS "postTitle", m.parent_id AS "parentId", m.content,
    m.author_id AS "authorId", u.display_name AS "authorName",
    (p.is_anonymous AND m.author_id = p.author_id) AS "isAnonymous",
    ${iso('m.created_at')} AS "createdAt", ${iso('m.edited_at')} AS "editedAt", m.hidden, m.hidden_reason AS "hiddenReason",
    ${REACTIONS('m')} AS reactions, ${FLAGS('comment', 'm.comment_id')} AS "flagCount"`,
  scope: null,
  sortable: {
    createdAt: 'm.created_at',
    editedAt: 'm.edited_at',
    postTitle: 'p.title',
    authorName: 'u.display_name',
    hidden: 'm.hidden',
    flagCount: FLAGS('comment', 'm.comment_id'),
    id: 'm.comment_id',
  },
  defaultSort: ['createdAt', 'DESC'],
  tiebreak: 'm.comment_id',
  filters: {
    id: { kind: { type: 'uuid' }, sql: (value) => `m.comment_id = ANY(${value}::uuid[])` },
    q: { kind: { type: 'text' }, sql: (value) => `m.content ILIKE '%' || ${value} || '%'` },
    postId: { kind: { type: 'uuid' }, sql: (value) => `m.post_id = ANY(${value}::uuid[])` },
    authorId: { kind: { type: 'uuid' }, sql: (value) => `m.author_id = ANY(${value}::uuid[])` },
    hidden: { kind: { type: 'boolean' }, sql: (value) => `m.hidden = ${value}` },
    flagged: { kind: { type: 'boolean' }, sql: (value) => `(${FLAGS('comment', 'm.comment_id')} > 0) = ${value}` },
  },
  idColumn: 'm.comment_id',
  idType: 'uuid',
  notFound: 'No such forum comment',
};

type PostFlag = 'pinned' | 'locked' | 'hidden';
const POST_FLAGS: readonly (readonly [PostFlag, PostModeration])[] = [
  ['pinned', 'pin'],
  ['locked', 'lock'],
  ['hidden', 'hide'],
];

@ApiTags('admin')
@Controller('admin-api')
export class ForumResourcesController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get('forum-posts')
  @Access('moderator')
  @ApiOperation({ summary: 'Forum posts with their real authors, hidden ones too, and flag counts' })
  posts(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminForumPost[]> {
    return listResource(this.pool, POSTS, query, reply);
  }

  @Get('forum-posts/:id')
  @Access('moderator')
  post(@Param('id') id: string): Promise<AdminForumPost> {
    return oneResource(this.pool, POSTS, id);
  }

  @Put('forum-posts/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Pin, lock or hide a post (or undo it) with a reason; the whole record is accepted' })
  async updatePost(
    @Param('id') id: string,
    @Body() body: UpdateForumPostRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminForumPost> {
    const current = await oneResource<AdminForumPost>(this.pool, POSTS, id);
    const changes = POST_FLAGS.filter(([field]) => body[field] !== undefined && body[field] !== current[field]);
    if (changes.length === 0) return current;
    const reason = requireReason(body.reason);
    const context = userContext(request, this.config.COOKIE_SECRET);
    let position: GlobalPosition | null = null;
    for (const [field, action] of changes) {
      const value = body[field] === true;
      const result: Appended = await this.commandBus.execute(
        new ModerateForumPostCommand(current.id, action, value, reason, context),
      );
      position = laterPosition(position, result.position);
    }
    await this.waiter.waitFor(FORUM_PROJECTION, position);
    return oneResource(this.pool, POSTS, id);
  }

  @Get('forum-comments')
  @Access('moderator')
  @ApiOperation({ summary: 'Forum comments with their real authors, hidden ones too, and flag counts' })
  comments(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminForumComment[]> {
    return listResource(this.pool, COMMENTS, query, reply);
  }

  @Get('forum-comments/:id')
  @Access('moderator')
  comment(@Param('id') id: string): Promise<AdminForumComment> {
    return oneResource(this.pool, COMMENTS, id);
  }

  @Put('forum-comments/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Hide a comment (and its replies) or show it again, with a reason' })
  async updateComment(
    @Param('id') id: string,
    @Body() body: UpdateForumCommentRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminForumComment> {
    const current = await oneResource<AdminForumComment>(this.pool, COMMENTS, id);
    if (body.hidden === undefined || body.hidden === current.hidden) return current;
    const result: Appended = await this.commandBus.execute(
      new HideForumCommentCommand(
        current.id,
        body.hidden,
        requireReason(body.reason),
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return oneResource(this.pool, COMMENTS, id);
  }
}
