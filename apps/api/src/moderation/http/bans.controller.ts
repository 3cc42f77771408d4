/**
 * `/admin-api/bans`: travellers banned for a time (ra-data-simple-rest: list, getOne, create, update,
 * delete), one record per traveller (`id` is their user id). A ban's writes wait for the users read
 * model too, so the traveller's next write is refused at once.
 */
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MODERATION_PROJECTION, type GlobalPosition, type TravellerBan } from '@safetrails/contracts';
import { BanIdParams, CreateBanRequest, LiftBanRequest, UpdateBanRequest } from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { booleanFilter, idsFilter, parseListQuery, setContentRange } from '../../platform/http/list-query';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { BanTravellerCommand } from '../commands/ban-traveller/ban-traveller.command';
import { LiftBanCommand } from '../commands/lift-ban/lift-ban.command';
import { BAN_SORTABLE, ModerationRecordsReader } from '../queries/moderation-records.reader';
import { banEnd, requiredReason, uuidFilter, uuidList } from './moderation-params';

@ApiTags('moderation')
@Controller('admin-api/bans')
export class BansController {
  constructor(
    private readonly records: ModerationRecordsReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('moderator')
  @ApiOperation({
    summary: 'Bans (ra-data-simple-rest list): filter userId, active, id; sort bannedAt (default), until',
  })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TravellerBan[]> {
    const list = parseListQuery(query, BAN_SORTABLE, ['bannedAt', 'DESC']);
    const { rows, total } = await this.records.bans(
      list,
      {
        userId: uuidFilter(list.filter, 'userId'),
        active: booleanFilter(list.filter, 'active') ?? null,
        ids: uuidList(idsFilter(list.filter)),
      },
      new Date(),
    );
    setContentRange(reply, 'bans', list, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Access('moderator')
  async one(@Param() params: BanIdParams): Promise<TravellerBan> {
    return this.find(params.id);
  }

  @Post()
  @HttpCode(201)
  @Access('moderator')
  @ApiOperation({
    summary: 'Ban a traveller for durationHours or until a time, with a reason (writes refused, reads open)',
  })
  async create(@Body() body: CreateBanRequest, @Req() request: FastifyRequest): Promise<TravellerBan> {
    const until = banEnd(body.durationHours, body.until, new Date());
    await this.run(new BanTravellerCommand(body.userId, until, body.reason, this.context(request)));
    return this.find(body.userId);
  }

  @Put(':id')
  @Access('moderator')
  @ApiOperation({
    summary: 'react-admin update: { until | durationHours, reason } sets a new end; { lifted: true, reason } lifts',
  })
  async update(
    @Param() params: BanIdParams,
    @Body() body: UpdateBanRequest,
    @Req() request: FastifyRequest,
  ): Promise<TravellerBan> {
    const current = await this.find(params.id);
    if (body.lifted === true || (body.active === false && current.active)) {
      await this.run(new LiftBanCommand(params.id, requiredReason(body.reason), this.context(request)));
    } else if (body.durationHours !== undefined || (body.until && body.until !== current.until)) {
      const until = banEnd(body.durationHours, body.durationHours === undefined ? body.until : null, new Date());
      await this.run(new BanTravellerCommand(params.id, until, requiredReason(body.reason), this.context(request)));
    }
    return this.find(params.id);
  }

  @Delete(':id')
  @Access('moderator')
  @ApiOperation({ summary: 'Lift a ban (reason in ?reason= or a JSON body); answers the lifted record' })
  async lift(
    @Param() params: BanIdParams,
    @Query() query: LiftBanRequest,
    @Req() request: FastifyRequest,
  ): Promise<TravellerBan> {
    await this.find(params.id);
    const body = request.body as { reason?: unknown } | null | undefined;
    const fromBody = typeof body?.reason === 'string' ? body.reason.trim() : null;
    await this.run(new LiftBanCommand(params.id, requiredReason(query.reason ?? fromBody), this.context(request)));
    return this.find(params.id);
  }

  private async run(command: object): Promise<void> {
    const result: Appended = await this.commandBus.execute(command);
    const position: GlobalPosition | null = result.position;
    await this.waiter.waitFor('users', position);
    await this.waiter.waitFor(MODERATION_PROJECTION, position);
  }

  private async find(userId: string): Promise<TravellerBan> {
    const ban = await this.records.ban(userId, new Date());
    if (!ban)
      throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'This traveller was never banned' });
    return ban;
  }

  private context(request: FastifyRequest) {
    return userContext(request, this.config.COOKIE_SECRET);
  }
}
