import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class BanTravellerCommand {
  constructor(
    readonly userId: string,
    readonly until: Date,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
