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

export const identityClaimDecider: Decider<IdentityClaimState, { readonly userId: string }> = {
  initialState: () => ({ userId: null }),
  evolve: (state, recorded: RecordedEvent) =>
    recorded.type === 'IdentityClaimed' ? { userId: (recorded as IdentityClaimed).data.userId } : state,
  decide: (command, state): DecidedEvent[] =>
    state.userId ? [] : [{ ...IdentityEventTypes.IdentityClaimed, data: { userId: command.userId } }],
};
