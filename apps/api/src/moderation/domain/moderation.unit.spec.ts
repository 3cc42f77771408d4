import {
  agePoints,
  flagWeight,
  moderationPriority,
  type RecordedEvent,
  parseModerationItemId,
} from '@safetrails/contracts';
import { ModerationActionRequest, ModerationBulkRequest, CreateBanRequest } from '@safetrails/contracts/dto';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { recordedEvent } from '../../../../../test/recorded-event';
import { UnknownTipError } from '../../destinations/domain/safety-tip';
import { safetyTipDecider } from '../../destinations/domain/safety-tip';
import { UserNotFoundError } from '../../identity/domain/user';
import { ItemClaimedError, moderationItemDecider, NotYourClaimError } from './moderation-item';
import { moderatorNotesDecider } from './moderator-notes';
import { tipRemovalDecider } from './tip-removal';
import { BanInThePastError, CannotBanStaffError, isBanned, travellerBanDecider } from './traveller-ban';

const MO = '11111111-1111-4111-8111-111111111111';
const ADA = '22222222-2222-4222-8222-222222222222';
const POST = '33333333-3333-4333-8333-333333333333';
const item = { itemId: `post-${POST}`, kind: 'post' as const, targetId: POST };
const at = (iso: string) => new Date(iso);

