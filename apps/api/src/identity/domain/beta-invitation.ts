/**
 * A beta invitation (`beta-invitation-<sha256(token)>`). The token itself is never stored: the
 * stream is found by hashing what the traveller types. Redeeming appends at the revision read, so
 * a token works once even when two people race with it.
 */
import { createHash } from 'node:crypto';
import {
  IdentityEventTypes,
  type BetaInvitationEvent,
  type ErrorResponse,
  type RecordedEvent,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export type BetaInvitationState =
  | { readonly status: 'absent' }
  | { readonly status: 'issued'; readonly invitationId: string; readonly expiresAt: string }
  | { readonly status: 'redeemed'; readonly invitationId: string; readonly userId: string };

export type BetaInvitationCommand =
  | {
      readonly type: 'IssueInvitation';
      readonly invitationId: string;
      readonly waitlistStream: string | null;
      readonly expiresAt: string;
    }
  | { readonly type: 'RedeemInvitation'; readonly userId: string; readonly now: string };

/** Why a token was refused, in words a traveller can act on. */
export class InvitationRefusedError extends DomainError {
  override readonly name = 'InvitationRefusedError';
  constructor(readonly reason: string) {
    super(reason);
  }
  toResponse(): ErrorResponse {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: this.reason,
      errors: [{ field: 'token', rule: 'invitation', message: this.reason }],
    };
  }
}

export function betaInvitationStreamName(token: string): string {
  return `beta-invitation-${createHash('sha256').update(token).digest('hex')}`;
}

export const betaInvitationDecider: Decider<BetaInvitationState, BetaInvitationCommand> = {
  initialState: () => ({ status: 'absent' }),

  evolve(_state: BetaInvitationState, recorded: RecordedEvent): BetaInvitationState {
    const event = recorded as BetaInvitationEvent;
    switch (event.type) {
      case 'BetaInvitationIssued':
        return { status: 'issued', invitationId: event.data.invitationId, expiresAt: event.data.expiresAt };
      case 'BetaInvitationRedeemed':
        return { status: 'redeemed', invitationId: event.data.invitationId, userId: event.data.userId };
      default: {
        const unhandled: never = event;
        throw new Error(`Unhandled invitation event ${(unhandled as RecordedEvent).type}`);
      }
    }
  },

  decide(command: BetaInvitationCommand, state: BetaInvitationState): DecidedEvent[] {
    switch (command.type) {
      case 'IssueInvitation':
        if (state.status !== 'absent') return [];
        return [
          {
            ...IdentityEventTypes.BetaInvitationIssued,
            data: {
              invitationId: command.invitationId,
              waitlistStream: command.waitlistStream,
              expiresAt: command.expiresAt,
            },
          },
        ];
      case 'RedeemInvitation':
        if (state.status === 'absent') throw new InvitationRefusedError('Invalid beta access token');
        if (state.status === 'redeemed') {
          if (state.userId === command.userId) return [];
          throw new InvitationRefusedError('This beta access token has already been used');
        }
        if (state.expiresAt <= command.now) throw new InvitationRefusedError('This beta access token has expired');
        return [
          {
            ...IdentityEventTypes.BetaInvitationRedeemed,
            data: { invitationId: state.invitationId, userId: command.userId },
          },
        ];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled invitation command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
