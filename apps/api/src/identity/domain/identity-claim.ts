/**
 * A provider identity (`identity-<provider>-<sha256(subject)>`) belongs to exactly one user: the
 * first claim appends with no_stream, so two simultaneous first sign-ins make one account.
 */
import { createHash } from 'node:crypto';
import {
  IDENTITY_PROVIDER_NAMES,
  IdentityEventTypes,
  type ErrorResponse,
  type IdentityClaimed,
  type IdentityProvider,
  type RecordedEvent,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface IdentityClaimState {
  readonly userId: string | null;
}

export function subjectHashOf(provider: IdentityProvider, subject: string): string {
  return createHash('sha256').update(`${provider}:${subject}`).digest('hex');
}

export function identityStreamName(provider: IdentityProvider, subjectHash: string): string {
  return `identity-${provider}-${subjectHash}`;
}

/**
 * `Claim` (sign-in) takes the identity if it is free and otherwise leaves it to its owner, whom the
 * caller then signs in as; `Link` takes it for a signed-in user and refuses one that is someone else's.
 */
export type IdentityClaimCommand =
  | { readonly type: 'Claim'; readonly userId: string }
  | { readonly type: 'Link'; readonly userId: string; readonly provider: IdentityProvider }
  | { readonly type: 'Release'; readonly userId: string };

export class IdentityAlreadyLinkedError extends DomainError {
  override readonly name = 'IdentityAlreadyLinkedError';
  constructor(readonly provider: IdentityProvider) {
    super(`This ${IDENTITY_PROVIDER_NAMES[provider]} account already belongs to another SafeTrails account`);
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'IDENTITY_ALREADY_LINKED', message: this.message };
  }
}

export const identityClaimDecider: Decider<IdentityClaimState, IdentityClaimCommand> = {
  initialState: () => ({ userId: null }),
  evolve(state, recorded: RecordedEvent) {
    if (recorded.type === 'IdentityClaimed') return { userId: (recorded as IdentityClaimed).data.userId };
    if (recorded.type === 'IdentityReleased') return { userId: null };
    return state;
  },
  decide(command, state): DecidedEvent[] {
    switch (command.type) {
      case 'Claim':
        return state.userId ? [] : [{ ...IdentityEventTypes.IdentityClaimed, data: { userId: command.userId } }];
      case 'Link':
        if (state.userId === command.userId) return [];
        if (state.userId) throw new IdentityAlreadyLinkedError(command.provider);
        return [{ ...IdentityEventTypes.IdentityClaimed, data: { userId: command.userId } }];
      case 'Release':
        return state.userId === command.userId
          ? [{ ...IdentityEventTypes.IdentityReleased, data: { userId: command.userId } }]
          : [];
    }
  },
};
