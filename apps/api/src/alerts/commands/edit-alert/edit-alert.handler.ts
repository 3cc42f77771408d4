import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { AlertCommandResult, onAlert } from '../on-alert';
import { EditAlertCommand } from './edit-alert.command';

@CommandHandler(EditAlertCommand)
export class EditAlertHandler extends EventSourcedHandler implements ICommandHandler<EditAlertCommand> {
  execute({ alertId, actor, changes, context }: EditAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Edit', actor, changes }, context);
  }
}
