import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { RemindCheckInCommand } from './remind-check-in.command';

@CommandHandler(RemindCheckInCommand)
export class RemindCheckInHandler extends EventSourcedHandler implements ICommandHandler<RemindCheckInCommand> {
  execute({ userId, planId, dueAt, channels, context }: RemindCheckInCommand): Promise<Appended> {
    const command = { type: 'RemindCheckIn' as const, planId, dueAt, channels };
    return this.append(safetyStreamName(userId), safetyNetworkDecider, command, context);
  }
}
