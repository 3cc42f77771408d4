import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { AlertCommandResult, onAlert } from '../on-alert';
import { ExpireAlertCommand } from './expire-alert.command';

@CommandHandler(ExpireAlertCommand)
export class ExpireAlertHandler implements ICommandHandler<ExpireAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, now, context }: ExpireAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Expire', now }, context);
  }
}
