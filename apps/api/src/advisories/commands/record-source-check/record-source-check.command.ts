import type { AdvisorySource } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Record that a live check of a whole source succeeded, so unchanged advice is known to be current. */
export class RecordSourceCheckCommand {
  constructor(
    readonly source: AdvisorySource,
    readonly checkedAt: string,
    readonly countries: number,
    readonly context: CommandContext,
  ) {}
}
