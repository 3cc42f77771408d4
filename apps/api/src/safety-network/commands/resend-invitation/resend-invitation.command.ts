import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She sends an invitation again: at most once a day, and only while they have not answered. */
export class ResendInvitationCommand {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly context: CommandContext,
  ) {}
}
