import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Her mail server refused her address for good: email stops until she confirms it again. */
export class RecordEmailBounceCommand {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
