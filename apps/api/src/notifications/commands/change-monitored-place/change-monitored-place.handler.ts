import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { ChangeMonitoredPlaceCommand } from './change-monitored-place.command';

@CommandHandler(ChangeMonitoredPlaceCommand)
export class ChangeMonitoredPlaceHandler
  extends EventSourcedHandler
  implements ICommandHandler<ChangeMonitoredPlaceCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute({ userId, placeId, changes, via, context }: ChangeMonitoredPlaceCommand): Promise<Appended> {
    const { trip, ...rest } = changes;
    const sealedTrip =
      trip === undefined ? undefined : trip === null ? null : await this.vault.seal(userId, JSON.stringify(trip));
    return this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'ChangePlace', placeId, ...rest, ...(sealedTrip === undefined ? {} : { trip: sealedTrip }), via },
      context,
    );
  }
}
