/**
 * `/api/check-ins`: her check-in plans and "I'm OK". A plan is a "back by" timer, "every N hours" or
 * "daily at HH:MM" where she is, with a grace period and a reminder; a check-in meets the deadline
 * that is open. `/by-link` is "I'm OK" (and "I'm safe") from a reminder's link or push action: the
 * signed token is the authority, and a GET only shows the page, so a mail scanner opening the link
 * checks no one in.
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type {
  CheckInAnswer,
  CheckInLinkView,
  CheckInPlan,
  CheckInSchedule,
  CheckInStatus,
  GlobalPosition,
} from '@safetrails/contracts';
import {
  CheckInRequest,
  LinkCheckInRequest,
  MessageTokenQuery,
  PlanCheckInRequest,
  SafetyIdParams,
} from '@safetrails/contracts/dto';
import { CHECK_IN_REMINDER_MINUTES_DEFAULT } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import { invalidLink, MessageTokens } from '../../notifications/delivery/message-tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { fieldError } from '../../platform/http/field-error';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { CheckInCommand } from '../commands/check-in/check-in.command';
import { EndCheckInPlanCommand } from '../commands/end-check-in-plan/end-check-in-plan.command';
import { PlanCheckInCommand } from '../commands/plan-check-in/plan-check-in.command';
import { SafetyItemNotFoundError } from '../domain/safety-errors';
import { CheckInStatusReader } from '../queries/check-in-status.reader';

type CheckedIn = CheckInAnswer & { position: GlobalPosition | null };

/** Exactly one of the three schedule kinds, or a 400 naming the field. */
function scheduleOf(body: PlanCheckInRequest): CheckInSchedule {
  const given = (['backBy', 'everyHours', 'dailyAt'] as const).filter((field) => body[field] !== undefined);
  if (given.length !== 1) {
    throw fieldError(
      given[1] ?? 'backBy',
      'oneSchedule',
      'Give exactly one of backBy (an instant), everyHours (2 to 24) or dailyAt ("HH:MM" where you are)',
    );
  }
  if (body.backBy !== undefined) return { kind: 'back-by', at: new Date(body.backBy).toISOString() };
  if (body.everyHours !== undefined) return { kind: 'every', hours: body.everyHours };
  return { kind: 'daily', at: body.dailyAt! };
}

@ApiTags('safety network')
@Controller('check-ins')
export class CheckInsController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly status: CheckInStatusReader,
    private readonly tokens: MessageTokens,
  ) {}

  @Get()
  @Access('beta')
  @ApiOperation({
    summary:
      'Your check-in plans and their next deadlines, your last check-in, where you are, what waits for your answer',
  })
  get(@Req() request: FastifyRequest): Promise<CheckInStatus> {
    return this.status.statusOf(principalOf(request).userId);
  }

  @Post('plans')
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({
    summary:
      'Plan check-ins: { backBy } or { everyHours } or { dailyAt }, with graceMinutes, reminderMinutes and tripId',
  })
  async plan(@Body() body: PlanCheckInRequest, @Req() request: FastifyRequest): Promise<CheckInPlan> {
    const userId = principalOf(request).userId;
    const { planId, position }: { planId: string; position: GlobalPosition | null } = await this.commandBus.execute(
      new PlanCheckInCommand(
        userId,
        scheduleOf(body),
        body.graceMinutes,
        body.reminderMinutes ?? CHECK_IN_REMINDER_MINUTES_DEFAULT,
        body.tripId ?? null,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('safety', position);
    const plan = (await this.status.statusOf(userId)).plans.find((candidate) => candidate.id === planId);
    if (!plan) throw new SafetyItemNotFoundError('check-in plan');
    return plan;
  }

  @Delete('plans/:id')
  @HttpCode(200)
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({ summary: 'End a check-in plan' })
  async end(@Param() params: SafetyIdParams, @Req() request: FastifyRequest): Promise<{ id: string; ended: true }> {
    const { position }: Appended = await this.commandBus.execute(
      new EndCheckInPlanCommand(
        principalOf(request).userId,
        params.id,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('safety', position);
    return { id: params.id, ended: true };
  }

  @Post()
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({
    summary: '"I\'m OK": {} now; { at } for a check-in made offline; { safe: true, alertId } answers a safety check',
  })
  async checkIn(@Body() body: CheckInRequest, @Req() request: FastifyRequest): Promise<CheckInAnswer> {
    const { position, ...answer }: CheckedIn = await this.commandBus.execute(
      new CheckInCommand(
        principalOf(request).userId,
        {
          at: body.at,
          destinationId: body.destinationId,
          latitude: body.latitude,
          longitude: body.longitude,
          safeAfter: body.safe ? body.alertId : undefined,
        },
        'app',
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('safety', position);
    return answer;
  }

  @Get('by-link')
  @Access('public')
  @ApiOperation({ summary: "What a reminder's or a safety check's link is about, before she presses \"I'm OK\"" })
  async linkView(@Query() query: MessageTokenQuery): Promise<CheckInLinkView> {
    const token = this.verified(query.token);
    const status = await this.status.statusOf(token.userId);
    if (token.purpose === 'safety-check') {
      const open = status.safetyCheck.open.find((check) => check.alertId === token.alertId);
      return { purpose: 'safety-check', dueAt: null, alertTitle: open?.title ?? null, done: !open };
    }
    const due =
      status.plans
        .map((plan) => plan.next?.dueAt)
        .filter((at): at is string => !!at)
        .sort()[0] ?? null;
    return { purpose: 'check-in', dueAt: due, alertTitle: null, done: false };
  }

  @Post('by-link')
  @HttpCode(200)
  @WriteLimit('message-link')
  @Access('public')
  @ApiOperation({ summary: '"I\'m OK" (or "I\'m safe") from a reminder\'s link or push action, with its token' })
  async byLink(
    @Query() query: MessageTokenQuery,
    @Body() body: LinkCheckInRequest,
    @Req() request: FastifyRequest,
  ): Promise<CheckInAnswer> {
    const token = this.verified(query.token);
    const context: CommandContext = {
      ...anonymousContext(request, this.config.COOKIE_SECRET),
      actorId: token.userId,
      actorRole: 'traveller',
    };
    const safeAfter = token.purpose === 'safety-check' ? token.alertId : undefined;
    const { position, ...answer }: CheckedIn = await this.commandBus.execute(
      new CheckInCommand(token.userId, { safeAfter }, body.via ?? 'link', context),
    );
    await this.waiter.waitFor('safety', position);
    return answer;
  }

  private verified(text: string) {
    const token = this.tokens.verify(text, 'check-in') ?? this.tokens.verify(text, 'safety-check');
    if (!token) throw invalidLink('This link is not valid or has expired: open SafeTrails and press "I\'m OK" there');
    return token;
  }
}
