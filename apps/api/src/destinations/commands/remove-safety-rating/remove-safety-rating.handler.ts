import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { destinationDecider } from '../../domain/destination';
import { RemoveSafetyRatingCommand } from './remove-safety-rating.command';

@CommandHandler(RemoveSafetyRatingCommand)
export class RemoveSafetyRatingHandler
  extends EventSourcedHandler
  implements ICommandHandler<RemoveSafetyRatingCommand>
{
  async execute(command: RemoveSafetyRatingCommand): Promise<Appended> {
    return this.append(
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
  }
}
