import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class LiftBanCommand {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
