import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { ConfirmAlertEmailCommand } from './confirm-alert-email.command';

@CommandHandler(ConfirmAlertEmailCommand)
export class ConfirmAlertEmailHandler extends EventSourcedHandler implements ICommandHandler<ConfirmAlertEmailCommand> {
  execute({ userId, context }: ConfirmAlertEmailCommand): Promise<Appended> {
    return this.append(alertSettingsStreamName(userId), alertSettingsDecider, { type: 'ConfirmEmail' }, context);
  }
}
