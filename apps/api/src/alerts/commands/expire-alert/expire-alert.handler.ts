import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { AlertCommandResult, onAlert } from '../on-alert';
import { ExpireAlertCommand } from './expire-alert.command';

@CommandHandler(ExpireAlertCommand)
export class ExpireAlertHandler extends EventSourcedHandler implements ICommandHandler<ExpireAlertCommand> {
  execute({ alertId, now, context }: ExpireAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Expire', now }, context);
  }
}
