import type { CheckInSchedule } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** The notifier's: a deadline's grace has passed without a check-in, by the server's clock. */
export class RecordMissedCheckInCommand {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly dueAt: string,
    readonly schedule: CheckInSchedule,
    readonly context: CommandContext,
  ) {}
}
