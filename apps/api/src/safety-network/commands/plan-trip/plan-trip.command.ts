import type { TripStop } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** A trip she plans: a name and its stops (catalogue cities, with the days she is in each). */
export class PlanTripCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly stops: readonly TripStop[],
    readonly context: CommandContext,
  ) {}
}
