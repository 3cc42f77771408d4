import type { RecordedEvent } from '@safetrails/contracts';
import { LastTravellerRoleError, UserNotFoundError, userDecider } from './user';

const at = (type: string, data: unknown, revision: bigint): RecordedEvent => ({
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  stream: 'user-1',
  revision,
  position: { commit: 1n, prepare: revision + 1n },
  type,
  schemaVersion: 1,
  data,
  metadata: {
    correlationId: 'c',
    causationId: 'c',
    actorId: null,
    actorRole: 'system',
    occurredAt: '2026-11-01T00:00:00.000Z',
  },
  recordedAt: new Date('2026-11-01T00:00:00.000Z'),
});
const registered = at('UserRegistered', { provider: 'development', displayName: null, email: null }, 0n);
const given = (...events: RecordedEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());

describe('user', () => {
  it('given nothing, when a person registers, then the user and their identity are recorded', () => {
    const events = userDecider.decide(
      { type: 'RegisterUser', provider: 'google', subjectHash: 'h', displayName: { sealed: 'n' }, email: null },
      given(),
    );
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'IdentityLinked']);
  });

  it('grants a role once, with its reason, and never revokes traveller', () => {
    const grant = { type: 'GrantRole' as const, role: 'moderator' as const, reason: 'Trusted community member' };
    expect(userDecider.decide(grant, given(registered))).toEqual([
      { type: 'RoleGranted', schemaVersion: 1, data: { role: 'moderator', reason: 'Trusted community member' } },
    ]);
    expect(
      userDecider.decide(grant, given(registered, at('RoleGranted', { role: 'moderator', reason: 'x' }, 1n))),
    ).toEqual([]);
    expect(() =>
      userDecider.decide({ type: 'RevokeRole', role: 'traveller', reason: 'no' }, given(registered)),
    ).toThrow(LastTravellerRoleError);
    expect(() => userDecider.decide(grant, given())).toThrow(UserNotFoundError);
  });

  it('grants beta access once', () => {
    const grant = { type: 'GrantBetaAccess' as const, invitationId: 'inv-1', reason: 'Redeemed a beta invitation' };
    expect(userDecider.decide(grant, given(registered))).toHaveLength(1);
    expect(
      userDecider.decide(grant, given(registered, at('BetaAccessGranted', { invitationId: 'inv-1', reason: 'r' }, 1n))),
    ).toEqual([]);
  });
});
