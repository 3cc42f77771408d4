import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { advisoryStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { advisoryDecider, outcomeOf, type RecordOutcome } from '../../domain/official-record';
import { RecordAdvisoryCommand } from './record-advisory.command';

@CommandHandler(RecordAdvisoryCommand)
export class RecordAdvisoryHandler implements ICommandHandler<RecordAdvisoryCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RecordAdvisoryCommand): Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }> {
    const { countryCode, source } = command.stream;
    const result = await handleCommand(
      this.store,
      advisoryStreamName(countryCode, source),
      advisoryDecider,
      command.command,
      command.context,
    );
    return { outcome: outcomeOf(result.appended.map((event) => event.type)), position: result.position };
  }
}
