import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { CancelTripCommand } from './cancel-trip.command';

@CommandHandler(CancelTripCommand)
export class CancelTripHandler extends EventSourcedHandler implements ICommandHandler<CancelTripCommand> {
  execute({ userId, tripId, context }: CancelTripCommand): Promise<Appended> {
    return this.append(safetyStreamName(userId), safetyNetworkDecider, { type: 'CancelTrip', tripId }, context);
  }
}
