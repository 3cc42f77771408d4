import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { advisoryStreamName, type AdvisoryChangedData, type GlobalPosition } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { advisoryDecider, outcomeOf, type RecordOutcome } from '../../domain/official-record';
import { RecordAdvisoryCommand } from './record-advisory.command';

export interface RecordAdvisoryResult {
  readonly outcome: RecordOutcome;
  readonly position: GlobalPosition | null;
  /** The change recorded, when the advice changed: what the change alert tells (docs/ALERTS.md). */
  readonly changed: AdvisoryChangedData | null;
}

@CommandHandler(RecordAdvisoryCommand)
export class RecordAdvisoryHandler extends EventSourcedHandler implements ICommandHandler<RecordAdvisoryCommand> {
  async execute(command: RecordAdvisoryCommand): Promise<RecordAdvisoryResult> {
    const { countryCode, source } = command.stream;
    const result = await this.decide(
      advisoryStreamName(countryCode, source),
      advisoryDecider,
      command.command,
      command.context,
    );
    const changed = result.appended.find((event) => event.type === 'AdvisoryChanged');
    return {
      outcome: outcomeOf(result.appended.map((event) => event.type)),
      position: result.position,
      changed: changed ? (changed.data as AdvisoryChangedData) : null,
    };
  }
}
