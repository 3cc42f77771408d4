import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { AlertCommandResult, onAlert } from '../on-alert';
import { EditAlertCommand } from './edit-alert.command';

@CommandHandler(EditAlertCommand)
export class EditAlertHandler implements ICommandHandler<EditAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, actor, changes, context }: EditAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Edit', actor, changes }, context);
  }
}
