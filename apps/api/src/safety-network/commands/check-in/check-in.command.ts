import type { CheckInVia } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export interface CheckInInput {
  /** The device's clock, for a check-in made offline; absent: now, by the server's clock. */
  readonly at?: string;
  readonly destinationId?: number;
  readonly latitude?: number;
  readonly longitude?: number;
  /** "I'm safe" after the safety check about this alert. */
  readonly safeAfter?: string;
}

/** "I'm OK": from the app, a reminder's link or push action, a queued offline check-in, or "I'm safe". */
export class CheckInCommand {
  constructor(
    readonly userId: string,
    readonly input: CheckInInput,
    readonly via: CheckInVia,
    readonly context: CommandContext,
  ) {}
}
