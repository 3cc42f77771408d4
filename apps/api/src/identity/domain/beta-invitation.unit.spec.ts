import type { RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { betaInvitationDecider, betaInvitationStreamName, InvitationRefusedError } from './beta-invitation';

const recorded = (type: string, data: unknown, revision: bigint) =>
  recordedEvent('beta-invitation-abc', type, data, revision);
const issued = recorded(
  'BetaInvitationIssued',
  { invitationId: 'inv-1', waitlistStream: null, expiresAt: '2026-11-15T00:00:00.000Z' },
  0n,
);
const given = (...events: RecordedEvent[]) =>
  events.reduce(betaInvitationDecider.evolve, betaInvitationDecider.initialState());
const redeem = (userId: string, now = '2026-11-02T00:00:00.000Z') => ({
  type: 'RedeemInvitation' as const,
  userId,
  now,
});

describe('beta invitation', () => {
  it('given an issued invitation, when a traveller redeems it in time, then it is redeemed by them', () => {
    expect(betaInvitationDecider.decide(redeem('user-a'), given(issued))).toEqual([
      { type: 'BetaInvitationRedeemed', schemaVersion: 1, data: { invitationId: 'inv-1', userId: 'user-a' } },
    ]);
  });

  it('refuses a token nobody issued, an expired one, and one someone else redeemed', () => {
    expect(() => betaInvitationDecider.decide(redeem('user-a'), given())).toThrow(
      new InvitationRefusedError('Invalid beta access token'),
    );
    expect(() => betaInvitationDecider.decide(redeem('user-a', '2026-11-15T00:00:00.000Z'), given(issued))).toThrow(
      'This beta access token has expired',
    );
    const redeemed = recorded('BetaInvitationRedeemed', { invitationId: 'inv-1', userId: 'user-a' }, 1n);
    expect(() => betaInvitationDecider.decide(redeem('user-b'), given(issued, redeemed))).toThrow(
      'This beta access token has already been used',
    );
    expect(betaInvitationDecider.decide(redeem('user-a'), given(issued, redeemed))).toEqual([]);
  });

  it('finds the invitation by the hash of its token, never the token itself', () => {
    const stream = betaInvitationStreamName('secret-token-value');
    expect(stream).toMatch(/^beta-invitation-[0-9a-f]{64}$/);
    expect(stream).not.toContain('secret');
  });
});
