import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class RecordDestinationViewCommand {
  constructor(
    readonly userId: string,
    readonly destinationId: number,
    /** The UTC day, YYYY-MM-DD. */
    readonly day: string,
    readonly context: CommandContext,
  ) {}
}
