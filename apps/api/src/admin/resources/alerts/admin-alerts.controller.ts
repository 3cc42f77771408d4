/**
 * `/admin-api/alerts`: every alert, archived and expired ones too, with who raised it. Moderators
 * publish official alerts (raised by a moderator, so verified at once), edit, verify travellers'
 * reports and archive with a reason, all through the alert commands the web app uses.
 */
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ALERT_FORM_DEFAULTS,
  ALERT_SEVERITIES,
  ALERT_TYPES,
  laterPosition,
  type AdminAlert,
  type AlertEditedData,
  type GlobalPosition,
} from '@safetrails/contracts';
import { AdminDeleteQuery, CreateSafetyAlertRequest, UpdateAdminAlertRequest } from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { ArchiveAlertCommand } from '../../../alerts/commands/archive-alert/archive-alert.command';
import { EditAlertCommand } from '../../../alerts/commands/edit-alert/edit-alert.command';
import type { AlertCommandResult } from '../../../alerts/commands/on-alert';
import { RaiseAlertCommand } from '../../../alerts/commands/raise-alert/raise-alert.command';
import { VerifyAlertCommand } from '../../../alerts/commands/verify-alert/verify-alert.command';
import { alertActorOf } from '../../../alerts/http/alert-actor';
import { AppConfig } from '../../../config/app.config';
import { Access } from '../../../platform/http/access.decorator';
import { userContext } from '../../../identity/http/user-context';
import { READ_POOL } from '../../../platform/database/database.module';
import { ProjectionWaiter } from '../../../platform/live/projection-waiter';
import { fieldError } from '../../../platform/http/field-error';
import { iso, listResource, oneResource, requireReason, type ResourceDefinition } from '../resource-list';

const STATUS = `CASE WHEN a.closed = 'archived' THEN 'archived'
  WHEN a.closed IS NOT NULL OR (a.end_time IS NOT NULL AND a.end_time <= now()) THEN 'expired' ELSE 'active' END`;
const ORIGIN = `CASE WHEN a.official IS NOT NULL THEN 'official' ELSE 'people' END`;
const SEVERITY_RANK = `array_position(ARRAY['low', 'medium', 'high', 'critical'], a.severity)`;

const ALERTS: ResourceDefinition = {
  resource: 'alerts',
  from: `rm_alerts.alerts a
    LEFT JOIN rm_destinations.destinations d ON d.destination_id = a.destination_id
    LEFT JOIN rm_users.users u ON u.user_id = a.raised_by`,
  select: `a.alert_id AS id, a.destination_id AS "destinationId", d.name || ', ' || d.country AS "destinationName",
    a.title, a.content, a.source, a.severity, a.alert_type AS "alertType", a.latitude, a.longitude,
    a.radius_metres AS radius, ${iso('a.start_time')} AS "startTime", ${iso('a.end_time')} AS "endTime",
    a.verified, ${STATUS} AS status, (${STATUS}) = 'active' AS "isActive", a.archived_reason AS "archivedReason",
    a.raised_by AS "raisedBy", coalesce(a.official->>'organisation', u.display_name) AS "raisedByName",
    ${ORIGIN} AS origin, a.official->>'url' AS "officialUrl",
    ${iso('a.created_at')} AS "createdAt", ${iso('a.updated_at')} AS "updatedAt"`,
  scope: null,
  sortable: {
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    startTime: 'a.start_time',
    severity: SEVERITY_RANK,
    title: 'a.title',
    endTime: 'a.end_time',
    alertType: 'a.alert_type',
    status: STATUS,
    verified: 'a.verified',
    destinationName: 'd.name',
    raisedByName: 'u.display_name',
    id: 'a.alert_id',
  },
  defaultSort: ['createdAt', 'DESC'],
  tiebreak: 'a.alert_id',
  filters: {
    id: { kind: { type: 'uuid' }, sql: (value) => `a.alert_id = ANY(${value}::uuid[])` },
    q: {
      kind: { type: 'text' },
      sql: (value) => `(a.title ILIKE '%' || ${value} || '%' OR a.content ILIKE '%' || ${value} || '%')`,
    },
    status: {
      kind: { type: 'enum', values: ['active', 'expired', 'archived'] },
      sql: (value) => `(${STATUS}) = ANY(${value}::text[])`,
    },
    severity: {
      kind: { type: 'enum', values: ALERT_SEVERITIES },
      sql: (value) => `a.severity = ANY(${value}::text[])`,
    },
    alertType: { kind: { type: 'enum', values: ALERT_TYPES }, sql: (value) => `a.alert_type = ANY(${value}::text[])` },
    verified: { kind: { type: 'boolean' }, sql: (value) => `a.verified = ${value}` },
    origin: {
      kind: { type: 'enum', values: ['official', 'people'] },
      sql: (value) => `(${ORIGIN}) = ANY(${value}::text[])`,
    },
    destinationId: { kind: { type: 'integer' }, sql: (value) => `a.destination_id = ANY(${value}::int[])` },
    raisedBy: { kind: { type: 'uuid' }, sql: (value) => `a.raised_by = ANY(${value}::uuid[])` },
  },
  idColumn: 'a.alert_id',
  idType: 'uuid',
  notFound: 'No such alert',
};

