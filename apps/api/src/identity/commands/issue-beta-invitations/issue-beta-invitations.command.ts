import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export interface IssuedInvitation {
  readonly invitationId: string;
  readonly waitlistStream: string | null;
  /** Shown once, to the moderator who issued it; only its hash is kept. */
  readonly token: string;
  readonly expiresAt: string;
  readonly position: GlobalPosition | null;
}

/** One invitation per waitlist entry given (or one unattached invitation for each null). */
export class IssueBetaInvitationsCommand extends Command<IssuedInvitation[]> {
  constructor(
    readonly waitlistStreams: readonly (string | null)[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
