import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { travellerDecider } from '../../domain/traveller';
import { DestinationReader } from '../../queries/destination.reader';
import { RecordDestinationViewCommand } from './record-destination-view.command';

@CommandHandler(RecordDestinationViewCommand)
export class RecordDestinationViewHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordDestinationViewCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly destinations: DestinationReader,
  ) {
    super(store);
  }

  async execute(command: RecordDestinationViewCommand): Promise<Appended> {
    await this.destinations.requireDestination(command.destinationId);
    return this.append(
      travellerStreamName(command.userId),
      travellerDecider,
      { type: 'RecordView', destinationId: command.destinationId, day: command.day },
      command.context,
    );
  }
}
