import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { TripsReader } from '../../queries/trips.reader';
import { sealedTrip } from '../trip-details';
import { PlanTripCommand } from './plan-trip.command';

@CommandHandler(PlanTripCommand)
export class PlanTripHandler extends EventSourcedHandler implements ICommandHandler<PlanTripCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly trips: TripsReader,
  ) {
    super(store);
  }

  async execute({
    userId,
    name,
    stops,
    context,
  }: PlanTripCommand): Promise<{ tripId: string; position: GlobalPosition | null }> {
    const trip = await sealedTrip(this.vault, this.trips, userId, name, stops);
    const tripId = newEntityId('trip', context);
    const { position } = await this.append(
      safetyStreamName(userId),
      safetyNetworkDecider,
      { type: 'PlanTrip', tripId, trip },
      context,
    );
    return { tripId, position };
  }
}
