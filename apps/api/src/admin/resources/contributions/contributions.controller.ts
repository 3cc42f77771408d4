/**
 * `/admin-api/tips` and `/admin-api/ratings`: travellers' contributions to a destination, with
 * their authors. Either can be taken down here with a reason: a tip by the moderation's
 * `RemoveTipCommand` (`TipRemoved`: it stays listed here, marked, and leaves travellers' lists), a
 * rating by `SafetyRatingRemoved` (the score becomes what it would be had it never been given).
 */
import { Body, Controller, Delete, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminRating, AdminTip } from '@safetrails/contracts';
import { AdminDeleteQuery } from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { AppConfig } from '../../../config/app.config';
import { RemoveSafetyRatingCommand } from '../../../destinations/commands/remove-safety-rating/remove-safety-rating.command';
import { Access } from '../../../platform/http/access.decorator';
import { userContext } from '../../../identity/http/user-context';
import { RemoveTipCommand } from '../../../moderation/commands/remove-tip/remove-tip.command';
import { READ_POOL } from '../../../platform/database/database.module';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../../platform/live/projection-waiter';
import { iso, listResource, oneResource, requireReason, type ResourceDefinition } from '../resource-list';

const TIPS: ResourceDefinition = {
  resource: 'tips',
  from: `rm_tips.tips t
    LEFT JOIN rm_destinations.destinations d ON d.destination_id = t.destination_id
    LEFT JOIN rm_users.users u ON u.user_id = t.user_id`,
  select: `t.tip_id AS id, t.destination_id AS "destinationId", d.name AS "destinationName", t.user_id AS "authorId",
    u.display_name AS "authorName", t.category, t.content, t.upvotes, t.downvotes, ${iso('t.created_at')} AS "createdAt",
    t.removed_at IS NOT NULL AS removed, ${iso('t.removed_at')} AS "removedAt", t.removed_reason AS "removedReason"`,
  scope: null,
  sortable: {
    createdAt: 't.created_at',
    upvotes: 't.upvotes',
    downvotes: 't.downvotes',
    category: 't.category',
    destinationId: 't.destination_id',
    destinationName: 'd.name',
    authorName: 'u.display_name',
    removedAt: 't.removed_at',
    id: 't.tip_id',
  },
  defaultSort: ['createdAt', 'DESC'],
  tiebreak: 't.tip_id',
  filters: {
    id: { kind: { type: 'uuid' }, sql: (value) => `t.tip_id = ANY(${value}::uuid[])` },
    q: { kind: { type: 'text' }, sql: (value) => `t.content ILIKE '%' || ${value} || '%'` },
    destinationId: { kind: { type: 'integer' }, sql: (value) => `t.destination_id = ANY(${value}::int[])` },
    authorId: { kind: { type: 'uuid' }, sql: (value) => `t.user_id = ANY(${value}::uuid[])` },
    category: { kind: { type: 'text' }, sql: (value) => `t.category = ${value}` },
    removed: { kind: { type: 'boolean' }, sql: (value) => `(t.removed_at IS NOT NULL) = ${value}` },
  },
  idColumn: 't.tip_id',
  idType: 'uuid',
  notFound: 'No such tip',
};

const RATINGS: ResourceDefinition = {
  resource: 'ratings',
  from: `rm_destinations.ratings r
    JOIN rm_destinations.destinations d ON d.destination_id = r.destination_id
    LEFT JOIN rm_users.users u ON u.user_id = r.user_id`,
  select: `r.rating_id AS id, r.destination_id AS "destinationId", d.name AS "destinationName", r.user_id AS "userId",
    u.display_name AS "userName", r.scores, r.comment, ${iso('r.rated_at')} AS "ratedAt"`,
  scope: null,
  sortable: {
    ratedAt: 'r.rated_at',
    destinationId: 'r.destination_id',
    destinationName: 'd.name',
    userName: 'u.display_name',
    id: 'r.rating_id',
  },
  defaultSort: ['ratedAt', 'DESC'],
  tiebreak: 'r.rating_id',
  filters: {
    id: { kind: { type: 'uuid' }, sql: (value) => `r.rating_id = ANY(${value}::uuid[])` },
    destinationId: { kind: { type: 'integer' }, sql: (value) => `r.destination_id = ANY(${value}::int[])` },
    userId: { kind: { type: 'uuid' }, sql: (value) => `r.user_id = ANY(${value}::uuid[])` },
  },
  idColumn: 'r.rating_id',
  idType: 'uuid',
  notFound: 'No such rating (it may have been removed or replaced)',
};

@ApiTags('admin')
@Controller('admin-api')
export class ContributionsController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get('tips')
  @Access('moderator')
  @ApiOperation({ summary: 'Safety tips with their authors and votes' })
  tips(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminTip[]> {
    return listResource(this.pool, TIPS, query, reply);
  }

  @Get('tips/:id')
  @Access('moderator')
  tip(@Param('id') id: string): Promise<AdminTip> {
    return oneResource(this.pool, TIPS, id);
  }

  @Delete('tips/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Take a tip down with a reason (?reason= or a JSON body); answers the removed tip' })
  async removeTip(
    @Param('id') id: string,
    @Query() query: AdminDeleteQuery,
    @Body() body: AdminDeleteQuery | undefined,
    @Req() request: FastifyRequest,
  ): Promise<AdminTip> {
    const tip = await oneResource<AdminTip>(this.pool, TIPS, id);
    const reason = requireReason(query.reason ?? body?.reason);
    const result: Appended = await this.commandBus.execute(
      new RemoveTipCommand(tip.id, reason, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('tips', result.position);
    return oneResource(this.pool, TIPS, id);
  }

  @Get('ratings')
  @Access('moderator')
  @ApiOperation({ summary: "Travellers' current ratings with their authors" })
  ratings(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRating[]> {
    return listResource(this.pool, RATINGS, query, reply);
  }

  @Get('ratings/:id')
  @Access('moderator')
  rating(@Param('id') id: string): Promise<AdminRating> {
    return oneResource(this.pool, RATINGS, id);
  }

  @Delete('ratings/:id')
  @Access('moderator')
  @ApiOperation({
    summary: 'Remove a rating with a reason (?reason= or a JSON body); answers the rating as it was',
  })
  async removeRating(
    @Param('id') id: string,
    @Query() query: AdminDeleteQuery,
    @Body() body: AdminDeleteQuery | undefined,
    @Req() request: FastifyRequest,
  ): Promise<AdminRating> {
    const rating = await oneResource<AdminRating>(this.pool, RATINGS, id);
    const reason = requireReason(query.reason ?? body?.reason);
    const result: Appended = await this.commandBus.execute(
      new RemoveSafetyRatingCommand(
        rating.destinationId,
        rating.id,
        reason,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('destinations', result.position);
    return rating;
  }
}
