/** `/api/alert-history`: the alerts delivered to the signed-in traveller, and marking one viewed. */
import { Controller, Get, NotFoundException, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AlertHistoryEntry, UnviewedAlerts } from '@safetrails/contracts';
import { AlertIdParams } from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { MarkAlertViewedCommand } from '../commands/mark-alert-viewed/mark-alert-viewed.command';
import type { AlertCommandResult } from '../commands/on-alert';
import { AlertReader } from '../queries/alert.reader';

@ApiTags('alerts')
@Controller('alert-history')
export class AlertHistoryController {
  constructor(
    private readonly alerts: AlertReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('signed-in')
  @ApiOperation({ summary: 'Alerts delivered to you, newest first' })
  all(@Req() request: FastifyRequest): Promise<AlertHistoryEntry[]> {
    return this.alerts.history(principalOf(request).userId, false);
  }

  @Get('unviewed')
  @Access('signed-in')
  @ApiOperation({ summary: 'How many delivered alerts you have not opened, and which' })
  async unviewed(@Req() request: FastifyRequest): Promise<UnviewedAlerts> {
    const userId = principalOf(request).userId;
    const [count, alerts] = await Promise.all([this.alerts.unviewedCount(userId), this.alerts.history(userId, true)]);
    return { count, alerts };
  }

  @Patch(':id/mark-viewed')
  @Access('signed-in')
  @ApiOperation({ summary: 'Mark a delivered alert as opened' })
  async markViewed(@Param() params: AlertIdParams, @Req() request: FastifyRequest): Promise<AlertHistoryEntry> {
    const userId = principalOf(request).userId;
    const entry = await this.alerts.historyEntry(params.id, userId);
    if (!entry)
      throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such alert in your history' });
    const result: AlertCommandResult = await this.commandBus.execute(
      new MarkAlertViewedCommand(userId, entry.alertId, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('alerts', result.position);
    const history = await this.alerts.history(userId, false);
    const updated = history.find((candidate) => candidate.id === params.id);
    if (!updated) throw new Error('the history entry vanished');
    return updated;
  }
}
