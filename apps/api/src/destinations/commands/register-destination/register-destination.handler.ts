import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { destinationDecider } from '../../domain/destination';
import { RegisterDestinationCommand } from './register-destination.command';

@CommandHandler(RegisterDestinationCommand)
export class RegisterDestinationHandler
  extends EventSourcedHandler
  implements ICommandHandler<RegisterDestinationCommand>
{
  async execute(command: RegisterDestinationCommand): Promise<Appended> {
    return this.append(
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
  }
}
