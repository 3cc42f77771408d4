import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class ExpireAlertCommand {
  constructor(
    readonly alertId: string,
    readonly now: string,
    readonly context: CommandContext,
  ) {}
}
