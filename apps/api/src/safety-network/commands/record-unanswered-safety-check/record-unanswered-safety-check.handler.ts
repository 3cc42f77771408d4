import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { RecordUnansweredSafetyCheckCommand } from './record-unanswered-safety-check.command';

@CommandHandler(RecordUnansweredSafetyCheckCommand)
export class RecordUnansweredSafetyCheckHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordUnansweredSafetyCheckCommand>
{
  execute({ userId, checkId, now, context }: RecordUnansweredSafetyCheckCommand): Promise<Appended> {
    return this.append(
      safetyStreamName(userId),
      safetyNetworkDecider,
      { type: 'RecordUnansweredSafetyCheck', checkId, now },
      context,
    );
  }
}
