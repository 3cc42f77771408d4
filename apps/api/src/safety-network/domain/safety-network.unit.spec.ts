import type { CheckInSchedule, RecordedEvent, SafetyMessage } from '@safetrails/contracts';
import type { DecidedEvent } from '../../platform/event-sourcing/handle-command';
import { deadlineAt, dueAfterCheckIn, dueAfterMiss, firstDueAt, meets, nextLocalTime } from './check-in-schedule';
import { SafetyConflictError, SafetyItemNotFoundError } from './safety-errors';
import type { SafetyNetworkCommand } from './safety-commands';
import { safetyNetworkDecider } from './safety-network';
import { safetyMessageDecider } from './safety-message';
import type { SafetyNetworkState } from './safety-state';

const sealed = (text: string) => ({ sealed: `sealed:${text}` });
const at = (iso: string) => new Date(iso);

/** Her stream, told one command after another at the instants given: given/when/then over events. */
class Network {
  private state: SafetyNetworkState = safetyNetworkDecider.initialState();
  private revision = 0n;
  readonly log: { type: string; data: unknown }[] = [];

  when(command: SafetyNetworkCommand, occurredAt = '2026-12-01T10:00:00.000Z'): readonly DecidedEvent[] {
    const events = safetyNetworkDecider.decide(command, this.state);
    for (const event of events) {
      const recorded: RecordedEvent = {
        id: `id-${this.revision}`,
        stream: 'safety-u1',
        revision: this.revision,
        position: { commit: 1n, prepare: this.revision },
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: { correlationId: 'c', causationId: 'c', actorId: 'u1', actorRole: 'traveller', occurredAt },
        recordedAt: new Date(occurredAt),
      };
      this.revision++;
      this.state = safetyNetworkDecider.evolve(this.state, recorded);
      this.log.push(event);
    }
    return events;
  }
}

function messagesOf(events: readonly DecidedEvent[]): SafetyMessage[] {
  return events.flatMap((event) => (event.data as { messages?: SafetyMessage[] }).messages ?? []);
}

const invite = (contactId: string, address = contactId, now = at('2026-12-01T10:00:00Z')): SafetyNetworkCommand => ({
  type: 'InviteContact',
  contactId,
  contact: sealed(contactId),
  addressHash: `hash-${address}`,
  language: 'en',
  now,
});
const answer = (contactId: string, reply: 'accept' | 'decline' | 'stop'): SafetyNetworkCommand => ({
  type: 'AnswerInvitation',
  contactId,
  answer: reply,
  timeZone: null,
});
const paris = () => 'Europe/Paris';
const checkIn = (when: string, now = when, extra: Partial<SafetyNetworkCommand> = {}): SafetyNetworkCommand =>
  ({
    type: 'CheckIn',
    checkInId: `check-${when}`,
    at: at(when),
    now: at(now),
    via: 'app',
    place: null,
    zoneAt: paris,
    safeAfter: null,
    ...extra,
  }) as SafetyNetworkCommand;

function plan(
  network: Network,
  schedule: CheckInSchedule,
  now: string,
  { grace = 30, reminder = 15, until = null as string | null } = {},
): void {
  const due = firstDueAt(schedule, at(now), 'Europe/Paris');
  network.when({
    type: 'PlanCheckIn',
    planId: 'plan-1',
    schedule,
    graceMinutes: grace,
    reminderMinutes: reminder,
    tripId: null,
    until,
    deadline: deadlineAt(due, grace, reminder, at(now)),
  });
}

