/**
 * `/api/forum`: spec part 2 section 7's forum calls, kept at the spec's paths, plus what the screens
 * need (search, sort, filters and pages; edits; saves; flags; preview; stats; activity). Reads are
 * public and apply anonymity and visibility for the caller; writes need sign-in and beta access,
 * and answer with what the screen shows next once the `forum` projection has it.
 */
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FORUM_PROJECTION,
  FORUM_RECENT_LIMIT_DEFAULT,
  REPORTS_PROJECTION,
  type CommunityStats,
  type ForumActivityItem,
  type ForumCategoryView,
  type ForumCommentView,
  type ForumPostDetail,
  type ForumPostPage,
  type ForumPostSummary,
  type MarkdownPreview,
  type MyContributionStats,
  type ReactionResult,
  type ReportReceipt,
  type SavedPostResult,
} from '@safetrails/contracts';
import {
  AddForumCommentRequest,
  CreateForumPostRequest,
  EditForumCommentRequest,
  EditForumPostRequest,
  ForumCategoryIdParams,
  ForumCategorySlugParams,
  ForumCommentIdParams,
  ForumPostIdParams,
  ListForumPostsQuery,
  PreviewMarkdownRequest,
  RecentForumQuery,
  ReportForumContentRequest,
  ToggleReactionRequest,
} from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { changesCatalogue } from '../../destinations/queries/search-matches';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { shareAnswer } from '../../platform/http/shared-answers';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { onChangesOf, type ReadCache, type ReadCacheOptions } from '../../platform/live/read-cache';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import {
  AddForumCommentCommand,
  type AddForumCommentResult,
} from '../commands/add-forum-comment/add-forum-comment.command';
import {
  CreateForumPostCommand,
  type CreateForumPostResult,
} from '../commands/create-forum-post/create-forum-post.command';
import { EditForumCommentCommand } from '../commands/edit-forum-comment/edit-forum-comment.command';
import { EditForumPostCommand } from '../commands/edit-forum-post/edit-forum-post.command';
import { FlagForumContentCommand } from '../commands/flag-forum-content/flag-forum-content.command';
import {
  ReactToForumContentCommand,
  type ReactResult,
} from '../commands/react-to-forum-content/react-to-forum-content.command';
import type { CommentAppended, ReportSubmitted } from '../commands/results';
import { SaveForumPostCommand } from '../commands/save-forum-post/save-forum-post.command';
import { renderMarkdown } from '../content/markdown';
import { viewerOf } from '../queries/forum-author';
import { ForumCategoriesReader } from '../queries/forum-categories.reader';
import { ForumCommentsReader } from '../queries/forum-comments.reader';
import { ForumStatsReader } from '../queries/forum-stats.reader';
import { ForumReader, postListOptions } from '../queries/forum.reader';
import { PostViewCounter } from '../queries/post-view-counter';

/**
 * A page of posts reads the forum, its authors' names and the attached cities' names; its view
 * counts (kept outside the log) and its day/week filters may lag by up to half a minute.
 */
const forumOrAuthors = onChangesOf(FORUM_PROJECTION, 'users');
const PUBLIC_POST_PAGES: ReadCacheOptions = {
  capacity: 500,
  maxAgeMs: 30_000,
  forgets: (change) => forumOrAuthors(change) || changesCatalogue(change),
};

@ApiTags('forum')
@Controller('forum')
export class ForumController {
  /** Pages of posts as a signed-out reader sees them, until the forum changes. */
  private readonly publicPages: ReadCache<ForumPostPage>;

  constructor(
    private readonly forum: ForumReader,
    private readonly commentReader: ForumCommentsReader,
    private readonly categoryReader: ForumCategoriesReader,
    private readonly stats: ForumStatsReader,
    private readonly views: PostViewCounter,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
    live: LiveUpdatesService,
  ) {
    this.publicPages = live.cache('forum-post-pages', PUBLIC_POST_PAGES);
  }

  // ----- categories ------------------------------------------------------------------------------

  @Get('categories')
  @Access('public')
  @ApiOperation({ summary: 'Forum categories in list order, with their post and comment counts' })
  categories(): Promise<ForumCategoryView[]> {
    return this.categoryReader.categories();
  }

  @Get('categories/slug/:slug')
  @Access('public')
  @ApiOperation({ summary: "A category by its slug (404 'Category Not Found')" })
  categoryBySlug(@Param() params: ForumCategorySlugParams): Promise<ForumCategoryView> {
    return this.categoryReader.category({ slug: params.slug });
  }

