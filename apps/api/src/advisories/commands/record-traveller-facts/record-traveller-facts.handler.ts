import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerFactsStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { outcomeOf, travellerFactsDecider, type RecordOutcome } from '../../domain/official-record';
import { RecordTravellerFactsCommand } from './record-traveller-facts.command';

@CommandHandler(RecordTravellerFactsCommand)
export class RecordTravellerFactsHandler implements ICommandHandler<RecordTravellerFactsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(
    command: RecordTravellerFactsCommand,
  ): Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }> {
    const { record } = command;
    const result = await handleCommand(
      this.store,
      travellerFactsStreamName(record.countryCode, record.source, record.kind),
      travellerFactsDecider,
      { kind: 'record', record },
      command.context,
    );
    return { outcome: outcomeOf(result.appended.map((event) => event.type)), position: result.position };
  }
}
