import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class RemoveTipCommand {
  constructor(
    readonly tipId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