  @Get('categories/:id')
  @Access('public')
  @ApiOperation({ summary: "A category by its id (404 'Category Not Found')" })
  categoryById(@Param() params: ForumCategoryIdParams): Promise<ForumCategoryView> {
    return this.categoryReader.category({ id: Number(params.id) });
  }

  @Get('categories/:id/posts')
  @Access('public')
  @ApiOperation({ summary: "A page of a category's posts: search, sort (hot, new, top, trending) and filters" })
  async categoryPosts(
    @Param() params: ForumCategoryIdParams,
    @Query() query: ListForumPostsQuery,
    @Req() request: FastifyRequest,
  ): Promise<ForumPostPage> {
    const categoryId = Number(params.id);
    await this.categoryReader.category({ id: categoryId });
    // Not a shared answer (platform/http/shared-answers.ts): the category's existence is read apart.
    return this.list(request, { ...query, categoryId: String(categoryId) }, false);
  }

  // ----- posts -----------------------------------------------------------------------------------

  @Get('posts')
  @Access('public')
  @ApiOperation({
    summary: 'A page of posts: full-text search (q), sort, filters, category, my posts or saved posts',
  })
  posts(@Query() query: ListForumPostsQuery, @Req() request: FastifyRequest): Promise<ForumPostPage> {
    return this.list(request, query);
  }

  @Get('posts/recent')
  @Access('public')
  @ApiOperation({ summary: 'The newest posts (the forums home)' })
  recent(@Query() query: RecentForumQuery, @Req() request: FastifyRequest): Promise<ForumPostSummary[]> {
    return this.forum.recent(viewerOf(request), query.limit ?? FORUM_RECENT_LIMIT_DEFAULT);
  }

  @Get('posts/:id')
  @Access('public')
  @ApiOperation({ summary: "A post with its rendered body; counts a view (404 'Post Not Found')" })
  async post(@Param() params: ForumPostIdParams, @Req() request: FastifyRequest): Promise<ForumPostDetail> {
    const viewer = viewerOf(request);
    return this.views.counted(await this.forum.post(params.id, viewer), viewer, request.ip);
  }

  @Get('posts/:id/comments')
  @Access('public')
  @ApiOperation({ summary: 'Comments of a post, oldest first, each with its replies (one level)' })
  comments(@Param() params: ForumPostIdParams, @Req() request: FastifyRequest): Promise<ForumCommentView[]> {
    return this.commentReader.comments(params.id, viewerOf(request));
  }

