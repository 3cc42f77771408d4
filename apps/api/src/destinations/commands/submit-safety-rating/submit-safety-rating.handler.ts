import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { destinationDecider } from '../../domain/destination';
import { SubmitSafetyRatingCommand, type SubmitSafetyRatingResult } from './submit-safety-rating.command';

@CommandHandler(SubmitSafetyRatingCommand)
export class SubmitSafetyRatingHandler implements ICommandHandler<SubmitSafetyRatingCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: SubmitSafetyRatingCommand): Promise<SubmitSafetyRatingResult> {
    const ratingId = newEntityId(`rating:${command.destinationId}`, command.context);
    const result = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'SubmitRating',
        destinationId: command.destinationId,
        rating: { ratingId, userId: command.userId, scores: command.scores, comment: command.comment },
      },
      command.context,
    );
    const current = result.state.ratingsByUser[command.userId];
    if (!current) throw new Error('the rating left no trace in the destination');
    const event = result.appended[0]?.data as { replaces: unknown } | undefined;
    return { ratingId: current.ratingId, replaced: Boolean(event?.replaces), position: result.position };
  }
}
