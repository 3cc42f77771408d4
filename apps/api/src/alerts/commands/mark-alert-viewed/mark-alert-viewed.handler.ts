import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerStreamName } from '@safetrails/contracts';
import { travellerDecider } from '../../../destinations/domain/traveller';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { AlertCommandResult } from '../on-alert';
import { MarkAlertViewedCommand } from './mark-alert-viewed.command';

@CommandHandler(MarkAlertViewedCommand)
export class MarkAlertViewedHandler extends EventSourcedHandler implements ICommandHandler<MarkAlertViewedCommand> {
  async execute(command: MarkAlertViewedCommand): Promise<AlertCommandResult> {
    const { position } = await this.append(
      travellerStreamName(command.userId),
      travellerDecider,
      { type: 'MarkAlertViewed', alertId: command.alertId },
      command.context,
    );
    return { alertId: command.alertId, position };
  }
}
