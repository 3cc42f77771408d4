/**
 * `/admin-api/users`: moderators see travellers and give beta access; only admins change roles.
 * Every change needs a reason, which lands on the user's stream with the actor.
 */
import { Allow, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { Inject } from '@nestjs/common';
import { ROLES, type AdminUser, type GlobalPosition, type Role, laterPosition } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { READ_POOL } from '../../platform/database/database.module';
import { fieldError } from '../../platform/http/field-error';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { Access } from '../../platform/http/access.decorator';
import { ChangeRoleCommand } from '../../identity/commands/change-role/change-role.command';
import { GrantBetaAccessCommand } from '../../identity/commands/grant-beta-access/grant-beta-access.command';
import { principalOf, userContext } from '../../identity/http/user-context';
import { booleanFilter, idsFilter, parseListQuery, setContentRange, textFilter } from '../../platform/http/list-query';

/** Edit forms send the whole record and status buttons a part of it: both are accepted. */
export class UpdateAdminUserRequest {
  @Allow() id?: unknown;
  @Allow() name?: unknown;
  @Allow() email?: unknown;
  @Allow() providers?: unknown;
  @Allow() registeredAt?: unknown;
  /** Bans change through `/admin-api/bans`, never here. */
  @Allow() bannedUntil?: unknown;

  @IsOptional()
  @IsIn(ROLES, { each: true, message: `each role must be one of ${ROLES.join(', ')}` })
  @IsArray({ message: 'roles must be a list' })
  roles?: Role[];

  @IsOptional()
  @IsBoolean({ message: 'betaAccess must be true or false' })
  betaAccess?: boolean;

  @IsOptional()
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

const SORTABLE = { registeredAt: 'u.registered_at', name: 'u.display_name', email: 'u.email', id: 'u.user_id' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('admin')
@Controller('admin-api/users')
export class AdminUsersController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('moderator')
  @ApiOperation({ summary: 'Users (ra-data-simple-rest list): filter q, role, betaAccess, id' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUser[]> {
    const list = parseListQuery(query, SORTABLE, ['registeredAt', 'DESC']);
    const q = textFilter(list.filter, 'q');
    const role = textFilter(list.filter, 'role');
    const result = await this.pool.query<AdminUser & { total: string }>(
      `${SELECT_USERS}
       WHERE u.deleted_at IS NULL
         AND ($1::text IS NULL OR u.display_name ILIKE '%' || $1 || '%' OR u.email ILIKE '%' || $1 || '%')
         AND ($2::text IS NULL OR $2 = ANY(u.roles))
         AND ($3::boolean IS NULL OR u.beta_access = $3)
         AND ($4::uuid[] IS NULL OR u.user_id = ANY($4))
       ORDER BY ${list.sortColumn} ${list.order} NULLS LAST, u.user_id
       LIMIT $5 OFFSET $6`,
      [
        q ?? null,
        role ?? null,
        booleanFilter(list.filter, 'betaAccess') ?? null,
        this.uuids(idsFilter(list.filter)),
        list.limit,
        list.offset,
      ],
    );
    const total = result.rows[0] ? Number(result.rows[0].total) : await this.count();
    setContentRange(reply, 'users', list, result.rows.length, total);
    return result.rows.map(({ total: _total, ...user }) => user);
  }

  @Get(':id')
  @Access('moderator')
  async one(@Param('id') id: string): Promise<AdminUser> {
    return this.find(id);
  }

  @Put(':id')
  @Access('moderator')
  @ApiOperation({ summary: 'Change roles (admins only) or give beta access, with a reason' })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateAdminUserRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const current = await this.find(id);
    const wanted = body.roles ? new Set<Role>(body.roles) : new Set(current.roles);
    if (!wanted.has('traveller')) throw fieldError('roles', 'traveller', 'every user keeps the traveller role');
    const grants = [...wanted].filter((role) => !current.roles.includes(role));
    const revokes = current.roles.filter((role) => !wanted.has(role));
    const giveBeta = body.betaAccess === true && !current.betaAccess;
    if (body.betaAccess === false && current.betaAccess) {
      throw fieldError('betaAccess', 'notWithdrawable', 'beta access cannot be withdrawn');
    }
    if (grants.length + revokes.length === 0 && !giveBeta) return current;
    const reason = body.reason?.trim();
    if (!reason) throw fieldError('reason', 'isNotEmpty', 'reason is required: say why, it is kept with the change');
    if ((grants.length > 0 || revokes.length > 0) && !principalOf(request).roles.includes('admin')) {
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        code: 'ROLE_REQUIRED',
        message: 'Only admins change roles',
      });
    }
    const context = userContext(request, this.config.COOKIE_SECRET);
    let position: GlobalPosition | null = null;
    for (const role of grants) {
      position = laterPosition(
        position,
        (await this.commandBus.execute(new ChangeRoleCommand('grant', id, role, reason, context))).position,
      );
    }
    for (const role of revokes) {
      position = laterPosition(
        position,
        (await this.commandBus.execute(new ChangeRoleCommand('revoke', id, role, reason, context))).position,
      );
    }
    if (giveBeta) {
      position = laterPosition(
        position,
        (await this.commandBus.execute(new GrantBetaAccessCommand(id, reason, context))).position,
      );
    }
    await this.waiter.waitFor('users', position);
    return this.find(id);
  }

  private uuids(ids: string[] | undefined): string[] | null {
    return ids ? ids.filter((id) => UUID.test(id)) : null;
  }

  private async count(): Promise<number> {
    const result = await this.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM rm_users.users WHERE deleted_at IS NULL',
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  private async find(id: string): Promise<AdminUser> {
    if (!UUID.test(id)) throw fieldError('id', 'isUuid', 'id must be a user id');
    const result = await this.pool.query<AdminUser & { total: string }>(
      `${SELECT_USERS} WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
      [id],
    );
    const row = result.rows[0];
    if (!row) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such user' });
    const { total: _total, ...user } = row;
    return user;
  }
}

const SELECT_USERS = `
  SELECT u.user_id AS id, u.display_name AS name, u.email, u.roles, u.beta_access AS "betaAccess",
         coalesce(p.providers, '{}') AS providers, to_char(u.registered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "registeredAt",
         CASE WHEN u.banned_until > now() THEN to_char(u.banned_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS "bannedUntil",
         count(*) OVER () AS total
  FROM rm_users.users u
  LEFT JOIN LATERAL (SELECT array_agg(i.provider ORDER BY i.provider) AS providers FROM rm_users.identities i WHERE i.user_id = u.user_id) p ON true`;
