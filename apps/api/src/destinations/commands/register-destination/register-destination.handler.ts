import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { destinationDecider } from '../../domain/destination';
import { RegisterDestinationCommand } from './register-destination.command';

@CommandHandler(RegisterDestinationCommand)
export class RegisterDestinationHandler implements ICommandHandler<RegisterDestinationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RegisterDestinationCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.registration.destinationId),
      destinationDecider,
      {
        type: 'RegisterDestination',
        registration: command.registration,
        neighbourhoods: command.neighbourhoods,
        accommodations: command.accommodations,
        activities: command.activities,
        featured: command.featured,
        catalogue: command.catalogue,
      },
      command.context,
    );
    return { position };
  }
}
