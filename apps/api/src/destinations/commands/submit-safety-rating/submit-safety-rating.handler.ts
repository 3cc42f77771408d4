import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { destinationDecider } from '../../domain/destination';
import { SubmitSafetyRatingCommand, type SubmitSafetyRatingResult } from './submit-safety-rating.command';

@CommandHandler(SubmitSafetyRatingCommand)
export class SubmitSafetyRatingHandler
  extends EventSourcedHandler
  implements ICommandHandler<SubmitSafetyRatingCommand>
{
  async execute(command: SubmitSafetyRatingCommand): Promise<SubmitSafetyRatingResult> {
    const ratingId = newEntityId(`rating:${command.destinationId}`, command.context);
    const result = await this.decide(
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'SubmitRating',
        destinationId: command.destinationId,
        rating: { ratingId, userId: command.userId, scores: command.scores, comment: command.comment },
      },
      command.context,
    );
    const current = result.state.ratingsByUser.get(command.userId);
    if (!current) throw new Error('the rating left no trace in the destination');
    const event = result.appended[0]?.data as { replaces: unknown } | undefined;
    return { ratingId: current.ratingId, replaced: Boolean(event?.replaces), position: result.position };
  }
}
