import type { NotifiedAlertFacts, RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { digestDue } from './digest';
import { alertSettingsDecider, AlertSettingsFieldError, MonitoredPlaceNotFoundError, tripOf } from './alert-settings';
import { localDay, localHourOn, quietUntil } from './local-time';
import { notificationDecider, type NotificationCommand } from './notification';
import {
  decideNotification,
  magnitudeOf,
  withinTrip,
  type MatchedPlace,
  type RecipientSettings,
} from './notification-policy';

const settings: RecipientSettings = {
  enabled: true,
  minimumSeverity: 'low',
  kinds: ['earthquake', 'storm', 'crime'],
  includeUnverified: false,
  push: true,
  email: true,
  alwaysCritical: true,
  digestLow: true,
  quietHours: null,
  homeTimeZone: null,
  pushDevices: 1,
  hasEmail: true,
  emailConfirmed: true,
  emailBounced: false,
};
const place: MatchedPlace = {
  placeId: 'saved-1282898',
  label: 'Pokhara, Nepal',
  paused: false,
  trip: null,
  distanceKm: 9,
  timeZone: 'Asia/Kathmandu',
};
const quake: NotifiedAlertFacts = {
  severity: 'medium',
  kind: 'earthquake',
  verified: true,
  official: 'usgs',
  magnitude: 6.4,
  sourceSeverity: 'M 6.4 mww, PAGER yellow',
};
// 14:00 in Kathmandu (UTC+5:45).
const afternoon = new Date('2026-11-27T08:15:00Z');
const first = { lastFacts: null, updateDecided: false };

describe('deciding who hears what', () => {
  it('sends a first alert on every channel she turned on', () => {
    expect(decideNotification({ settings, place, facts: quake, told: first, now: afternoon })).toEqual({
      update: false,
      channels: { app: { send: true }, push: { send: true }, email: { send: true } },
    });
  });

  it('names why a channel stays silent', () => {
    const decide = (changes: Partial<RecipientSettings>, facts: NotifiedAlertFacts = quake) =>
      decideNotification({ settings: { ...settings, ...changes }, place, facts, told: first, now: afternoon })!
        .channels;
    expect(decide({ push: false }).push).toEqual({ send: false, reason: 'channel-off' });
    expect(decide({ pushDevices: 0 }).push).toEqual({ send: false, reason: 'no-push-device' });
    expect(decide({ emailConfirmed: false }).email).toEqual({ send: false, reason: 'email-unconfirmed' });
    expect(decide({ emailBounced: true }).email).toEqual({ send: false, reason: 'email-bounced' });
    expect(decide({ hasEmail: false }).email).toEqual({ send: false, reason: 'no-email-address' });
    expect(decide({ minimumSeverity: 'high' }).push).toEqual({ send: false, reason: 'below-minimum-severity' });
    // The bell is silent, so the minimum severity is for push and email only.
    expect(decide({ minimumSeverity: 'high' }).app).toEqual({ send: true });
    expect(decide({ kinds: ['crime'] })).toEqual({
      app: { send: false, reason: 'kind-off' },
      push: { send: false, reason: 'kind-off' },
      email: { send: false, reason: 'kind-off' },
    });
    expect(decide({ enabled: false }).app).toEqual({ send: false, reason: 'alerts-off' });
    expect(decide({}, { ...quake, verified: false }).push).toEqual({ send: false, reason: 'unverified' });
    expect(decide({ includeUnverified: true }, { ...quake, verified: false }).push).toEqual({ send: true });
  });

  it('puts low-severity alerts in the daily digest when she asked for one', () => {
    const low = { ...quake, severity: 'low' as const };
    expect(decideNotification({ settings, place, facts: low, told: first, now: afternoon })!.channels.email).toEqual({
      send: false,
      digest: true,
    });
    const single = { ...settings, digestLow: false };
    expect(
      decideNotification({ settings: single, place, facts: low, told: first, now: afternoon })!.channels.email,
    ).toEqual({ send: true });
  });

  it('holds a medium alert through quiet hours in the place’s time zone, and lets a critical one through', () => {
    const quiet = { ...settings, quietHours: { start: '22:00', end: '07:00', zone: 'place' as const } };
    // 23:45 in Kathmandu.
    const night = new Date('2026-11-27T18:00:00Z');
    const held = decideNotification({ settings: quiet, place, facts: quake, told: first, now: night })!;
    // 07:00 on the 28th in Kathmandu is 01:15 UTC.
    expect(held.channels.push).toEqual({ send: true, notBefore: '2026-11-28T01:15:00.000Z' });
    const critical = { ...quake, severity: 'critical' as const };
    expect(
      decideNotification({ settings: quiet, place, facts: critical, told: first, now: night })!.channels.push,
    ).toEqual({
      send: true,
    });
    const strict = { ...quiet, alwaysCritical: false };
    expect(
      decideNotification({ settings: strict, place, facts: critical, told: first, now: night })!.channels.push,
    ).toMatchObject({ send: true, notBefore: '2026-11-28T01:15:00.000Z' });
    // Her own time zone instead: 19:00 in Paris is outside her quiet hours.
    const home = {
      ...settings,
      quietHours: { ...quiet.quietHours, zone: 'home' as const },
      homeTimeZone: 'Europe/Paris',
    };
    expect(decideNotification({ settings: home, place, facts: quake, told: first, now: night })!.channels.push).toEqual(
      {
        send: true,
      },
    );
  });

  it('sends one "updated" message when an update matters, and folds in every other', () => {
    const told = { lastFacts: quake, updateDecided: false };
    expect(decideNotification({ settings, place, facts: quake, told, now: afternoon })).toBeNull();
    expect(
      decideNotification({ settings, place, facts: { ...quake, magnitude: 6.3 }, told, now: afternoon }),
    ).toBeNull();
    const revisedUp = { ...quake, magnitude: 6.6, sourceSeverity: 'M 6.6 mww, PAGER yellow' };
    expect(decideNotification({ settings, place, facts: revisedUp, told, now: afternoon })!.update).toBe(true);
    const worse = { ...quake, severity: 'high' as const };
    expect(decideNotification({ settings, place, facts: worse, told, now: afternoon })!.update).toBe(true);
    const after = { lastFacts: revisedUp, updateDecided: true };
    expect(decideNotification({ settings, place, facts: worse, told: after, now: afternoon })).toBeNull();
    const report = { ...quake, verified: false, official: null, magnitude: null };
    expect(
      decideNotification({
        settings,
        place,
        facts: { ...report, verified: true },
        told: { lastFacts: report, updateDecided: false },
        now: afternoon,
      })!.update,
    ).toBe(true);
  });

  it('follows the trip dates, from a week before', () => {
    const trip = { start: '2026-12-10', end: '2026-12-20' };
    expect(withinTrip(trip, new Date('2026-12-02T00:00:00Z'))).toBe(false);
    expect(withinTrip(trip, new Date('2026-12-03T12:00:00Z'))).toBe(true);
    expect(withinTrip(trip, new Date('2026-12-20T23:00:00Z'))).toBe(true);
    expect(withinTrip(trip, new Date('2026-12-22T00:00:00Z'))).toBe(false);
    const later = { ...place, trip };
    expect(
      decideNotification({ settings, place: later, facts: quake, told: first, now: afternoon })!.channels.push,
    ).toEqual({ send: false, reason: 'outside-trip-dates' });
  });

  it('reads a magnitude from the source’s words', () => {
    expect(magnitudeOf('M 6.4 mww, PAGER yellow')).toBe(6.4);
    expect(magnitudeOf('M 5 mb')).toBe(5);
    expect(magnitudeOf('Orange')).toBeNull();
    expect(magnitudeOf(null)).toBeNull();
  });
});

describe('local time', () => {
  it('finds the end of quiet hours across midnight and a change of clocks', () => {
    const quiet = { start: '22:00', end: '07:00', zone: 'place' as const };
    expect(quietUntil(new Date('2026-11-27T12:00:00Z'), quiet, 'Europe/Paris')).toBeNull();
    // 01:30 in Paris on the night clocks go back (25 October 2026): 07:00 CET is 06:00 UTC.
    expect(quietUntil(new Date('2026-10-24T23:30:00Z'), quiet, 'Europe/Paris')!.toISOString()).toBe(
      '2026-10-25T06:00:00.000Z',
    );
    expect(quietUntil(new Date('2026-11-27T12:00:00Z'), { ...quiet, start: '07:00', end: '07:00' }, 'UTC')).toBeNull();
    const daytime = { start: '09:00', end: '17:00', zone: 'home' as const };
    expect(quietUntil(new Date('2026-11-27T10:00:00Z'), daytime, 'UTC')!.toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    );
  });

  it('names the local day and a local hour', () => {
    expect(localDay(new Date('2026-11-27T20:00:00Z'), 'Asia/Kathmandu')).toBe('2026-11-28');
    expect(localHourOn('2026-11-28', 8, 'Asia/Kathmandu').toISOString()).toBe('2026-11-28T02:15:00.000Z');
  });
});

describe('a notification stream', () => {
  const alertId = 'a1';
  const userId = 'u1';
  const stream = `notification-${alertId}-${userId}`;
  const decide = (alertRevision: number, facts = quake): NotificationCommand => ({
    type: 'DecideAlert',
    alertId,
    userId,
    alertRevision,
    facts,
    settings,
    place,
    sealedMatch: { sealed: 'x' },
    now: afternoon,
  });
  const run = (events: RecordedEvent[], command: NotificationCommand) => {
    const state = events.reduce(notificationDecider.evolve, notificationDecider.initialState());
    return notificationDecider.decide(command, state);
  };
  const decided = notificationDecider.decide(decide(0), notificationDecider.initialState())[0]!;
  const decidedEvent = recordedEvent(stream, decided.type, decided.data, 0n);

  it('decides once per version, and sends each delivery once', () => {
    expect(decided.type).toBe('AlertNotificationDecided');
    expect(run([decidedEvent], decide(0))).toEqual([]);
    const push = `${alertId}:${userId}:push:0`;
    const sent = run([decidedEvent], {
      type: 'RecordOutcome',
      deliveryKey: push,
      attempt: 1,
      outcome: { kind: 'sent' },
    });
    expect(sent).toEqual([
      { type: 'NotificationSent', schemaVersion: 1, data: { deliveryKey: push, channel: 'push', attempt: 1 } },
    ]);
    const after = [decidedEvent, recordedEvent(stream, 'NotificationSent', sent[0]!.data, 1n)];
    expect(run(after, { type: 'RecordOutcome', deliveryKey: push, attempt: 2, outcome: { kind: 'sent' } })).toEqual([]);
    expect(
      run(after, {
        type: 'RecordOutcome',
        deliveryKey: push,
        attempt: 2,
        outcome: { kind: 'cancelled', reason: 'alert-closed' },
      }),
    ).toEqual([]);
  });

  it('records a failure with its retry once per attempt', () => {
    const email = `${alertId}:${userId}:email:0`;
    const failure = { kind: 'failed' as const, reason: 'SMTP 451', retryAt: '2026-11-27T08:16:00.000Z' };
    const failed = run([decidedEvent], { type: 'RecordOutcome', deliveryKey: email, attempt: 1, outcome: failure });
    expect(failed[0]!.type).toBe('NotificationFailed');
    const after = [decidedEvent, recordedEvent(stream, 'NotificationFailed', failed[0]!.data, 1n)];
    expect(run(after, { type: 'RecordOutcome', deliveryKey: email, attempt: 1, outcome: failure })).toEqual([]);
    expect(
      run(after, { type: 'RecordOutcome', deliveryKey: email, attempt: 2, outcome: { kind: 'sent' } })[0]!.type,
    ).toBe('NotificationSent');
  });

  it('adds the one "updated" delivery beside the first', () => {
    const worse = decide(2, { ...quake, severity: 'high' });
    const update = run([decidedEvent], worse);
    expect(update[0]!.data).toMatchObject({ update: true, alertRevision: 2 });
    const state = [decidedEvent, recordedEvent(stream, update[0]!.type, update[0]!.data, 1n)].reduce(
      notificationDecider.evolve,
      notificationDecider.initialState(),
    );
    expect([...state.deliveries.keys()].sort()).toEqual([
      'a1:u1:email:0',
      'a1:u1:email:1',
      'a1:u1:push:0',
      'a1:u1:push:1',
    ]);
    expect(
      run(
        [decidedEvent, recordedEvent(stream, update[0]!.type, update[0]!.data, 1n)],
        decide(3, { ...quake, severity: 'critical' }),
      ),
    ).toEqual([]);
  });
});

describe('alert settings', () => {
  const stream = 'notify-settings-u1';
  const given = (...events: RecordedEvent[]) =>
    events.reduce(alertSettingsDecider.evolve, alertSettingsDecider.initialState());

  it('records only what changed', () => {
    const changed = alertSettingsDecider.decide(
      { type: 'ChangeSettings', changes: { push: true, minimumSeverity: 'medium' }, via: 'settings' },
      given(),
    );
    expect(changed[0]!.data).toEqual({ changes: { push: true, minimumSeverity: 'medium' }, via: 'settings' });
    const state = given(recordedEvent(stream, 'AlertSettingsChanged', changed[0]!.data, 0n));
    expect(
      alertSettingsDecider.decide({ type: 'ChangeSettings', changes: { push: true }, via: 'profile' }, state),
    ).toEqual([]);
  });

  it('keeps saved cities monitored while saved: paused, never removed here', () => {
    expect(() => alertSettingsDecider.decide({ type: 'RemovePlace', placeId: 'saved-1' }, given())).toThrow(
      AlertSettingsFieldError,
    );
    expect(
      alertSettingsDecider.decide({ type: 'ChangePlace', placeId: 'saved-1', paused: true, via: 'settings' }, given()),
    ).toHaveLength(1);
    expect(() =>
      alertSettingsDecider.decide(
        { type: 'ChangePlace', placeId: '0f0e0d0c-0000-4000-8000-000000000000', paused: true, via: 'settings' },
        given(),
      ),
    ).toThrow(MonitoredPlaceNotFoundError);
  });

  it('checks trip dates', () => {
    expect(tripOf(null, null)).toBeNull();
    expect(tripOf('2026-12-10', '2026-12-20')).toEqual({ start: '2026-12-10', end: '2026-12-20' });
    expect(() => tripOf('2026-12-10', null)).toThrow(/tripEnd is required/);
    expect(() => tripOf('2026-12-10', '2026-12-01')).toThrow(/not be before/);
    expect(() => tripOf('2026-02-30', '2026-03-01')).toThrow(/not a real date/);
    expect(() => tripOf('2026-01-01', '2027-06-01')).toThrow(/at most 366 days/);
  });

  it('stops email on a bounce until she confirms again', () => {
    const confirmed = given(recordedEvent(stream, 'AlertEmailConfirmed', {}, 0n));
    expect(alertSettingsDecider.decide({ type: 'ConfirmEmail' }, confirmed)).toEqual([]);
    const bounced = given(
      recordedEvent(stream, 'AlertEmailConfirmed', {}, 0n),
      recordedEvent(stream, 'AlertEmailBounced', { reason: '550' }, 1n),
    );
    expect(bounced.emailConfirmed).toBe(false);
    expect(alertSettingsDecider.decide({ type: 'ConfirmEmail' }, bounced)).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  const item = (alertId: string, channel: 'push' | 'email', decidedAt: string) => ({
    alertId,
    channel,
    decidedAt: new Date(decidedAt),
  });

  it('goes at 8:00 in her time zone with what was decided before, on the channels it was decided for', () => {
    const candidate = {
      userId: 'u1',
      homeTimeZone: 'Asia/Kathmandu',
      items: [
        item('b', 'email', '2026-11-27T20:00:00Z'),
        item('a', 'email', '2026-11-27T10:00:00Z'),
        item('a', 'push', '2026-11-27T10:00:00Z'),
        // After 8:00 in Kathmandu on the 28th (02:15 UTC): tomorrow's.
        item('c', 'email', '2026-11-28T03:00:00Z'),
      ],
    };
    // 7:00 in Kathmandu: not yet.
    expect(digestDue(candidate, new Date('2026-11-28T01:15:00Z'))).toBeNull();
    expect(digestDue(candidate, new Date('2026-11-28T04:00:00Z'))).toEqual({
      day: '2026-11-28',
      alertIds: ['a', 'b'],
      channels: { push: { send: true }, email: { send: true } },
    });
    const emailOnly = { ...candidate, items: [item('a', 'email', '2026-11-27T10:00:00Z')] };
    expect(digestDue(emailOnly, new Date('2026-11-28T04:00:00Z'))!.channels.push).toEqual({
      send: false,
      reason: 'channel-off',
    });
  });

  it('counts in UTC when she gave no time zone', () => {
    const candidate = { userId: 'u1', homeTimeZone: null, items: [item('a', 'email', '2026-11-27T10:00:00Z')] };
    expect(digestDue(candidate, new Date('2026-11-28T07:59:00Z'))).toBeNull();
    expect(digestDue(candidate, new Date('2026-11-28T08:00:00Z'))!.day).toBe('2026-11-28');
  });
});
