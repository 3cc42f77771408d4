/**
 * The bulk form of RegisterDestination. A city new to the log is decided by the destination's own
 * decider on an empty stream and appended with `no_stream`, many streams per round trip; a city
 * whose stream exists (a conflict) goes through the ordinary read-decide-append path, so the
 * outcome is exactly what one RegisterDestination per city would give, at a fraction of the cost.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName, laterPosition, type GlobalPosition } from '@safetrails/contracts';
import { randomUUID } from 'node:crypto';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEventsOf } from '../../../platform/event-sourcing/handle-command';
import type { CatalogueCity } from '../../catalogue/geonames-catalogue';
import { destinationDecider, type DestinationCommand } from '../../domain/destination';
import { RegisterCatalogueCitiesCommand } from './register-catalogue-cities.command';

function registrationOf(city: CatalogueCity): DestinationCommand {
  return {
    type: 'RegisterDestination',
    registration: city.registration,
    neighbourhoods: [],
    accommodations: [],
    activities: [],
    featured: city.featured ?? false,
    catalogue: city.catalogue,
  };
}

@CommandHandler(RegisterCatalogueCitiesCommand)
export class RegisterCatalogueCitiesHandler
  extends EventSourcedHandler
  implements ICommandHandler<RegisterCatalogueCitiesCommand>
{
  async execute(
    command: RegisterCatalogueCitiesCommand,
  ): Promise<{ appended: number; position: GlobalPosition | null }> {
    const causationId = randomUUID();
    const occurredAt = new Date().toISOString();
    const appends = command.cities.map((city) => {
      const stream = destinationStreamName(city.registration.destinationId);
      const decided = destinationDecider.decide(registrationOf(city), destinationDecider.initialState());
      return {
        stream,
        events: newEventsOf(stream, decided, command.context, causationId, occurredAt),
        expected: 'no_stream' as const,
      };
    });
    const results = await this.store.appendMany(appends);
    let position: GlobalPosition | null = null;
    let appended = 0;
    for (const [index, result] of results.entries()) {
      if (!(result instanceof Error)) {
        position = laterPosition(position, result.position);
        appended++;
        continue;
      }
      const city = command.cities[index]!;
      const existing = await this.decide(
        appends[index]!.stream,
        destinationDecider,
        registrationOf(city),
        command.context,
      );
      if (existing.appended.length > 0) appended++;
      position = laterPosition(position, existing.position);
    }
    return { appended, position };
  }
}