  @Post('posts')
  @WriteLimit('forum-post')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: 'Create a post (Markdown); anonymous and with a destination attached if asked' })
  async create(@Body() body: CreateForumPostRequest, @Req() request: FastifyRequest): Promise<ForumPostDetail> {
    const result: CreateForumPostResult = await this.commandBus.execute(
      new CreateForumPostCommand(
        principalOf(request).userId,
        body.categoryId,
        body.title,
        body.content,
        body.isAnonymous ?? false,
        body.includeLocation === true ? (body.destinationId ?? null) : null,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return this.forum.post(result.postId, viewerOf(request));
  }

  @Patch('posts/:id')
  @Access('beta')
  @ApiOperation({ summary: "The author edits their post's title and content" })
  async edit(
    @Param() params: ForumPostIdParams,
    @Body() body: EditForumPostRequest,
    @Req() request: FastifyRequest,
  ): Promise<ForumPostDetail> {
    const result: Appended = await this.commandBus.execute(
      new EditForumPostCommand(
        params.id,
        principalOf(request).userId,
        body.title,
        body.content,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return this.forum.post(params.id, viewerOf(request));
  }

  @Put('posts/:id/saved')
  @WriteLimit('save')
  @Access('beta')
  @ApiOperation({ summary: 'Save a post (Saved Posts)' })
  save(@Param() params: ForumPostIdParams, @Req() request: FastifyRequest): Promise<SavedPostResult> {
    return this.changeSaved(params.id, true, request);
  }

  @Delete('posts/:id/saved')
  @WriteLimit('save')
  @Access('beta')
  @ApiOperation({ summary: 'Remove a post from Saved Posts' })
  unsave(@Param() params: ForumPostIdParams, @Req() request: FastifyRequest): Promise<SavedPostResult> {
    return this.changeSaved(params.id, false, request);
  }

  // ----- comments, reactions, flags --------------------------------------------------------------

  @Post('comments')
  @WriteLimit('forum-comment')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: 'Comment on a post, or reply to a top-level comment; a locked post refuses (409)' })
  async comment(@Body() body: AddForumCommentRequest, @Req() request: FastifyRequest): Promise<ForumCommentView> {
    const result: AddForumCommentResult = await this.commandBus.execute(
      new AddForumCommentCommand(
        body.postId,
        principalOf(request).userId,
        body.content,
        body.parentId ?? null,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return this.commentReader.comment(result.commentId, viewerOf(request));
  }

  @Patch('comments/:id')
  @Access('beta')
  @ApiOperation({ summary: 'The author edits their comment' })
  async editComment(
    @Param() params: ForumCommentIdParams,
    @Body() body: EditForumCommentRequest,
    @Req() request: FastifyRequest,
  ): Promise<ForumCommentView> {
    const result: CommentAppended = await this.commandBus.execute(
      new EditForumCommentCommand(
        params.id,
        principalOf(request).userId,
        body.content,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return this.commentReader.comment(params.id, viewerOf(request));
  }

  @Post('reactions')
  @WriteLimit('forum-reaction')
  @HttpCode(200)
  @Access('beta')
  @ApiOperation({ summary: 'Like, helpful or insightful on a post or comment; a second click takes it back' })
  async react(@Body() body: ToggleReactionRequest, @Req() request: FastifyRequest): Promise<ReactionResult> {
    const result: ReactResult = await this.commandBus.execute(
      new ReactToForumContentCommand(
        principalOf(request).userId,
        body.targetType,
        body.targetId,
        body.reactionType,
        body.active,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    const now = await this.forum.reactionsOn(body.targetType, body.targetId, viewerOf(request));
    return {
      targetType: body.targetType,
      targetId: body.targetId,
      reactionType: body.reactionType,
      active: result.active,
      ...now,
    };
  }

  @Post('reports')
  @WriteLimit('report')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: 'Flag a post or comment for the moderators (once per traveller per target)' })
  async report(@Body() body: ReportForumContentRequest, @Req() request: FastifyRequest): Promise<ReportReceipt> {
    const result: ReportSubmitted = await this.commandBus.execute(
      new FlagForumContentCommand(
        principalOf(request).userId,
        body.targetType,
        body.targetId,
        body.reason,
        body.details ?? null,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(REPORTS_PROJECTION, result.position);
    return { id: result.reportId, kind: 'content_flag', status: 'new', receivedAt: result.receivedAt };
  }

  // ----- preview, stats, activity ----------------------------------------------------------------

  @Post('preview')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: "The New post page's Preview: Markdown rendered and sanitised as the post will be" })
  preview(@Body() body: PreviewMarkdownRequest): MarkdownPreview {
    return { html: renderMarkdown(body.content) };
  }

  @Get('stats')
  @Access('public')
  @ApiOperation({ summary: 'Community stats for the forums banner, computed' })
  communityStats(): Promise<CommunityStats> {
    return this.stats.community();
  }

  @Get('me/stats')
  @Access('signed-in')
  @ApiOperation({ summary: 'Your contribution stats: posts, comments, reactions, reputation and rank' })
  myStats(@Req() request: FastifyRequest): Promise<MyContributionStats> {
    return this.stats.mine(principalOf(request).userId);
  }

  @Get('activity')
  @Access('public')
  @ApiOperation({ summary: "Newest posts and comments together (the dashboard's community tab)" })
  activity(@Query() query: RecentForumQuery, @Req() request: FastifyRequest): Promise<ForumActivityItem[]> {
    return this.stats.activity(viewerOf(request), query.limit ?? FORUM_RECENT_LIMIT_DEFAULT);
  }

  // -----------------------------------------------------------------------------------------------

  private list(request: FastifyRequest, query: ListForumPostsQuery, shared = true): Promise<ForumPostPage> {
    const viewer = viewerOf(request);
    const mine = query.mine === 'true';
    const saved = query.saved === 'true';
    if ((mine || saved) && !viewer.userId)
      throw new UnauthorizedException({ statusCode: 401, error: 'Unauthorized', message: 'Sign in first' });
    const options = postListOptions(query);
    // Every signed-out reader sees the same page; a signed-in one sees their reactions and saves.
    if (viewer.userId !== null || viewer.isModerator) return this.forum.posts(viewer, options);
    const key = JSON.stringify(options);
    const load = () => this.forum.posts(viewer, options);
    return shared ? shareAnswer(request, this.publicPages, key, load) : this.publicPages.get(key, load);
  }

  private async changeSaved(postId: string, saved: boolean, request: FastifyRequest): Promise<SavedPostResult> {
    const result: Appended = await this.commandBus.execute(
      new SaveForumPostCommand(
        postId,
        principalOf(request).userId,
        saved,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(FORUM_PROJECTION, result.position);
    return { postId, saved };
  }
}
