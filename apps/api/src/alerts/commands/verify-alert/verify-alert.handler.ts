import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { AlertCommandResult, onAlert } from '../on-alert';
import { VerifyAlertCommand } from './verify-alert.command';

@CommandHandler(VerifyAlertCommand)
export class VerifyAlertHandler extends EventSourcedHandler implements ICommandHandler<VerifyAlertCommand> {
  execute({ alertId, actor, context }: VerifyAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Verify', actor }, context);
  }
}
