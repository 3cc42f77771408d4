import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { AlertCommandResult, onAlert } from '../on-alert';
import { VerifyAlertCommand } from './verify-alert.command';

@CommandHandler(VerifyAlertCommand)
export class VerifyAlertHandler implements ICommandHandler<VerifyAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, actor, context }: VerifyAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Verify', actor }, context);
  }
}
