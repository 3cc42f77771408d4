import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { travellerFactsStreamName, type GlobalPosition } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { outcomeOf, travellerFactsDecider, type RecordOutcome } from '../../domain/official-record';
import { RecordTravellerFactsCommand } from './record-traveller-facts.command';

@CommandHandler(RecordTravellerFactsCommand)
export class RecordTravellerFactsHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordTravellerFactsCommand>
{
  async execute(
    command: RecordTravellerFactsCommand,
  ): Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }> {
    const { record } = command;
    const result = await this.decide(
      travellerFactsStreamName(record.countryCode, record.source, record.kind),
      travellerFactsDecider,
      { kind: 'record', record },
      command.context,
    );
    return { outcome: outcomeOf(result.appended.map((event) => event.type)), position: result.position };
  }
}