/** The fields an edit may change, and how each compares with the record. */
const EDITABLE = ['title', 'content', 'severity', 'alertType', 'source', 'radius', 'endTime'] as const;

function sameTime(left: string | null | undefined, right: string | null): boolean {
  if (!left || !right) return (left ?? null) === right;
  return Date.parse(left) === Date.parse(right);
}

@ApiTags('admin')
@Controller('admin-api/alerts')
export class AdminAlertsController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('moderator')
  @ApiOperation({ summary: 'Alerts (active, expired, archived) with who raised them' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminAlert[]> {
    return listResource(this.pool, ALERTS, query, reply);
  }

  @Get(':id')
  @Access('moderator')
  one(@Param('id') id: string): Promise<AdminAlert> {
    return oneResource(this.pool, ALERTS, id);
  }

  @Post()
  @HttpCode(201)
  @Access('moderator')
  @ApiOperation({ summary: 'Publish an official alert (verified at once: raised by a moderator)' })
  async create(@Body() body: CreateSafetyAlertRequest, @Req() request: FastifyRequest): Promise<AdminAlert> {
    const result: AlertCommandResult = await this.commandBus.execute(
      new RaiseAlertCommand(
        {
          destinationId: body.destinationId ?? null,
          title: body.title,
          content: body.content,
          severity: body.severity,
          alertType: body.alertType,
          source: body.source ?? null,
          latitude: body.latitude ?? null,
          longitude: body.longitude ?? null,
          radiusMetres: body.radius ?? ALERT_FORM_DEFAULTS.radius,
          startTime: body.startTime ? new Date(body.startTime).toISOString() : null,
          endTime: body.endTime ? new Date(body.endTime).toISOString() : null,
        },
        alertActorOf(request),
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    return this.answer(result.alertId, result.position);
  }

  @Put(':id')
  @Access('moderator')
  @ApiOperation({
    summary:
      'Edit, verify (verified: true) or archive (status: "archived" with a reason); the whole record is accepted',
  })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateAdminAlertRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminAlert> {
    const current = await oneResource<AdminAlert>(this.pool, ALERTS, id);
    if (body.verified === false && current.verified) {
      throw fieldError('verified', 'notReversible', 'a verified alert cannot be unverified; archive it instead');
    }
    const archive = body.status === 'archived' && current.status !== 'archived';
    if (body.status !== undefined && body.status !== current.status && !archive) {
      throw fieldError('status', 'transition', `an alert can only be archived here, not made ${body.status}`);
    }
    const changes = this.changesOf(body, current);
    const actor = alertActorOf(request);
    const context = userContext(request, this.config.COOKIE_SECRET);
    let position: GlobalPosition | null = null;
    if (Object.keys(changes).length > 0) {
      const result: AlertCommandResult = await this.commandBus.execute(
        new EditAlertCommand(current.id, changes, actor, context),
      );
      position = laterPosition(position, result.position);
    }
    if (body.verified === true && !current.verified) {
      const result: AlertCommandResult = await this.commandBus.execute(
        new VerifyAlertCommand(current.id, actor, context),
      );
      position = laterPosition(position, result.position);
    }
    if (archive) {
      const result: AlertCommandResult = await this.commandBus.execute(
        new ArchiveAlertCommand(current.id, requireReason(body.reason), actor, context),
      );
      position = laterPosition(position, result.position);
    }
    if (!position) return current;
    return this.answer(current.id, position);
  }

  @Delete(':id')
  @Access('moderator')
  @ApiOperation({ summary: 'Archive an alert with a reason (?reason= or a JSON body); answers the archived alert' })
  async archive(
    @Param('id') id: string,
    @Query() query: AdminDeleteQuery,
    @Body() body: AdminDeleteQuery | undefined,
    @Req() request: FastifyRequest,
  ): Promise<AdminAlert> {
    const current = await oneResource<AdminAlert>(this.pool, ALERTS, id);
    const reason = requireReason(query.reason ?? body?.reason);
    const result: AlertCommandResult = await this.commandBus.execute(
      new ArchiveAlertCommand(
        current.id,
        reason,
        alertActorOf(request),
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    return this.answer(current.id, result.position);
  }

  /** Only what differs from the record: a whole-record PUT of an unchanged form appends nothing. */
  private changesOf(body: UpdateAdminAlertRequest, current: AdminAlert): AlertEditedData {
    const changes: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      const wanted = body[field];
      if (wanted === undefined) continue;
      if (field === 'endTime') {
        const endTime = wanted === null ? null : new Date(wanted).toISOString();
        if (!sameTime(endTime, current.endTime)) changes.endTime = endTime;
      } else if (field === 'radius') {
        if (wanted !== current.radius) changes.radiusMetres = wanted;
      } else if (wanted !== current[field]) {
        changes[field] = wanted;
      }
    }
    return changes;
  }

  private async answer(alertId: string, position: GlobalPosition | null): Promise<AdminAlert> {
    await this.waiter.waitFor('alerts', position);
    return oneResource(this.pool, ALERTS, alertId);
  }
}
