/** Issues invitations: a random token each, its hash naming the invitation's stream. */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BETA_INVITATION_VALID_DAYS } from '@safetrails/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { betaInvitationDecider, betaInvitationStreamName } from '../../domain/beta-invitation';
import { IssueBetaInvitationsCommand, type IssuedInvitation } from './issue-beta-invitations.command';

@CommandHandler(IssueBetaInvitationsCommand)
export class IssueBetaInvitationsHandler
  extends EventSourcedHandler
  implements ICommandHandler<IssueBetaInvitationsCommand>
{
  async execute(command: IssueBetaInvitationsCommand): Promise<IssuedInvitation[]> {
    const expiresAt = new Date(Date.now() + BETA_INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const issued: IssuedInvitation[] = [];
    for (const waitlistStream of command.waitlistStreams) {
      const token = randomBytes(32).toString('base64url');
      const invitationId = randomUUID();
      const { position } = await this.append(
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
