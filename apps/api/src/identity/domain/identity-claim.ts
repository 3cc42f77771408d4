/**
 * A provider identity (`identity-<provider>-<sha256(subject)>`) belongs to exactly one user: the
 * first claim appends with no_stream, so two simultaneous first sign-ins make one account.
 */
import { createHash } from 'node:crypto';
import {
  IdentityEventTypes,
  type IdentityClaimed,
  type IdentityProvider,
  type RecordedEvent,
} from '@safetrails/contracts';
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

export type IdentityClaimCommand =
  { readonly type: 'Claim'; readonly userId: string } | { readonly type: 'Release'; readonly userId: string };

export const identityClaimDecider: Decider<IdentityClaimState, IdentityClaimCommand> = {
  initialState: () => ({ userId: null }),
  evolve(state, recorded: RecordedEvent) {
    if (recorded.type === 'IdentityClaimed') return { userId: (recorded as IdentityClaimed).data.userId };
    if (recorded.type === 'IdentityReleased') return { userId: null };
    return state;
  },
  decide(command, state): DecidedEvent[] {
    if (command.type === 'Claim') {
      return state.userId ? [] : [{ ...IdentityEventTypes.IdentityClaimed, data: { userId: command.userId } }];
    }
    return state.userId === command.userId
      ? [{ ...IdentityEventTypes.IdentityReleased, data: { userId: command.userId } }]
      : [];
  },
};
