import type { RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { IdentityAlreadyLinkedError, identityClaimDecider } from './identity-claim';

const at = (type: string, data: unknown, revision: bigint) => recordedEvent('identity-google-h', type, data, revision);
const given = (...events: RecordedEvent[]) =>
  events.reduce(identityClaimDecider.evolve, identityClaimDecider.initialState());
const claimedBy = (userId: string) => at('IdentityClaimed', { userId }, 0n);

describe('identity claim', () => {
  it('given a free identity, when a sign-in claims it, then it belongs to that user', () => {
    expect(identityClaimDecider.decide({ type: 'Claim', userId: 'u1' }, given())).toEqual([
      { type: 'IdentityClaimed', schemaVersion: 1, data: { userId: 'u1' } },
    ]);
  });

  it('given a claimed identity, a sign-in leaves it to its owner', () => {
    expect(identityClaimDecider.decide({ type: 'Claim', userId: 'u2' }, given(claimedBy('u1')))).toEqual([]);
  });

  it('links a free identity to the signed-in user, again without effect, and never takes one from its owner', () => {
    const link = (userId: string) => ({ type: 'Link' as const, userId, provider: 'reddit' as const });
    expect(identityClaimDecider.decide(link('u1'), given())).toEqual([
      { type: 'IdentityClaimed', schemaVersion: 1, data: { userId: 'u1' } },
    ]);
    expect(identityClaimDecider.decide(link('u1'), given(claimedBy('u1')))).toEqual([]);
    expect(() => identityClaimDecider.decide(link('u2'), given(claimedBy('u1')))).toThrow(IdentityAlreadyLinkedError);
    expect(() => identityClaimDecider.decide(link('u2'), given(claimedBy('u1')))).toThrow(
      'This Reddit account already belongs to another SafeTrails account',
    );
  });

  it('given an identity released by a deleted account, a new claim takes it', () => {
    const released = given(claimedBy('u1'), at('IdentityReleased', { userId: 'u1' }, 1n));
    expect(identityClaimDecider.decide({ type: 'Link', userId: 'u2', provider: 'google' }, released)).toHaveLength(1);
    expect(identityClaimDecider.decide({ type: 'Release', userId: 'u2' }, given(claimedBy('u1')))).toEqual([]);
  });
});
