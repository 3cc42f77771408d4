import type { CheckInSchedule } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She plans check-ins: a "back by" timer, every N hours, or daily at a time where she is; for a trip or on their own. */
export class PlanCheckInCommand {
  constructor(
    readonly userId: string,
    readonly schedule: CheckInSchedule,
    readonly graceMinutes: number,
    readonly reminderMinutes: number,
    readonly tripId: string | null,
    readonly context: CommandContext,
  ) {}
}