describe('moderation item (claims and decisions)', () => {
  const stream = `moderation-item-post-${POST}`;
  const given = (...events: RecordedEvent[]) =>
    events.reduce(moderationItemDecider.evolve, moderationItemDecider.initialState());
  const claimed = (moderatorId: string, until: string, revision = 0n) =>
    recordedEvent(stream, 'ModerationItemClaimed', { ...item, moderatorId, until }, revision);
  const claim = (moderatorId: string, now: string) =>
    moderationItemDecider.decide({ type: 'Claim', ...item, moderatorId, now: at(now), minutes: 30 }, given());

  it('claims for 30 minutes from now', () => {
    expect(claim(MO, '2026-11-01T10:00:00.000Z')).toEqual([
      {
        type: 'ModerationItemClaimed',
        schemaVersion: 1,
        data: { ...item, moderatorId: MO, until: '2026-11-01T10:30:00.000Z' },
      },
    ]);
  });

  it('refuses a second moderator while the claim holds, naming the holder; the loser of a race decides again and is refused', () => {
    // Both read an empty stream; the first append wins; the second re-reads and decides on the winner's claim.
    const state = given(claimed(MO, '2026-11-01T10:30:00.000Z'));
    const command = {
      type: 'Claim' as const,
      ...item,
      moderatorId: ADA,
      now: at('2026-11-01T10:00:01.000Z'),
      minutes: 30,
    };
    expect(() => moderationItemDecider.decide(command, state)).toThrow(ItemClaimedError);
    try {
      moderationItemDecider.decide(command, state);
    } catch (error) {
      expect((error as ItemClaimedError).toResponse()).toMatchObject({
        statusCode: 409,
        code: 'ITEM_CLAIMED',
        claimedBy: { id: MO },
        claimedUntil: '2026-11-01T10:30:00.000Z',
      });
    }
  });

  it('lets anyone claim once the claim expired, and the holder renew it', () => {
    const state = given(claimed(MO, '2026-11-01T10:30:00.000Z'));
    const expired = {
      type: 'Claim' as const,
      ...item,
      moderatorId: ADA,
      now: at('2026-11-01T10:30:00.000Z'),
      minutes: 30,
    };
    expect(moderationItemDecider.decide(expired, state)[0]?.data).toMatchObject({
      moderatorId: ADA,
      until: '2026-11-01T11:00:00.000Z',
    });
    const renew = { ...expired, moderatorId: MO, now: at('2026-11-01T10:20:00.000Z') };
    expect(moderationItemDecider.decide(renew, state)[0]?.data).toMatchObject({
      moderatorId: MO,
      until: '2026-11-01T10:50:00.000Z',
    });
  });

  it('releases only the holder’s claim (or any, for an admin); an expired claim needs no release', () => {
    const state = given(claimed(MO, '2026-11-01T10:30:00.000Z'));
    const release = (moderatorId: string, isAdmin: boolean, now = '2026-11-01T10:10:00.000Z') =>
      moderationItemDecider.decide({ type: 'Release', itemId: item.itemId, moderatorId, isAdmin, now: at(now) }, state);
    expect(() => release(ADA, false)).toThrow(NotYourClaimError);
    expect(release(ADA, true)).toEqual([
      { type: 'ModerationItemReleased', schemaVersion: 1, data: { itemId: item.itemId, moderatorId: MO } },
    ]);
    expect(release(MO, false)).toHaveLength(1);
    expect(release(ADA, false, '2026-11-01T11:00:00.000Z')).toEqual([]);
  });

  it('resolves with the action, its outcome and the reason; someone else’s claim refuses it', () => {
    const resolve = (moderatorId: string, action: 'hide' | 'dismiss' | 'unhide', state = given()) =>
      moderationItemDecider.decide(
        {
          type: 'Resolve',
          ...item,
          moderatorId,
          action,
          reason: 'Doxxing a traveller',
          subjectUserId: ADA,
          now: at('2026-11-01T10:10:00.000Z'),
        },
        state,
      );
    expect(resolve(MO, 'hide')[0]).toEqual({
      type: 'ModerationItemResolved',
      schemaVersion: 1,
      data: { ...item, outcome: 'resolved', action: 'hide', reason: 'Doxxing a traveller', subjectUserId: ADA },
    });
    expect(resolve(MO, 'dismiss')[0]?.data).toMatchObject({ outcome: 'dismissed' });
    expect(resolve(MO, 'unhide')[0]?.data).toMatchObject({ outcome: 'dismissed' });
    const heldByMo = given(claimed(MO, '2026-11-01T10:30:00.000Z'));
    expect(() => resolve(ADA, 'hide', heldByMo)).toThrow(ItemClaimedError);
    expect(resolve(MO, 'hide', heldByMo)).toHaveLength(1);
  });

  it('a resolution ends the claim', () => {
    const state = given(
      claimed(MO, '2026-11-01T10:30:00.000Z'),
      recordedEvent(stream, 'ModerationItemResolved', { ...item, outcome: 'resolved' }, 1n),
    );
    expect(state.claim).toBeNull();
  });

  it('parses item ids and refuses anything else', () => {
    expect(parseModerationItemId(`data_report-${POST}`)).toEqual({ kind: 'data_report', targetId: POST });
    expect(parseModerationItemId(`widget-${POST}`)).toBeNull();
    expect(parseModerationItemId('post-1')).toBeNull();
  });
});

describe('priority', () => {
  it('weighs a newcomer’s flag 1, a reliable flagger’s more, an unreliable one’s less', () => {
    expect(flagWeight(0, 0)).toBe(1);
    expect(flagWeight(10, 0)).toBeCloseTo(1.417, 3);
    expect(flagWeight(0, 10)).toBeCloseTo(0.583, 3);
  });

  it('adds a point per day waiting, for a week at most', () => {
    expect(agePoints(12)).toBe(0.5);
    expect(agePoints(24 * 30)).toBe(7);
    expect(moderationPriority(0, [1, 1.42], 48)).toBe(4.42);
  });

  it('puts two reliable flags above three from flaggers who are usually wrong', () => {
    const reliable = moderationPriority(0, [flagWeight(9, 1), flagWeight(9, 1)], 0);
    const unreliable = moderationPriority(0, [flagWeight(0, 9), flagWeight(0, 9), flagWeight(0, 9)], 0);
    expect(reliable).toBeGreaterThan(unreliable);
  });
});

