/**
 * `/admin-api/moderation-queue`: the one queue, in the ra-data-simple-rest dialect (list, getMany,
 * getOne, update via PUT), with its counts for the badge, claims, actions (each with a reason) and
 * bulk actions. Every answer is read after the moderation projection has the change.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MODERATION_ITEM_KINDS,
  MODERATION_ITEM_STATUSES,
  MODERATION_OPEN_STATUS,
  MODERATION_PROJECTION,
  laterPosition,
  type GlobalPosition,
  type ModerationAction,
  type ModerationBulkItemResult,
  type ModerationBulkResult,
  type ModerationItemStatus,
  type ModerationQueueCounts,
  type ModerationQueueItem,
  type ModerationQueueItemDetail,
} from '@safetrails/contracts';
import {
  ModerationActionRequest,
  ModerationBulkRequest,
  ModerationItemIdParams,
  ReleaseModerationItemRequest,
  UpdateModerationItemRequest,
} from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idsFilter, parseListQuery, setContentRange, textFilter } from '../../platform/http/list-query';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { toErrorResponse } from '../../platform/http/http-exception.filter';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { ClaimModerationItemCommand } from '../commands/claim-moderation-item/claim-moderation-item.command';
import { ReleaseModerationItemCommand } from '../commands/release-moderation-item/release-moderation-item.command';
import {
  type ActionTaken,
  TakeModerationActionCommand,
} from '../commands/take-moderation-action/take-moderation-action.command';
import { ModerationItemNotFoundError } from '../domain/moderation-errors';
import { ModerationQueueReader, QUEUE_SORTABLE, type QueueFilter } from '../queries/moderation-queue.reader';
import { banEnd, listFilter, moderatorOf, numberFilter, requiredReason, uuidFilter } from './moderation-params';

const STATUS_FILTER = [...MODERATION_ITEM_STATUSES, MODERATION_OPEN_STATUS] as const;

@ApiTags('moderation')
@Controller('admin-api/moderation-queue')
export class ModerationQueueController {
  constructor(
    private readonly queue: ModerationQueueReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('moderator')
  @ApiOperation({
    summary:
      'The moderation queue (ra-data-simple-rest list): filter kind, status (or "open"), minAgeHours, maxAgeHours, q, subjectUserId, claimedBy ("me"), id; sort priority (default), age, queuedAt, flagCount',
  })
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModerationQueueItem[]> {
    const list = parseListQuery(query, QUEUE_SORTABLE, ['priority', 'DESC']);
    const statuses = listFilter(list.filter, 'status', STATUS_FILTER);
    const claimedBy =
      list.filter.claimedBy === 'me' ? principalOf(request).userId : uuidFilter(list.filter, 'claimedBy');
    const filter: QueueFilter = {
      kinds: listFilter(list.filter, 'kind', MODERATION_ITEM_KINDS),
      statuses:
        statuses?.flatMap((status): ModerationItemStatus[] =>
          status === MODERATION_OPEN_STATUS ? ['new', 'claimed'] : [status],
        ) ?? null,
      minAgeHours: numberFilter(list.filter, 'minAgeHours'),
      maxAgeHours: numberFilter(list.filter, 'maxAgeHours'),
      q: textFilter(list.filter, 'q') ?? null,
      subjectUserId: uuidFilter(list.filter, 'subjectUserId'),
      claimedBy,
      ids: idsFilter(list.filter) ?? null,
    };
    const { items, total } = await this.queue.list(list, filter, new Date());
    setContentRange(reply, 'moderation-queue', list, items.length, total);
    return items;
  }

  @Get('counts')
  @Access('moderator')
  @ApiOperation({ summary: 'Queue sizes per kind and status, open items and your claims (the badge)' })
  counts(@Req() request: FastifyRequest): Promise<ModerationQueueCounts> {
    return this.queue.counts(principalOf(request).userId, new Date());
  }

  @Post('bulk')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({ summary: 'One action with one reason on several items: each its own command, a result per item' })
  async bulk(@Body() body: ModerationBulkRequest, @Req() request: FastifyRequest): Promise<ModerationBulkResult> {
    const banUntil = body.action === 'ban' ? banEnd(body.durationHours, body.until, new Date()) : null;
    const context = userContext(request, this.config.COOKIE_SECRET);
    const moderator = moderatorOf(request);
    const ids = [...new Set(body.ids)];
    let position: GlobalPosition | null = null;
    // Where each action's effect landed, and the read model that shows it.
    const effects: NonNullable<ActionTaken['effect']>[] = [];
    const outcomes: { id: string; error: ModerationBulkItemResult['error'] }[] = [];
    for (const id of ids) {
      try {
        const result: ActionTaken = await this.commandBus.execute(
          new TakeModerationActionCommand(id, body.action, body.reason, banUntil, moderator, context),
        );
        position = laterPosition(position, result.position);
        if (result.effect) effects.push(result.effect);
        outcomes.push({ id, error: null });
      } catch (error) {
        const response = toErrorResponse(error);
        if (response.statusCode >= 500) throw error;
        outcomes.push({ id, error: response });
      }
    }
    for (const effect of effects) await this.waiter.waitFor(effect.readModel, effect.position);
    await this.waiter.waitFor(MODERATION_PROJECTION, position);
    const items = await this.queue.many(ids, new Date());
    const results = outcomes.map(({ id, error }): ModerationBulkItemResult => ({
      id,
      ok: error === null,
      statusCode: error?.statusCode ?? 200,
      item: items.get(id) ?? null,
      error,
    }));
    const succeeded = results.filter((result) => result.ok).length;
    return { action: body.action, succeeded, failed: results.length - succeeded, results };
  }

  @Get(':id')
  @Access('moderator')
  @ApiOperation({ summary: 'One item with its flags and what it is about' })
  async one(@Param() params: ModerationItemIdParams): Promise<ModerationQueueItemDetail> {
    return this.detail(params.id);
  }

  @Put(':id')
  @Access('moderator')
  @ApiOperation({
    summary:
      'react-admin update (partial or whole record): { action, reason } acts; status claimed claims, new releases (or reopens, with a reason), resolved / dismissed with a reason close',
  })
  async update(
    @Param() params: ModerationItemIdParams,
    @Body() body: UpdateModerationItemRequest,
    @Req() request: FastifyRequest,
  ): Promise<ModerationQueueItemDetail> {
    const current = await this.detail(params.id);
    if (body.action) {
      return this.act(params.id, body.action, requiredReason(body.reason), body.durationHours, body.until, request);
    }
    if (!body.status || body.status === current.status) return current;
    const closed = current.status === 'resolved' || current.status === 'dismissed';
    switch (body.status) {
      case 'claimed':
        return this.run(
          params.id,
          new ClaimModerationItemCommand(params.id, moderatorOf(request), this.context(request)),
        );
      case 'new':
        return closed
          ? this.act(params.id, 'reopen', requiredReason(body.reason), undefined, undefined, request)
          : this.run(
              params.id,
              new ReleaseModerationItemCommand(params.id, moderatorOf(request), this.context(request)),
            );
      case 'resolved':
      case 'dismissed':
        return this.act(
          params.id,
          body.status === 'resolved' ? 'resolve' : 'dismiss',
          requiredReason(body.reason),
          undefined,
          undefined,
          request,
        );
      default: {
        const unhandled: never = body.status;
        throw new Error(`Unhandled status ${String(unhandled)}`);
      }
    }
  }

  @Post(':id/claim')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({
    summary: 'Claim an item for MODERATION_CLAIM_MINUTES (again: renew); 409 ITEM_CLAIMED names who holds it',
  })
  claim(@Param() params: ModerationItemIdParams, @Req() request: FastifyRequest): Promise<ModerationQueueItemDetail> {
    return this.run(params.id, new ClaimModerationItemCommand(params.id, moderatorOf(request), this.context(request)));
  }

  @Post(':id/release')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({ summary: 'End your claim (admins: anyone’s)' })
  release(
    @Param() params: ModerationItemIdParams,
    @Body() _body: ReleaseModerationItemRequest,
    @Req() request: FastifyRequest,
  ): Promise<ModerationQueueItemDetail> {
    return this.run(
      params.id,
      new ReleaseModerationItemCommand(params.id, moderatorOf(request), this.context(request)),
    );
  }

  @Post(':id/actions')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({
    summary:
      'Act on an item with a reason (resolve, dismiss, reopen, hide, lock, pin, remove, verify, archive, ban...)',
  })
  action(
    @Param() params: ModerationItemIdParams,
    @Body() body: ModerationActionRequest,
    @Req() request: FastifyRequest,
  ): Promise<ModerationQueueItemDetail> {
    return this.act(params.id, body.action, body.reason, body.durationHours, body.until, request);
  }

  private act(
    itemId: string,
    action: ModerationAction,
    reason: string,
    durationHours: number | undefined,
    until: string | null | undefined,
    request: FastifyRequest,
  ): Promise<ModerationQueueItemDetail> {
    const banUntil = action === 'ban' ? banEnd(durationHours, until, new Date()) : null;
    return this.run(
      itemId,
      new TakeModerationActionCommand(itemId, action, reason, banUntil, moderatorOf(request), this.context(request)),
    );
  }

  /**
   * Runs the command and answers once its result shows: in the queue, and for an action on a target
   * in the read model that shows the target (a hidden post is gone from the forum, a ban is in force
   * for the access check) when the moderator sees it done.
   */
  private async run(itemId: string, command: object): Promise<ModerationQueueItemDetail> {
    const result: Appended | ActionTaken = await this.commandBus.execute(command);
    if ('effect' in result && result.effect) await this.waiter.waitFor(result.effect.readModel, result.effect.position);
    await this.waiter.waitFor(MODERATION_PROJECTION, result.position);
    return this.detail(itemId);
  }

  private async detail(itemId: string): Promise<ModerationQueueItemDetail> {
    const item = await this.queue.one(itemId, new Date());
    if (!item) throw new ModerationItemNotFoundError();
    return item;
  }

  private context(request: FastifyRequest) {
    return userContext(request, this.config.COOKIE_SECRET);
  }
}
