/**
 * `/api/safety-alerts` (spec part 1 section 7 "Alerts", spec part 2 section 7): lists, nearby, the
 * open feeds, and raising, editing, verifying and archiving. Reading is public; raising needs beta
 * access; verifying is a moderator's; editing and archiving are the author's or a moderator's.
 */
import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ALERT_FORM_DEFAULTS,
  NEARBY_RADIUS_DEFAULT_METRES,
  type NearbySafetyAlert,
  type SafetyAlert,
} from '@safetrails/contracts';
import {
  AlertFeedQuery,
  AlertIdParams,
  AlertListQuery,
  ArchiveSafetyAlertRequest,
  CreateSafetyAlertRequest,
  DestinationIdParams,
  EditSafetyAlertRequest,
  NearbyAlertsQuery,
} from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, publicUrl } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { userContext } from '../../identity/http/user-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { ArchiveAlertCommand } from '../commands/archive-alert/archive-alert.command';
import { EditAlertCommand } from '../commands/edit-alert/edit-alert.command';
import type { AlertCommandResult } from '../commands/on-alert';
import { RaiseAlertCommand } from '../commands/raise-alert/raise-alert.command';
import { VerifyAlertCommand } from '../commands/verify-alert/verify-alert.command';
import { atomFeed, geoJsonFeed, type GeoJsonFeatureCollection } from '../queries/alert-feeds';
import { AlertReader, type AlertFilter } from '../queries/alert.reader';
import { alertActorOf } from './alert-actor';

/** The filters every list and feed takes: a destination, a country, official or community alerts. */
function filterOf(query: AlertFeedQuery): AlertFilter {
  return {
    destinationId: query.destinationId ? Number(query.destinationId) : undefined,
    country: query.country,
    origin: query.origin,
  };
}

@ApiTags('alerts')
@Controller('safety-alerts')
export class SafetyAlertsController {
  constructor(
    private readonly alerts: AlertReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Alerts newest first: status active, archived or all; optional destination' })
  list(@Query() query: AlertListQuery, @Req() request: FastifyRequest): Promise<SafetyAlert[]> {
    return this.alerts.list(
      { ...filterOf(query), status: query.status, limit: query.limit },
      request.principal?.userId ?? null,
    );
  }

  @Get('active')
  @Access('public')
  @ApiOperation({ summary: 'Active alerts (not archived, not past their end time), newest first' })
  active(@Query() query: AlertFeedQuery, @Req() request: FastifyRequest): Promise<SafetyAlert[]> {
    return this.alerts.list({ ...filterOf(query), status: 'active' }, request.principal?.userId ?? null);
  }

  @Get('destination/:id')
  @Access('public')
  @ApiOperation({ summary: "A destination's alerts, active and archived, newest first" })
  forDestination(@Param() params: DestinationIdParams, @Req() request: FastifyRequest): Promise<SafetyAlert[]> {
    return this.alerts.list({ status: 'all', destinationId: Number(params.id) }, request.principal?.userId ?? null);
  }

  @Get('nearby')
  @Access('public')
  @ApiOperation({ summary: 'Active alerts within radius metres (default 5000) of lat, lng, nearest first' })
  nearby(@Query() query: NearbyAlertsQuery, @Req() request: FastifyRequest): Promise<NearbySafetyAlert[]> {
    return this.alerts.nearby(
      query.lat,
      query.lng,
      query.radius ?? NEARBY_RADIUS_DEFAULT_METRES,
      request.principal?.userId ?? null,
    );
  }

  @Get('feed.atom')
  @Access('public')
  @Header('content-type', 'application/atom+xml; charset=utf-8')
  @ApiOperation({ summary: 'Active alerts as an Atom feed (optional destinationId)' })
  async atom(@Query() query: AlertFeedQuery, @Req() request: FastifyRequest): Promise<string> {
    const alerts = await this.alerts.list({ ...filterOf(query), status: 'active' }, null);
    return atomFeed(alerts, publicUrl(this.config), request.url);
  }

  @Get('feed.geojson')
  @Access('public')
  @ApiOperation({ summary: 'Active alerts as GeoJSON (a FeatureCollection of points; optional destinationId)' })
  async geojson(
    @Query() query: AlertFeedQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GeoJsonFeatureCollection> {
    const alerts = await this.alerts.list({ ...filterOf(query), status: 'active' }, null);
    reply.type('application/geo+json; charset=utf-8');
    return geoJsonFeed(alerts);
  }

  @Get(':id')
  @Access('public')
  @ApiOperation({ summary: 'One alert' })
  one(@Param() params: AlertIdParams, @Req() request: FastifyRequest): Promise<SafetyAlert> {
    return this.alerts.one(params.id, request.principal?.userId ?? null);
  }

  @Post()
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: "Raise an alert: a moderator's is verified at once, a traveller's is a community report" })
  async raise(@Body() body: CreateSafetyAlertRequest, @Req() request: FastifyRequest): Promise<SafetyAlert> {
    const actor = alertActorOf(request);
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
        actor,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    return this.answer(result, actor.userId);
  }

  @Patch(':id')
  @Access('beta')
  @ApiOperation({ summary: 'Edit an alert (its author or a moderator)' })
  async edit(
    @Param() params: AlertIdParams,
    @Body() body: EditSafetyAlertRequest,
    @Req() request: FastifyRequest,
  ): Promise<SafetyAlert> {
    const actor = alertActorOf(request);
    const { radius, endTime, ...rest } = body;
    const result: AlertCommandResult = await this.commandBus.execute(
      new EditAlertCommand(
        params.id,
        {
          ...rest,
          ...(radius === undefined ? {} : { radiusMetres: radius }),
          ...(endTime === undefined ? {} : { endTime: endTime ? new Date(endTime).toISOString() : null }),
        },
        actor,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    return this.answer(result, actor.userId);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @Access('moderator')
  @ApiOperation({
    summary: "Verify a traveller's report: it loses the unverified label and reaches those who saved the destination",
  })
  async verify(@Param() params: AlertIdParams, @Req() request: FastifyRequest): Promise<SafetyAlert> {
    const actor = alertActorOf(request);
    const result: AlertCommandResult = await this.commandBus.execute(
      new VerifyAlertCommand(params.id, actor, userContext(request, this.config.COOKIE_SECRET)),
    );
    return this.answer(result, actor.userId);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @Access('beta')
  @ApiOperation({ summary: 'Archive an alert with a reason (its author or a moderator)' })
  async archive(
    @Param() params: AlertIdParams,
    @Body() body: ArchiveSafetyAlertRequest,
    @Req() request: FastifyRequest,
  ): Promise<SafetyAlert> {
    const actor = alertActorOf(request);
    const result: AlertCommandResult = await this.commandBus.execute(
      new ArchiveAlertCommand(params.id, body.reason, actor, userContext(request, this.config.COOKIE_SECRET)),
    );
    return this.answer(result, actor.userId);
  }

  private async answer(result: AlertCommandResult, viewerId: string): Promise<SafetyAlert> {
    await this.waiter.waitFor('alerts', result.position);
    return this.alerts.one(result.alertId, viewerId);
  }
}
