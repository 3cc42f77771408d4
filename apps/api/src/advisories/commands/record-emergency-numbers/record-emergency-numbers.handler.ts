import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emergencyStreamName, type GlobalPosition } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { emergencyNumbersDecider, outcomeOf, type RecordOutcome } from '../../domain/official-record';
import { RecordEmergencyNumbersCommand } from './record-emergency-numbers.command';

@CommandHandler(RecordEmergencyNumbersCommand)
export class RecordEmergencyNumbersHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordEmergencyNumbersCommand>
{
  async execute(
    command: RecordEmergencyNumbersCommand,
  ): Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }> {
    const result = await this.decide(
      emergencyStreamName(command.record.countryCode, command.record.source),
      emergencyNumbersDecider,
      { kind: 'record', record: command.record },
      command.context,
    );
    return { outcome: outcomeOf(result.appended.map((event) => event.type)), position: result.position };
  }
}
