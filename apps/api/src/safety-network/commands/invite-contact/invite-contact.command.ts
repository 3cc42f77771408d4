import type { Locale } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She invites someone to her safety network: they receive the invitation, and nothing else until they accept. */
export class InviteContactCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly email: string,
    readonly language: Locale,
    readonly addressHash: string,
    readonly context: CommandContext,
  ) {}
}
