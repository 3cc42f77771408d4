import type { SentChannel } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** The notifier's: a deadline's reminder is due; she has these channels on. */
export class RemindCheckInCommand {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly dueAt: string,
    readonly channels: readonly SentChannel[],
    readonly context: CommandContext,
  ) {}
}
