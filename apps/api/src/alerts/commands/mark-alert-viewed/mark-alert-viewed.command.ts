import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class MarkAlertViewedCommand {
  constructor(
    readonly userId: string,
    readonly alertId: string,
    readonly context: CommandContext,
  ) {}
}
