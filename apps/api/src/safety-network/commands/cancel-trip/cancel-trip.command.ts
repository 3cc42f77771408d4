import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She cancels a trip: its stops stop being monitored, and the plans that belonged to it end. */
export class CancelTripCommand {
  constructor(
    readonly userId: string,
    readonly tripId: string,
    readonly context: CommandContext,
  ) {}
}
