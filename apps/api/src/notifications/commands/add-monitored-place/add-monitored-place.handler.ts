import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { PlaceLookup } from '../../queries/place-lookup';
import { AddMonitoredPlaceCommand, type AddedPlace } from './add-monitored-place.command';

@CommandHandler(AddMonitoredPlaceCommand)
export class AddMonitoredPlaceHandler extends EventSourcedHandler implements ICommandHandler<AddMonitoredPlaceCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly lookup: PlaceLookup,
  ) {
    super(store);
  }

  async execute({ userId, place, radiusMetres, trip, context }: AddMonitoredPlaceCommand): Promise<AddedPlace> {
    let spec: object;
    if (place.kind === 'city') {
      if (!(await this.lookup.cityExists(place.destinationId))) {
        throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such destination' });
      }
      spec = place;
    } else {
      // A government's change of its advice reaches a point through the country of its nearest city.
      spec = { ...place, countryCode: await this.lookup.countryNear(place.latitude, place.longitude) };
    }
    const placeId = newEntityId('monitored-place', context);
    const sealedPlace = await this.vault.seal(userId, JSON.stringify(spec));
    const sealedTrip = trip ? await this.vault.seal(userId, JSON.stringify(trip)) : null;
    const { position } = await this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'AddPlace', placeId, place: sealedPlace!, radiusMetres, trip: sealedTrip },
      context,
    );
    return { placeId, position };
  }
}
