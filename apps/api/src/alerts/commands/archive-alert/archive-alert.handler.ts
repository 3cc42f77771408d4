import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { AlertCommandResult, onAlert } from '../on-alert';
import { ArchiveAlertCommand } from './archive-alert.command';

@CommandHandler(ArchiveAlertCommand)
export class ArchiveAlertHandler implements ICommandHandler<ArchiveAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, actor, reason, context }: ArchiveAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Archive', actor, reason }, context);
  }
}
