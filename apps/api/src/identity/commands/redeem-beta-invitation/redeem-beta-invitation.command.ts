import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class RedeemBetaInvitationCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly token: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
