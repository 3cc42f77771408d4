/** Issues invitations: a random token each, its hash naming the invitation's stream. */
import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BETA_INVITATION_VALID_DAYS } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { betaInvitationDecider, betaInvitationStreamName } from '../../domain/beta-invitation';
import { IssueBetaInvitationsCommand, type IssuedInvitation } from './issue-beta-invitations.command';

@CommandHandler(IssueBetaInvitationsCommand)
export class IssueBetaInvitationsHandler implements ICommandHandler<IssueBetaInvitationsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: IssueBetaInvitationsCommand): Promise<IssuedInvitation[]> {
    const expiresAt = new Date(Date.now() + BETA_INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const issued: IssuedInvitation[] = [];
    for (const waitlistStream of command.waitlistStreams) {
      const token = randomBytes(32).toString('base64url');
      const invitationId = randomUUID();
      const { position } = await handleCommand(
        this.store,
        betaInvitationStreamName(token),
        betaInvitationDecider,
        { type: 'IssueInvitation', invitationId, waitlistStream, expiresAt },
        { ...command.context, idempotencyKey: null },
      );
      issued.push({ invitationId, waitlistStream, token, expiresAt, position });
    }
    return issued;
  }
}
