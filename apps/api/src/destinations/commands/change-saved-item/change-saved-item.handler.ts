import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { travellerDecider } from '../../domain/traveller';
import { DestinationNotFoundException, DestinationReader } from '../../queries/destination.reader';
import { PlacesReader } from '../../queries/places.reader';
import { ChangeSavedItemCommand, type ChangeSavedItemResult } from './change-saved-item.command';

@CommandHandler(ChangeSavedItemCommand)
export class ChangeSavedItemHandler extends EventSourcedHandler implements ICommandHandler<ChangeSavedItemCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly destinations: DestinationReader,
    private readonly places: PlacesReader,
  ) {
    super(store);
  }

  async execute(command: ChangeSavedItemCommand): Promise<ChangeSavedItemResult> {
    const destinationId =
      command.itemType === 'destination'
        ? (await this.destinations.exists(command.itemId))
          ? command.itemId
          : null
        : await this.places.placeDestination(command.itemType, command.itemId);
    if (destinationId === null) {
      if (command.itemType === 'destination') throw new DestinationNotFoundException(command.itemId);
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        message: `No ${command.itemType} ${command.itemId}`,
      });
    }
    const result = await this.decide(
      travellerStreamName(command.userId),
      travellerDecider,
      {
        type: command.change === 'save' ? 'Save' : 'Unsave',
        itemType: command.itemType,
        itemId: command.itemId,
        destinationId,
      },
      command.context,
    );
    return { position: result.position, changed: result.appended.length > 0 };
  }
}
