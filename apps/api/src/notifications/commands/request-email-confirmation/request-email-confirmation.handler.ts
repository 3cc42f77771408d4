import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { RequestEmailConfirmationCommand } from './request-email-confirmation.command';

@CommandHandler(RequestEmailConfirmationCommand)
export class RequestEmailConfirmationHandler
  extends EventSourcedHandler
  implements ICommandHandler<RequestEmailConfirmationCommand>
{
  execute({ userId, context }: RequestEmailConfirmationCommand): Promise<Appended> {
    return this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'RequestEmailConfirmation' },
      context,
    );
  }
}