describe('traveller bans', () => {
  const user = (type: string, data: unknown, revision: bigint) => recordedEvent(`user-${ADA}`, type, data, revision);
  const given = (...events: RecordedEvent[]) =>
    events.reduce(travellerBanDecider.evolve, travellerBanDecider.initialState());
  const registered = user('UserRegistered', { provider: 'development' }, 0n);
  const now = at('2026-11-01T10:00:00.000Z');
  const ban = (until: string) => ({ type: 'Ban' as const, until: at(until), reason: 'Harassment in comments', now });

  it('bans a traveller until a time, with the reason', () => {
    expect(travellerBanDecider.decide(ban('2026-11-08T10:00:00.000Z'), given(registered))).toEqual([
      {
        type: 'TravellerBanned',
        schemaVersion: 1,
        data: { until: '2026-11-08T10:00:00.000Z', reason: 'Harassment in comments' },
      },
    ]);
  });

  it('bans again with a new end, but not twice with the same end (a bulk ban of one traveller’s items)', () => {
    const banned = given(registered, user('TravellerBanned', { until: '2026-11-08T10:00:00.000Z', reason: 'r' }, 1n));
    expect(travellerBanDecider.decide(ban('2026-11-08T10:00:00.000Z'), banned)).toEqual([]);
    expect(travellerBanDecider.decide(ban('2026-11-09T10:00:00.000Z'), banned)).toHaveLength(1);
  });

  it('refuses to ban staff, unknown or deleted accounts, and ends in the past', () => {
    const moderator = given(registered, user('RoleGranted', { role: 'moderator', reason: 'x' }, 1n));
    expect(() => travellerBanDecider.decide(ban('2026-11-08T10:00:00.000Z'), moderator)).toThrow(CannotBanStaffError);
    const demoted = given(
      registered,
      user('RoleGranted', { role: 'moderator', reason: 'x' }, 1n),
      user('RoleRevoked', { role: 'moderator', reason: 'y' }, 2n),
    );
    expect(travellerBanDecider.decide(ban('2026-11-08T10:00:00.000Z'), demoted)).toHaveLength(1);
    expect(() => travellerBanDecider.decide(ban('2026-11-08T10:00:00.000Z'), given())).toThrow(UserNotFoundError);
    expect(() =>
      travellerBanDecider.decide(ban('2026-11-08T10:00:00.000Z'), given(registered, user('AccountDeleted', {}, 1n))),
    ).toThrow(UserNotFoundError);
    expect(() => travellerBanDecider.decide(ban('2026-11-01T09:00:00.000Z'), given(registered))).toThrow(
      BanInThePastError,
    );
  });

  it('lifts a ban that holds; lifting an ended or lifted ban changes nothing', () => {
    const banned = given(registered, user('TravellerBanned', { until: '2026-11-08T10:00:00.000Z', reason: 'r' }, 1n));
    expect(isBanned(banned, now)).toBe(true);
    expect(isBanned(banned, at('2026-11-08T10:00:00.000Z'))).toBe(false);
    const lift = { type: 'LiftBan' as const, reason: 'Apologised', now };
    expect(travellerBanDecider.decide(lift, banned)).toEqual([
      { type: 'BanLifted', schemaVersion: 1, data: { reason: 'Apologised' } },
    ]);
    expect(travellerBanDecider.decide({ ...lift, now: at('2026-11-09T00:00:00.000Z') }, banned)).toEqual([]);
    const lifted = given(
      registered,
      user('TravellerBanned', { until: '2026-11-08T10:00:00.000Z', reason: 'r' }, 1n),
      user('BanLifted', { reason: 'Apologised' }, 2n),
    );
    expect(travellerBanDecider.decide(lift, lifted)).toEqual([]);
  });
});

