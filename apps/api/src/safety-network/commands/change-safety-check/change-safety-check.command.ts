import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** The safety check after a disaster: on or off, and how long she has to answer before her contacts hear. */
export class ChangeSafetyCheckCommand {
  constructor(
    readonly userId: string,
    readonly changes: { readonly on?: boolean; readonly graceMinutes?: number },
    readonly context: CommandContext,
  ) {}
}
