import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She opened the confirmation link: alert emails go to her address. */
export class ConfirmAlertEmailCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
