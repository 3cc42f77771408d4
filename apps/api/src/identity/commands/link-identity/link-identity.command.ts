import { Command } from '@nestjs/cqrs';
import type { GlobalPosition, OAuthProvider } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** A provider vouched for an identity that the signed-in user wants as a second sign-in method. */
export class LinkIdentityCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly provider: OAuthProvider,
    readonly subject: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
