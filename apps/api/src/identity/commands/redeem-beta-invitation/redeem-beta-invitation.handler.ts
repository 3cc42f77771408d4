/**
 * Redeeming: the invitation's stream takes the redemption at the revision read (single use, even
 * under a race), then the user's stream takes BetaAccessGranted naming the invitation.
 */
import { laterPosition } from '@safetrails/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { betaInvitationDecider, betaInvitationStreamName } from '../../domain/beta-invitation';
import { userDecider, userStreamName } from '../../domain/user';
import { RedeemBetaInvitationCommand } from './redeem-beta-invitation.command';

@CommandHandler(RedeemBetaInvitationCommand)
export class RedeemBetaInvitationHandler implements ICommandHandler<RedeemBetaInvitationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RedeemBetaInvitationCommand) {
    const redeemed = await handleCommand(
      this.store,
      betaInvitationStreamName(command.token),
      betaInvitationDecider,
      { type: 'RedeemInvitation', userId: command.userId, now: new Date().toISOString() },
      command.context,
    );
    if (redeemed.state.status !== 'redeemed') throw new Error('redemption left the invitation unredeemed');
    const granted = await handleCommand(
      this.store,
      userStreamName(command.userId),
      userDecider,
      { type: 'GrantBetaAccess', invitationId: redeemed.state.invitationId, reason: 'Redeemed a beta invitation' },
      command.context,
    );
    return { position: laterPosition(redeemed.position, granted.position) };
  }
}
