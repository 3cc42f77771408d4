/**
 * A successful live check of a source (`official-source-<source>`). Unchanged advice appends
 * nothing on its own stream, so this is how "our last successful check" moves. At most one check an
 * hour is recorded: refreshing twice in a row appends nothing the second time.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AdvisoryEventTypes,
  officialSourceStreamName,
  type OfficialSourceCheckedData,
  type RecordedEvent,
} from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Decider } from '../../../platform/event-sourcing/handle-command';
import { RecordSourceCheckCommand } from './record-source-check.command';

const RECORD_AT_MOST_EVERY_MS = 3_600_000;

export const sourceCheckDecider: Decider<{ readonly lastCheckedAt: string | null }, RecordSourceCheckCommand> = {
  initialState: () => ({ lastCheckedAt: null }),
  evolve: (_state, event: RecordedEvent) => ({ lastCheckedAt: (event.data as OfficialSourceCheckedData).checkedAt }),
  decide(command, state) {
    if (
      state.lastCheckedAt &&
      Date.parse(command.checkedAt) - Date.parse(state.lastCheckedAt) < RECORD_AT_MOST_EVERY_MS
    ) {
      return [];
    }
    return [
      {
        ...AdvisoryEventTypes.OfficialSourceChecked,
        data: { source: command.source, checkedAt: command.checkedAt, countries: command.countries },
      },
    ];
  },
};

@CommandHandler(RecordSourceCheckCommand)
export class RecordSourceCheckHandler extends EventSourcedHandler implements ICommandHandler<RecordSourceCheckCommand> {
  async execute(command: RecordSourceCheckCommand) {
    const result = await this.decide(
      officialSourceStreamName(command.source),
      sourceCheckDecider,
      command,
      command.context,
    );
    return { position: result.position };
  }
}