describe('check-in schedules', () => {
  it('a "back by" timer is one deadline, met by any check-in before its grace ends', () => {
    const schedule: CheckInSchedule = { kind: 'back-by', at: '2026-12-06T22:00:00.000Z' };
    const deadline = deadlineAt(
      firstDueAt(schedule, at('2026-12-06T18:00:00Z'), 'UTC'),
      30,
      15,
      at('2026-12-06T18:00:00Z'),
    );
    expect(deadline).toEqual({
      dueAt: '2026-12-06T22:00:00.000Z',
      escalateAt: '2026-12-06T22:30:00.000Z',
      remindAt: '2026-12-06T21:45:00.000Z',
    });
    expect(meets(schedule, deadline, at('2026-12-06T22:29:59Z'))).toBe(true);
    expect(meets(schedule, deadline, at('2026-12-06T22:30:01Z'))).toBe(false);
    expect(dueAfterCheckIn(schedule, at(deadline.dueAt), at('2026-12-06T21:00:00Z'), 'UTC')).toBeNull();
  });

  it('no reminder when its moment has passed or the lead is 0', () => {
    expect(deadlineAt(at('2026-12-06T22:00:00Z'), 0, 30, at('2026-12-06T21:50:00Z')).remindAt).toBeNull();
    expect(deadlineAt(at('2026-12-06T22:00:00Z'), 0, 0, at('2026-12-06T18:00:00Z')).remindAt).toBeNull();
  });

  it('"every N hours" starts again from each check-in, and keeps its rhythm after a miss', () => {
    const schedule: CheckInSchedule = { kind: 'every', hours: 4 };
    expect(firstDueAt(schedule, at('2026-12-06T08:00:00Z'), 'UTC').toISOString()).toBe('2026-12-06T12:00:00.000Z');
    expect(
      dueAfterCheckIn(schedule, at('2026-12-06T12:00:00Z'), at('2026-12-06T11:10:00Z'), 'UTC')!.toISOString(),
    ).toBe('2026-12-06T15:10:00.000Z');
    // Missed at 12:00, seen at 12:30: next at 16:00. A notifier down until 21:00 goes on at 00:00.
    expect(dueAfterMiss(schedule, at('2026-12-06T12:00:00Z'), at('2026-12-06T12:30:00Z'), 'UTC')!.toISOString()).toBe(
      '2026-12-06T16:00:00.000Z',
    );
    expect(dueAfterMiss(schedule, at('2026-12-06T12:00:00Z'), at('2026-12-06T21:00:00Z'), 'UTC')!.toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    );
    // A check-in from before the period (an offline one, say) does not meet the deadline.
    const deadline = deadlineAt(at('2026-12-06T12:00:00Z'), 30, 0, at('2026-12-06T08:00:00Z'));
    expect(meets(schedule, deadline, at('2026-12-06T07:59:00Z'))).toBe(false);
  });

  it('"daily at 20:00" is 20:00 where she is, met by a check-in in the 12 hours before it', () => {
    const schedule: CheckInSchedule = { kind: 'daily', at: '20:00' };
    // 10:00 in Lima (UTC-5): today's 20:00 there is 01:00 UTC tomorrow.
    const due = firstDueAt(schedule, at('2026-12-06T15:00:00Z'), 'America/Lima');
    expect(due.toISOString()).toBe('2026-12-07T01:00:00.000Z');
    const deadline = deadlineAt(due, 30, 15, at('2026-12-06T15:00:00Z'));
    expect(meets(schedule, deadline, at('2026-12-06T12:59:00Z'))).toBe(false);
    expect(meets(schedule, deadline, at('2026-12-06T13:01:00Z'))).toBe(true);
    // Met: the next is tomorrow's 20:00; in Tokyo if her trip has moved her on by then.
    expect(dueAfterCheckIn(schedule, due, at('2026-12-06T23:00:00Z'), 'America/Lima')!.toISOString()).toBe(
      '2026-12-08T01:00:00.000Z',
    );
    expect(dueAfterCheckIn(schedule, due, at('2026-12-06T23:00:00Z'), 'Asia/Tokyo')!.toISOString()).toBe(
      '2026-12-07T11:00:00.000Z',
    );
  });

  it('across a change of clocks: a time that never happens moves forward, one that happens twice is the first', () => {
    // Paris, 29 March 2026: 02:00 becomes 03:00. 02:30 is 03:30 CEST (01:30 UTC).
    expect(nextLocalTime('02:30', at('2026-03-28T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // Paris, 25 October 2026: 03:00 becomes 02:00. 02:30 happens at 00:30 and 01:30 UTC: the first.
    expect(nextLocalTime('02:30', at('2026-10-24T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // New York, 8 March 2026: 02:30 never happens; 03:30 EDT (07:30 UTC).
    expect(nextLocalTime('02:30', at('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 20:00 the day the clocks change is 20:00 by the new clock, and the day after is 24 hours later.
    const spring = nextLocalTime('20:00', at('2026-03-29T00:00:00Z'), 'Europe/Paris');
    expect(spring.toISOString()).toBe('2026-03-29T18:00:00.000Z');
    const before = nextLocalTime('20:00', at('2026-03-28T00:00:00Z'), 'Europe/Paris');
    expect(spring.getTime() - before.getTime()).toBe(23 * 3600_000);
  });
});

describe('her trusted contacts', () => {
  it('five at once; the same address once; an address that declined waits 30 days', () => {
    const network = new Network();
    for (const id of ['a', 'b', 'c', 'd', 'e']) network.when(invite(id));
    expect(() => network.when(invite('f'))).toThrow(SafetyConflictError);
    network.when({ type: 'RemoveContact', contactId: 'e' });
    expect(() => network.when(invite('f', 'a'))).toThrow(/already one of your trusted contacts/);
    network.when(answer('d', 'decline'), '2026-12-02T10:00:00.000Z');
    expect(() => network.when(invite('g', 'd', at('2026-12-20T10:00:00Z')))).toThrow(/30 days/);
    expect(network.when(invite('g', 'd', at('2027-01-02T10:00:00Z')))).toHaveLength(1);
  });

  it('an invitation is the only message before they accept, and is sent again at most once a day', () => {
    const network = new Network();
    const invited = network.when(invite('a'), '2026-12-01T10:00:00.000Z');
    expect(messagesOf(invited)).toEqual([{ key: 'invite:a:1', to: 'a', channel: 'email', kind: 'invitation' }]);
    expect(() => network.when({ type: 'ResendInvitation', contactId: 'a', now: at('2026-12-02T09:59:00Z') })).toThrow(
      /once a day/,
    );
    const resent = network.when({ type: 'ResendInvitation', contactId: 'a', now: at('2026-12-02T10:00:00Z') });
    expect(messagesOf(resent).map((message) => message.key)).toEqual(['invite:a:2']);
    // Not accepted: an SOS reaches nobody.
    expect(messagesOf(network.when({ type: 'RaiseSos', sosId: 's1', place: null }))).toEqual([]);
    network.when(answer('a', 'accept'));
    expect(messagesOf(network.when({ type: 'RaiseSos', sosId: 's2', place: null }))).toEqual([
      { key: 'sos:s2:a', to: 'a', channel: 'email', kind: 'sos' },
    ]);
  });

  it('a contact who stops hears nothing more; a removed one finds the link dead', () => {
    const network = new Network();
    network.when(invite('a'));
    network.when(answer('a', 'accept'));
    network.when(answer('a', 'stop'));
    expect(messagesOf(network.when({ type: 'RaiseSos', sosId: 's', place: null }))).toEqual([]);
    expect(() => network.when(answer('a', 'accept'))).toThrow(/declined or stopped/);
    network.when({ type: 'RemoveContact', contactId: 'a' });
    expect(() => network.when(answer('a', 'stop'))).toThrow(SafetyItemNotFoundError);
    expect(() => network.when({ type: 'ResendInvitation', contactId: 'zz', now: new Date() })).toThrow(
      SafetyItemNotFoundError,
    );
  });
});

describe('a missed check-in', () => {
  function withContacts(): Network {
    const network = new Network();
    network.when(invite('a'));
    network.when(invite('b'));
    network.when(invite('c'));
    network.when(answer('a', 'accept'));
    network.when(answer('b', 'accept'));
    return network;
  }

  it('is told once to each accepted contact, only after the grace, and her late check-in once after it', () => {
    const network = withContacts();
    plan(network, { kind: 'back-by', at: '2026-12-06T22:00:00.000Z' }, '2026-12-06T18:00:00Z');
    const miss = (now: string): SafetyNetworkCommand => ({
      type: 'RecordMissedCheckIn',
      planId: 'plan-1',
      dueAt: '2026-12-06T22:00:00.000Z',
      occasionId: 'o1',
      now: at(now),
      next: null,
    });
    expect(network.when(miss('2026-12-06T22:29:00Z'))).toEqual([]);
    const missed = network.when(miss('2026-12-06T22:30:00Z'));
    expect(messagesOf(missed)).toEqual([
      { key: 'missed:o1:a', to: 'a', channel: 'email', kind: 'check-in-missed' },
      { key: 'missed:o1:b', to: 'b', channel: 'email', kind: 'check-in-missed' },
    ]);
    // A watcher that looks again (a restart) decides nothing.
    expect(network.when(miss('2026-12-06T22:31:00Z'))).toEqual([]);
    // Contact b stops meanwhile: only a hears that she checked in.
    network.when(answer('b', 'stop'));
    const late = network.when(checkIn('2026-12-06T23:10:00Z'));
    expect(late.map((event) => event.type)).toEqual(['CheckedIn', 'CheckInPlanEnded']);
    expect(messagesOf(late)).toEqual([{ key: 'late:o1:a', to: 'a', channel: 'email', kind: 'late-check-in' }]);
    expect(messagesOf(network.when(checkIn('2026-12-06T23:20:00Z')))).toEqual([]);
  });

  it('a check-in made offline before the grace ended counts at its own time, and no one is told', () => {
    const network = withContacts();
    plan(network, { kind: 'every', hours: 4 }, '2026-12-06T08:00:00Z');
    // Checked in at 12:10 on the device, reached the server at 12:25, inside the grace (12:30).
    const events = network.when(checkIn('2026-12-06T12:10:00Z', '2026-12-06T12:25:00Z', { via: 'offline' }));
    const [checked] = events;
    expect(checked!.data).toMatchObject({
      at: '2026-12-06T12:10:00.000Z',
      receivedAt: '2026-12-06T12:25:00.000Z',
      counted: [{ planId: 'plan-1', dueAt: '2026-12-06T12:00:00.000Z', next: { dueAt: '2026-12-06T16:10:00.000Z' } }],
    });
    expect(
      network.when({
        type: 'RecordMissedCheckIn',
        planId: 'plan-1',
        dueAt: '2026-12-06T12:00:00.000Z',
        occasionId: 'o1',
        now: at('2026-12-06T12:31:00Z'),
        next: at('2026-12-06T16:00:00Z'),
      }),
    ).toEqual([]);
  });

  it('reminds her once per deadline, on the channels she has', () => {
    const network = withContacts();
    plan(network, { kind: 'daily', at: '20:00' }, '2026-12-06T08:00:00Z');
    const remind = {
      type: 'RemindCheckIn' as const,
      planId: 'plan-1',
      dueAt: '2026-12-06T19:00:00.000Z',
      channels: ['push', 'email'] as const,
    };
    expect(messagesOf(network.when(remind)).map((message) => message.key)).toEqual([
      'remind:plan-1:2026-12-06T19:00:00.000Z:push',
      'remind:plan-1:2026-12-06T19:00:00.000Z:email',
    ]);
    expect(network.when(remind)).toEqual([]);
  });
});

describe('the safety check after an official alert', () => {
  const ask = (alertId: string, now = '2026-12-06T10:00:00Z'): SafetyNetworkCommand => ({
    type: 'AskSafetyCheck',
    checkId: `check-${alertId}`,
    alertId,
    facts: {
      source: 'usgs',
      title: 'M 6.5 - 20 km SW of Cusco, Peru',
      severity: 'high',
      magnitude: 6.5,
      occurredAt: null,
    },
    place: sealed('Cusco'),
    now: at(now),
    channels: ['email'],
  });

  it('asks once per alert; unanswered after her grace, her contacts hear; answering later tells them once', () => {
    const network = new Network();
    network.when(invite('a'));
    network.when(answer('a', 'accept'));
    expect(messagesOf(network.when(ask('q1')))).toEqual([
      { key: 'safety-check:check-q1:email', to: 'traveller', channel: 'email', kind: 'safety-check' },
    ]);
    expect(network.when(ask('q1'))).toEqual([]);
    const unanswered = (now: string): SafetyNetworkCommand => ({
      type: 'RecordUnansweredSafetyCheck',
      checkId: 'check-q1',
      now: at(now),
    });
    expect(network.when(unanswered('2026-12-06T10:59:00Z'))).toEqual([]);
    expect(messagesOf(network.when(unanswered('2026-12-06T11:00:00Z')))).toEqual([
      { key: 'unanswered:check-q1:a', to: 'a', channel: 'email', kind: 'safety-check-unanswered' },
    ]);
    const safe = network.when(checkIn('2026-12-06T11:20:00Z', '2026-12-06T11:20:00Z', { safeAfter: 'q1' }));
    expect(safe.map((event) => event.type)).toEqual(['CheckedIn', 'SafetyCheckAnswered']);
    expect(messagesOf(safe)).toEqual([{ key: 'safe:check-q1:a', to: 'a', channel: 'email', kind: 'marked-safe' }]);
    expect(() => network.when(checkIn('2026-12-06T11:30:00Z', '2026-12-06T11:30:00Z', { safeAfter: 'q1' }))).toThrow(
      SafetyItemNotFoundError,
    );
  });

  it('answered in time, nobody else hears; turned off, she is not asked', () => {
    const network = new Network();
    network.when(invite('a'));
    network.when(answer('a', 'accept'));
    network.when(ask('q1'));
    expect(
      messagesOf(network.when(checkIn('2026-12-06T10:20:00Z', '2026-12-06T10:20:00Z', { safeAfter: 'q1' }))),
    ).toEqual([]);
    network.when({ type: 'ChangeSafetyCheckSettings', on: false });
    expect(network.when(ask('q2'))).toEqual([]);
  });
});

describe("a safety message's outcomes", () => {
  const fold = (...outcomes: Parameters<typeof safetyMessageDecider.decide>[0][]) => {
    let state = safetyMessageDecider.initialState();
    const recorded: string[] = [];
    for (const command of outcomes) {
      for (const event of safetyMessageDecider.decide(command, state)) {
        recorded.push(event.type);
        state = safetyMessageDecider.evolve(state, { ...event, metadata: {} } as unknown as RecordedEvent);
      }
    }
    return recorded;
  };

  it('sent is final; a failed attempt is recorded once; cancelled ends it', () => {
    const failed = { kind: 'failed' as const, reason: 'SMTP 451', retryAt: '2026-12-06T10:00:30Z' };
    expect(
      fold(
        { key: 'k', attempt: 1, outcome: failed },
        { key: 'k', attempt: 1, outcome: failed },
        { key: 'k', attempt: 2, outcome: { kind: 'sent' } },
        { key: 'k', attempt: 3, outcome: { kind: 'sent' } },
      ),
    ).toEqual(['SafetyMessageFailed', 'SafetyMessageSent']);
    expect(
      fold(
        { key: 'k', attempt: 1, outcome: { kind: 'cancelled', reason: 'contact-gone' } },
        { key: 'k', attempt: 1, outcome: { kind: 'sent' } },
      ),
    ).toEqual(['SafetyMessageCancelled']);
  });
});
