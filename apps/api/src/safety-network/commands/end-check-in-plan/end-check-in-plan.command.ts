import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She ends a check-in plan: no more deadlines, no more reminders. */
export class EndCheckInPlanCommand {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly context: CommandContext,
  ) {}
}
