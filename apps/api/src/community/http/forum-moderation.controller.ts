/**
 * Moderators' actions on the forum: pin, lock and hide a post, hide a comment, and undo each. Every
 * action needs a reason, which lands in the post's stream and its moderation history.
 */
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FORUM_PROJECTION, type ForumCommentView, type ForumPostDetail } from '@safetrails/contracts';
import {
  ForumCommentIdParams,
  ForumPostIdParams,
  HideForumContentRequest,
  LockForumPostRequest,
  PinForumPostRequest,
} from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { HideForumCommentCommand } from '../commands/hide-forum-comment/hide-forum-comment.command';
import {
  ModerateForumPostCommand,
  type PostModeration,
} from '../commands/moderate-forum-post/moderate-forum-post.command';
import type { CommentAppended } from '../commands/results';
import { viewerOf } from '../queries/forum-author';
import { ForumCommentsReader } from '../queries/forum-comments.reader';
import { ForumReader } from '../queries/forum.reader';

@ApiTags('forum moderation')
@Controller('forum')
export class ForumModerationController {
  constructor(
    private readonly forum: ForumReader,
    private readonly commentReader: ForumCommentsReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Post('posts/:id/pin')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({ summary: 'Pin or unpin a post, with a reason' })
  pin(
    @Param() params: ForumPostIdParams,
    @Body() body: PinForumPostRequest,
    @Req() request: FastifyRequest,
  ): Promise<ForumPostDetail> {
    return this.moderate(params.id, 'pin', body.pinned, body.reason, request);
  }

  @Post('posts/:id/lock')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({ summary: 'Lock a post (no new comments) or unlock it, with a reason' })
  lock(
    @Param() params: ForumPostIdParams,
    @Body() body: LockForumPostRequest,
    @Req() request: FastifyRequest,
  ): Promise<ForumPostDetail> {
    return this.moderate(params.id, 'lock', body.locked, body.reason, request);
  }

  @Post('posts/:id/hide')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({ summary: 'Hide a post from everyone but moderators and its author, or show it again' })
  hide(
    @Param() params: ForumPostIdParams,
    @Body() body: HideForumContentRequest,
    @Req() request: FastifyRequest,
  ): Promise<ForumPostDetail> {
    return this.moderate(params.id, 'hide', body.hidden, body.reason, request);
  }

  @Post('comments/:id/hide')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({ summary: 'Hide a comment (and its replies) or show it again, with a reason' })
  async hideComment(
    @Param() params: ForumCommentIdParams,
    @Body() body: HideForumContentRequest,
    @Req() request: FastifyRequest,
  ): Promise<ForumCommentView> {
    const result: CommentAppended = await this.commandBus.execute(
      new HideForumCommentCommand(params.id, body.hidden, body.reason, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return this.commentReader.comment(params.id, viewerOf(request));
  }

  private async moderate(
    postId: string,
    action: PostModeration,
    value: boolean,
    reason: string,
    request: FastifyRequest,
  ): Promise<ForumPostDetail> {
    const result: Appended = await this.commandBus.execute(
      new ModerateForumPostCommand(postId, action, value, reason, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return this.forum.post(postId, viewerOf(request));
  }
}
