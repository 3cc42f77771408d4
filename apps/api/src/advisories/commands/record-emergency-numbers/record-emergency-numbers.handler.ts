import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emergencyStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { emergencyNumbersDecider, outcomeOf, type RecordOutcome } from '../../domain/official-record';
import { RecordEmergencyNumbersCommand } from './record-emergency-numbers.command';

@CommandHandler(RecordEmergencyNumbersCommand)
export class RecordEmergencyNumbersHandler implements ICommandHandler<RecordEmergencyNumbersCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(
    command: RecordEmergencyNumbersCommand,
  ): Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }> {
    const result = await handleCommand(
      this.store,
      emergencyStreamName(command.record.countryCode, command.record.source),
      emergencyNumbersDecider,
      { kind: 'record', record: command.record },
      command.context,
    );
    return { outcome: outcomeOf(result.appended.map((event) => event.type)), position: result.position };
  }
}
