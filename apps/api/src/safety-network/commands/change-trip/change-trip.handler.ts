import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { TripsReader } from '../../queries/trips.reader';
import { sealedTrip } from '../trip-details';
import { ChangeTripCommand } from './change-trip.command';

@CommandHandler(ChangeTripCommand)
export class ChangeTripHandler extends EventSourcedHandler implements ICommandHandler<ChangeTripCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly trips: TripsReader,
  ) {
    super(store);
  }

  async execute({ userId, tripId, name, stops, context }: ChangeTripCommand): Promise<Appended> {
    const trip = await sealedTrip(this.vault, this.trips, userId, name, stops);
    return this.append(safetyStreamName(userId), safetyNetworkDecider, { type: 'ChangeTrip', tripId, trip }, context);
  }
}
