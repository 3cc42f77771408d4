import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She stops monitoring a place she added (a saved city is monitored while saved). */
export class RemoveMonitoredPlaceCommand {
  constructor(
    readonly userId: string,
    readonly placeId: string,
    readonly context: CommandContext,
  ) {}
}
