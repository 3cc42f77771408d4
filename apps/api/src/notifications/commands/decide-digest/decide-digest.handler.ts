import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { digestStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { notificationDecider } from '../../domain/notification';
import { DecideDigestCommand } from './decide-digest.command';

@CommandHandler(DecideDigestCommand)
export class DecideDigestHandler extends EventSourcedHandler implements ICommandHandler<DecideDigestCommand> {
  execute({ userId, day, alertIds, channels, context }: DecideDigestCommand): Promise<Appended> {
    return this.append(
      digestStreamName(userId, day),
      notificationDecider,
      { type: 'DecideDigest', userId, day, alertIds, channels },
      context,
    );
  }
}
