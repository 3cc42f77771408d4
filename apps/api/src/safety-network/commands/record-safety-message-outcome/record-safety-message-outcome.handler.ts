import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyMessageDecider, safetyMessageStream } from '../../domain/safety-message';
import { RecordSafetyMessageOutcomeCommand } from './record-safety-message-outcome.command';

@CommandHandler(RecordSafetyMessageOutcomeCommand)
export class RecordSafetyMessageOutcomeHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordSafetyMessageOutcomeCommand>
{
  execute({ key, attempt, outcome, context }: RecordSafetyMessageOutcomeCommand): Promise<Appended> {
    return this.append(safetyMessageStream(key), safetyMessageDecider, { key, attempt, outcome }, context);
  }
}
