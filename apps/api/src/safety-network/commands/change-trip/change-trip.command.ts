import type { TripStop } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Her trip again, whole: its name and stops replace the old ones. */
export class ChangeTripCommand {
  constructor(
    readonly userId: string,
    readonly tripId: string,
    readonly name: string,
    readonly stops: readonly TripStop[],
    readonly context: CommandContext,
  ) {}
}
