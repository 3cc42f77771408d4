/**
 * Redeeming: the invitation's stream takes the redemption at the revision read (single use, even
 * under a race), then the user's stream takes BetaAccessGranted naming the invitation.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { laterPosition } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { betaInvitationDecider, betaInvitationStreamName } from '../../domain/beta-invitation';
import { userDecider, userStreamName } from '../../domain/user';
import { RedeemBetaInvitationCommand } from './redeem-beta-invitation.command';

@CommandHandler(RedeemBetaInvitationCommand)
export class RedeemBetaInvitationHandler
  extends EventSourcedHandler
  implements ICommandHandler<RedeemBetaInvitationCommand>
{
  async execute(command: RedeemBetaInvitationCommand) {
    const redeemed = await this.decide(
      betaInvitationStreamName(command.token),
      betaInvitationDecider,
      { type: 'RedeemInvitation', userId: command.userId, now: new Date().toISOString() },
      command.context,
    );
    if (redeemed.state.status !== 'redeemed') throw new Error('redemption left the invitation unredeemed');
    const granted = await this.decide(
      userStreamName(command.userId),
      userDecider,
      { type: 'GrantBetaAccess', invitationId: redeemed.state.invitationId, reason: 'Redeemed a beta invitation' },
      command.context,
    );
    return { position: laterPosition(redeemed.position, granted.position) };
  }
}