describe('tip removal', () => {
  const tip = (type: string, data: unknown, revision: bigint) => recordedEvent('tip-t', type, data, revision);
  const submitted = tip(
    'SafetyTipSubmitted',
    { tipId: 't', destinationId: 5, userId: ADA, category: 'transport', content: 'Take the night bus' },
    0n,
  );

  it('removes a tip once, with the reason, its destination and author', () => {
    const state = [submitted].reduce(tipRemovalDecider.evolve, tipRemovalDecider.initialState());
    expect(tipRemovalDecider.decide({ type: 'RemoveTip', reason: 'Dangerous advice' }, state)).toEqual([
      {
        type: 'TipRemoved',
        schemaVersion: 1,
        data: { tipId: 't', destinationId: 5, userId: ADA, reason: 'Dangerous advice' },
      },
    ]);
    const removed = [submitted, tip('TipRemoved', { reason: 'x' }, 1n)].reduce(
      tipRemovalDecider.evolve,
      tipRemovalDecider.initialState(),
    );
    expect(tipRemovalDecider.decide({ type: 'RemoveTip', reason: 'again' }, removed)).toEqual([]);
    expect(() =>
      tipRemovalDecider.decide({ type: 'RemoveTip', reason: 'x' }, tipRemovalDecider.initialState()),
    ).toThrow(UnknownTipError);
  });

  it('refuses votes on a removed tip', () => {
    const removed = [submitted, tip('TipRemoved', { reason: 'x' }, 1n)].reduce(
      safetyTipDecider.evolve,
      safetyTipDecider.initialState(),
    );
    expect(() => safetyTipDecider.decide({ type: 'Vote', userId: MO, vote: 'up' }, removed)).toThrow(UnknownTipError);
  });
});

describe('moderator notes', () => {
  it('adds a note once per note id', () => {
    const note = { type: 'AddNote' as const, noteId: 'n1', userId: ADA, text: { sealed: 'x' } };
    const events = moderatorNotesDecider.decide(note, moderatorNotesDecider.initialState());
    expect(events).toEqual([
      { type: 'ModeratorNoteAdded', schemaVersion: 1, data: { noteId: 'n1', userId: ADA, text: { sealed: 'x' } } },
    ]);
    const state = moderatorNotesDecider.evolve(
      moderatorNotesDecider.initialState(),
      recordedEvent(`moderator-notes-${ADA}`, 'ModeratorNoteAdded', events[0]!.data, 0n),
    );
    expect(moderatorNotesDecider.decide(note, state)).toEqual([]);
  });
});

describe('reasons are required', () => {
  const errors = (cls: new () => object, body: object) =>
    validateSync(plainToInstance(cls, body)).map((error) => [error.property, Object.keys(error.constraints ?? {})[0]]);

  it('refuses an action, a bulk action or a ban without a reason, or with a blank or too short one', () => {
    expect(errors(ModerationActionRequest, { action: 'hide' })).toEqual([['reason', 'isNotEmpty']]);
    expect(errors(ModerationActionRequest, { action: 'hide', reason: '   ' })).toEqual([['reason', 'isNotEmpty']]);
    expect(errors(ModerationActionRequest, { action: 'hide', reason: 'no' })).toEqual([['reason', 'minLength']]);
    expect(errors(ModerationActionRequest, { action: 'hide', reason: 'Spam link' })).toEqual([]);
    expect(errors(ModerationActionRequest, { action: 'explode', reason: 'Spam link' })).toEqual([['action', 'isIn']]);
    expect(errors(ModerationBulkRequest, { ids: ['a'], action: 'dismiss' })).toEqual([['reason', 'isNotEmpty']]);
    expect(errors(ModerationBulkRequest, { ids: [], action: 'dismiss', reason: 'Noise' })).toEqual([
      ['ids', 'arrayMinSize'],
    ]);
    expect(errors(CreateBanRequest, { userId: ADA, durationHours: 24 })).toEqual([['reason', 'isNotEmpty']]);
    expect(errors(CreateBanRequest, { userId: ADA, durationHours: 0, reason: 'Spam' })).toEqual([
      ['durationHours', 'min'],
    ]);
  });
});
