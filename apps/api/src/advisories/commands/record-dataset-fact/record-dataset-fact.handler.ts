import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { datasetFactStreamName, type GlobalPosition } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { datasetFactDecider, outcomeOf, type RecordOutcome } from '../../domain/official-record';
import { RecordDatasetFactCommand } from './record-dataset-fact.command';

@CommandHandler(RecordDatasetFactCommand)
export class RecordDatasetFactHandler extends EventSourcedHandler implements ICommandHandler<RecordDatasetFactCommand> {
  async execute(
    command: RecordDatasetFactCommand,
  ): Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }> {
    const { record } = command;
    const result = await this.decide(
      datasetFactStreamName(record.countryCode, record.kind),
      datasetFactDecider,
      { kind: 'record', record },
      command.context,
    );
    return { outcome: outcomeOf(result.appended.map((event) => event.type)), position: result.position };
  }
}
