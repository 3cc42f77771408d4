import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { travellerDecider } from '../../../destinations/domain/traveller';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { AlertCommandResult } from '../on-alert';
import { MarkAlertViewedCommand } from './mark-alert-viewed.command';

@CommandHandler(MarkAlertViewedCommand)
export class MarkAlertViewedHandler implements ICommandHandler<MarkAlertViewedCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: MarkAlertViewedCommand): Promise<AlertCommandResult> {
    const { position } = await handleCommand(
      this.store,
      travellerStreamName(command.userId),
      travellerDecider,
      { type: 'MarkAlertViewed', alertId: command.alertId },
      command.context,
    );
    return { alertId: command.alertId, position };
  }
}
