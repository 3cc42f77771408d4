import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { travellerDecider } from '../../domain/traveller';
import { DestinationReader } from '../../queries/destination.reader';
import { RecordDestinationViewCommand } from './record-destination-view.command';

@CommandHandler(RecordDestinationViewCommand)
export class RecordDestinationViewHandler implements ICommandHandler<RecordDestinationViewCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly destinations: DestinationReader,
  ) {}

  async execute(command: RecordDestinationViewCommand): Promise<Appended> {
    await this.destinations.requireDestination(command.destinationId);
    const { position } = await handleCommand(
      this.store,
      travellerStreamName(command.userId),
      travellerDecider,
      { type: 'RecordView', destinationId: command.destinationId, day: command.day },
      command.context,
    );
    return { position };
  }
}
