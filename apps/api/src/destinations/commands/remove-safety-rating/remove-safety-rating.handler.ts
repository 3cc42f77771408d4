import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { destinationDecider } from '../../domain/destination';
import { RemoveSafetyRatingCommand } from './remove-safety-rating.command';

@CommandHandler(RemoveSafetyRatingCommand)
export class RemoveSafetyRatingHandler implements ICommandHandler<RemoveSafetyRatingCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RemoveSafetyRatingCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'RemoveRating',
        destinationId: command.destinationId,
        ratingId: command.ratingId,
        reason: command.reason,
      },
      command.context,
    );
    return { position };
  }
}
