import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She asks for a link to confirm her address for alert emails (the controller sends it). */
export class RequestEmailConfirmationCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
