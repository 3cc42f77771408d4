/**
 * `/api/safety-check`: whether she is asked "Are you safe?" when an official alert touches the city
 * where she is, and how long she has to answer before her contacts hear.
 */
import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CheckInStatus } from '@safetrails/contracts';
import { SafetyCheckSettingsRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { ChangeSafetyCheckCommand } from '../commands/change-safety-check/change-safety-check.command';
import { CheckInStatusReader } from '../queries/check-in-status.reader';

@ApiTags('safety network')
@Controller('safety-check')
export class SafetyCheckController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly status: CheckInStatusReader,
  ) {}

  @Get()
  @Access('beta')
  @ApiOperation({
    summary: 'Your safety check after a disaster: on or off, your time to answer, what waits for your answer',
  })
  async get(@Req() request: FastifyRequest): Promise<CheckInStatus['safetyCheck']> {
    return (await this.status.statusOf(principalOf(request).userId)).safetyCheck;
  }

  @Patch()
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({ summary: 'Turn the safety check on or off, or change your time to answer (graceMinutes)' })
  async change(
    @Body() body: SafetyCheckSettingsRequest,
    @Req() request: FastifyRequest,
  ): Promise<CheckInStatus['safetyCheck']> {
    const userId = principalOf(request).userId;
    const changes = { on: body.on, graceMinutes: body.graceMinutes };
    const { position }: Appended = await this.commandBus.execute(
      new ChangeSafetyCheckCommand(userId, changes, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('safety', position);
    return (await this.status.statusOf(userId)).safetyCheck;
  }
}
