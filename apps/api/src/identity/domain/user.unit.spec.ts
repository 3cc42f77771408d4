import type { RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { LastTravellerRoleError, ProviderAlreadyLinkedError, UserNotFoundError, userDecider } from './user';

const at = (type: string, data: unknown, revision: bigint) => recordedEvent('user-1', type, data, revision);
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

  it('links the other provider once, and refuses a second account of a provider already linked', () => {
    const withGoogle = given(registered, at('IdentityLinked', { provider: 'google', subjectHash: 'g1' }, 1n));
    const linkReddit = { type: 'LinkIdentity' as const, provider: 'reddit' as const, subjectHash: 'r1' };
    expect(userDecider.decide(linkReddit, withGoogle)).toEqual([
      { type: 'IdentityLinked', schemaVersion: 1, data: { provider: 'reddit', subjectHash: 'r1' } },
    ]);
    const withBoth = given(
      registered,
      at('IdentityLinked', { provider: 'google', subjectHash: 'g1' }, 1n),
      at('IdentityLinked', { provider: 'reddit', subjectHash: 'r1' }, 2n),
    );
    expect(userDecider.decide(linkReddit, withBoth)).toEqual([]);
    expect(() =>
      userDecider.decide({ type: 'LinkIdentity', provider: 'google', subjectHash: 'g2' }, withGoogle),
    ).toThrow(ProviderAlreadyLinkedError);
    expect(() => userDecider.decide(linkReddit, given())).toThrow(UserNotFoundError);
    expect(() => userDecider.decide(linkReddit, given(registered, at('AccountDeleted', {}, 1n)))).toThrow(
      UserNotFoundError,
    );
  });

  it('records the language she chooses once, and nothing when she chooses it again', () => {
    const spanish = { type: 'ChooseLanguage' as const, language: 'es' as const };
    expect(userDecider.decide(spanish, given(registered))).toEqual([
      { type: 'LanguageChosen', schemaVersion: 1, data: { language: 'es' } },
    ]);
    const chosen = given(registered, at('LanguageChosen', { language: 'es' }, 1n));
    expect(userDecider.decide(spanish, chosen)).toEqual([]);
    expect(userDecider.decide({ type: 'ChooseLanguage', language: 'ar' }, chosen)).toHaveLength(1);
    expect(() => userDecider.decide(spanish, given())).toThrow(UserNotFoundError);
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
