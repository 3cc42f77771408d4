import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { notificationDecider } from '../../domain/notification';
import { RecordDeliveryOutcomeCommand } from './record-delivery-outcome.command';

@CommandHandler(RecordDeliveryOutcomeCommand)
export class RecordDeliveryOutcomeHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordDeliveryOutcomeCommand>
{
  execute({ stream, deliveryKey, attempt, outcome, context }: RecordDeliveryOutcomeCommand): Promise<Appended> {
    return this.append(stream, notificationDecider, { type: 'RecordOutcome', deliveryKey, attempt, outcome }, context);
  }
}
