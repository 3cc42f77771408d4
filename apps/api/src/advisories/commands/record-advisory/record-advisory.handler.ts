import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { advisoryStreamName, type AdvisoryChangedData, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { advisoryDecider, outcomeOf, type RecordOutcome } from '../../domain/official-record';
import { RecordAdvisoryCommand } from './record-advisory.command';

export interface RecordAdvisoryResult {
  readonly outcome: RecordOutcome;
  readonly position: GlobalPosition | null;
  /** The change recorded, when the advice changed: what the change alert tells (docs/ALERTS.md). */
  readonly changed: AdvisoryChangedData | null;
}

@CommandHandler(RecordAdvisoryCommand)
export class RecordAdvisoryHandler implements ICommandHandler<RecordAdvisoryCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RecordAdvisoryCommand): Promise<RecordAdvisoryResult> {
    const { countryCode, source } = command.stream;
    const result = await handleCommand(
      this.store,
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
