/** `/admin-api/waitlist` and `/admin-api/beta-invitations`: the waitlist as moderators see it, and inviting from it. */
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { AdminWaitlistEntry, IssuedBetaInvitation } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { READ_POOL } from '../../platform/database/database.module';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { Access } from '../../platform/http/access.decorator';
import { IssueBetaInvitationsCommand } from '../../identity/commands/issue-beta-invitations/issue-beta-invitations.command';
import { userContext } from '../../identity/http/user-context';
import { booleanFilter, idsFilter, parseListQuery, setContentRange, textFilter } from '../../platform/http/list-query';

export class IssueInvitationsRequest {
  @IsOptional()
  @ArrayMaxSize(1000, { message: 'waitlistIds may hold at most 1000 ids' })
  @IsString({ each: true, message: 'waitlistIds must be waitlist entry ids' })
  @IsArray({ message: 'waitlistIds must be a list' })
  waitlistIds?: string[];

  @IsOptional()
  @Max(1000, { message: 'first must be at most 1000' })
  @Min(1, { message: 'first must be at least 1' })
  @IsInt({ message: 'first must be a whole number' })
  first?: number;
}

const SORTABLE = { joinedAt: 'e.joined_at', name: 'e.name', email: 'e.email', id: 'e.stream_id' };

const SELECT_ENTRIES = `
  SELECT e.stream_id AS id, e.email, e.name, e.is_frequent_traveler AS "isFrequentTraveler", e.company, e.role,
         to_char(e.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "joinedAt",
         to_char(i.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "invitedAt",
         to_char(i.redeemed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "redeemedAt",
         count(*) OVER () AS total
  FROM rm_waitlist.entries e
  LEFT JOIN LATERAL (
    SELECT issued_at, redeemed_at FROM rm_users.beta_invitations b
    WHERE b.waitlist_stream = e.stream_id ORDER BY b.redeemed_at NULLS LAST, b.issued_at DESC LIMIT 1) i ON true`;

@ApiTags('admin')
@Controller('admin-api')
export class AdminWaitlistController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get('waitlist')
  @Access('moderator')
  @ApiOperation({ summary: 'Waitlist entries (ra-data-simple-rest list): filter q, invited, id' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminWaitlistEntry[]> {
    const list = parseListQuery(query, SORTABLE, ['joinedAt', 'ASC']);
    const q = textFilter(list.filter, 'q');
    const invited = booleanFilter(list.filter, 'invited');
    const result = await this.pool.query<AdminWaitlistEntry & { total: string }>(
      `${SELECT_ENTRIES}
       WHERE ($1::text IS NULL OR e.email ILIKE '%' || $1 || '%' OR e.name ILIKE '%' || $1 || '%')
         AND ($2::boolean IS NULL OR (i.issued_at IS NOT NULL) = $2)
         AND ($3::text[] IS NULL OR e.stream_id = ANY($3))
       ORDER BY ${list.sortColumn} ${list.order}, e.event_position
       LIMIT $4 OFFSET $5`,
      [q ?? null, invited ?? null, idsFilter(list.filter) ?? null, list.limit, list.offset],
    );
    const total = result.rows[0]
      ? Number(result.rows[0].total)
      : Number((await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_waitlist.entries')).rows[0]?.n ?? 0);
    setContentRange(reply, 'waitlist', list, result.rows.length, total);
    return result.rows.map(({ total: _total, ...entry }) => entry);
  }

  @Get('waitlist/:id')
  @Access('moderator')
  async one(@Param('id') id: string): Promise<AdminWaitlistEntry> {
    const result = await this.pool.query<AdminWaitlistEntry & { total: string }>(
      `${SELECT_ENTRIES} WHERE e.stream_id = $1`,
      [id],
    );
    const row = result.rows[0];
    if (!row) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such waitlist entry' });
    const { total: _total, ...entry } = row;
    return entry;
  }

  @Post('beta-invitations')
  @HttpCode(201)
  @Access('moderator')
  @ApiOperation({ summary: 'Invite waitlist entries (by id, or the first N not yet invited); tokens are shown once' })
  async invite(@Body() body: IssueInvitationsRequest, @Req() request: FastifyRequest): Promise<IssuedBetaInvitation[]> {
    if ((body.waitlistIds === undefined) === (body.first === undefined)) {
      const message = 'give either waitlistIds or first';
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message,
        errors: [{ field: 'waitlistIds', rule: 'oneOf', message }],
      });
    }
    const rows = body.waitlistIds
      ? await this.pool.query<{ stream_id: string; email: string }>(
          'SELECT stream_id, email FROM rm_waitlist.entries WHERE stream_id = ANY($1) ORDER BY joined_at, event_position',
          [body.waitlistIds],
        )
      : await this.pool.query<{ stream_id: string; email: string }>(
          `SELECT e.stream_id, e.email FROM rm_waitlist.entries e
           WHERE NOT EXISTS (SELECT 1 FROM rm_users.beta_invitations b WHERE b.waitlist_stream = e.stream_id)
           ORDER BY e.joined_at, e.event_position LIMIT $1`,
          [body.first],
        );
    if (body.waitlistIds && rows.rows.length !== new Set(body.waitlistIds).size) {
      const message = 'some waitlistIds are not on the waitlist';
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message,
        errors: [{ field: 'waitlistIds', rule: 'exists', message }],
      });
    }
    const emails = new Map(rows.rows.map((row) => [row.stream_id, row.email]));
    const issued = await this.commandBus.execute(
      new IssueBetaInvitationsCommand(
        rows.rows.map((row) => row.stream_id),
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('users', issued.at(-1)?.position ?? null);
    return issued.map((invitation) => ({
      invitationId: invitation.invitationId,
      waitlistId: invitation.waitlistStream,
      email: invitation.waitlistStream ? (emails.get(invitation.waitlistStream) ?? null) : null,
      token: invitation.token,
      link: `/verify-beta?token=${invitation.token}`,
      expiresAt: invitation.expiresAt,
    }));
  }
}
