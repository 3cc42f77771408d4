import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { RemoveContactCommand } from './remove-contact.command';

@CommandHandler(RemoveContactCommand)
export class RemoveContactHandler extends EventSourcedHandler implements ICommandHandler<RemoveContactCommand> {
  execute({ userId, contactId, context }: RemoveContactCommand): Promise<Appended> {
    return this.append(safetyStreamName(userId), safetyNetworkDecider, { type: 'RemoveContact', contactId }, context);
  }
}
