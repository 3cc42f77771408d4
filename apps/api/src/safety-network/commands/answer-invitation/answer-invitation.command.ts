import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/**
 * A contact's answer from their signed link (no account): accept, decline, or stop at any time. The
 * time zone their browser gives is kept (sealed with her key), so messages show them their own time.
 */
export class AnswerInvitationCommand {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly answer: 'accept' | 'decline' | 'stop',
    readonly timeZone: string | null,
    readonly context: CommandContext,
  ) {}
}
