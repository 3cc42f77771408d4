import type { TipVote } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class VoteSafetyTipCommand {
  constructor(
    readonly tipId: string,
    readonly userId: string,
    readonly vote: TipVote,
    readonly context: CommandContext,
  ) {}
}
