import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { AlertCommandResult, onAlert } from '../on-alert';
import { ArchiveAlertCommand } from './archive-alert.command';

@CommandHandler(ArchiveAlertCommand)
export class ArchiveAlertHandler extends EventSourcedHandler implements ICommandHandler<ArchiveAlertCommand> {
  execute({ alertId, actor, reason, context }: ArchiveAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Archive', actor, reason }, context);
  }
}
