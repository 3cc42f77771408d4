import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { RecordEmailBounceCommand } from './record-email-bounce.command';

@CommandHandler(RecordEmailBounceCommand)
export class RecordEmailBounceHandler extends EventSourcedHandler implements ICommandHandler<RecordEmailBounceCommand> {
  execute({ userId, reason, context }: RecordEmailBounceCommand): Promise<Appended> {
    return this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'RecordEmailBounce', reason },
      context,
    );
  }
}
