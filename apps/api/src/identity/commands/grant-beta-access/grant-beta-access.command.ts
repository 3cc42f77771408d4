import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Beta access given by a moderator or admin directly (invitations go through RedeemBetaInvitation). */
export class GrantBetaAccessCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
