import type { JoinWaitlistCommandData, RecordedEvent, WaitlistJoinedData } from '@safetrails/contracts';
import { AlreadyRegisteredError, normalisedJoin, waitlistEntryDecider, waitlistStreamName } from './waitlist-entry';

const command: JoinWaitlistCommandData = {
  email: '  Maya.Rao@Example.com ',
  name: '  Maya Rao ',
  isFrequentTraveler: true,
  company: '  ',
  role: ' Photographer ',
};

function joined(data: Partial<WaitlistJoinedData> = {}): RecordedEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    stream: waitlistStreamName('maya.rao@example.com'),
    revision: 0n,
    position: { commit: 1n, prepare: 1n },
    type: 'WaitlistJoined',
    schemaVersion: 1,
    data: {
      email: 'maya.rao@example.com',
      name: 'Maya Rao',
      isFrequentTraveler: true,
      company: null,
      role: null,
      ...data,
    },
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      actorId: null,
      actorRole: 'anonymous',
      occurredAt: '2026-11-01T10:00:00.000Z',
    },
    recordedAt: new Date('2026-11-01T10:00:00.000Z'),
  };
}

const given = (...events: RecordedEvent[]) =>
  events.reduce(waitlistEntryDecider.evolve, waitlistEntryDecider.initialState());

describe('waitlist entry', () => {
  it('normalises a sign-up before it is sealed', () => {
    expect(normalisedJoin(command)).toEqual({
      email: 'maya.rao@example.com',
      name: 'Maya Rao',
      isFrequentTraveler: true,
      company: null,
      role: 'Photographer',
    });
  });

  it('given no entry, when someone joins, then WaitlistJoined carries the (sealed) sign-up as given', () => {
    const data = { ...normalisedJoin(command), email: { sealed: 'x.y.z' }, sealedFor: 'subject' };
    expect(waitlistEntryDecider.decide({ type: 'Join', data, typedFirstName: 'Maya' }, given())).toEqual([
      { type: 'WaitlistJoined', schemaVersion: 2, data },
    ]);
  });

  it('given a joined entry, when the same email joins again, then it is refused, greeting the name just typed', () => {
    const decide = () =>
      waitlistEntryDecider.decide(
        { type: 'Join', data: normalisedJoin(command), typedFirstName: 'Someone Else' },
        given(joined()),
      );
    expect(decide).toThrow(AlreadyRegisteredError);
    // Never the stored name: typing someone's email must not reveal who they are.
    expect(decide).toThrow(expect.objectContaining({ firstName: 'Someone' }));
  });

  it('folds WaitlistJoined into a joined entry, and an erasure back into none', () => {
    expect(given(joined())).toEqual({ status: 'joined', joinedAt: '2026-11-01T10:00:00.000Z' });
    const erased = { ...joined(), type: 'WaitlistEntryErased', data: { reason: 'asked' } };
    expect(given(joined(), erased)).toEqual({ status: 'absent' });
    expect(waitlistEntryDecider.decide({ type: 'Erase', reason: 'asked' }, given())).toEqual([]);
    expect(waitlistEntryDecider.decide({ type: 'Erase', reason: 'asked' }, given(joined()))).toEqual([
      { type: 'WaitlistEntryErased', schemaVersion: 1, data: { reason: 'asked' } },
    ]);
  });

  it('names one stream per normalised email', () => {
    expect(waitlistStreamName(' Maya.Rao@EXAMPLE.com')).toBe(waitlistStreamName('maya.rao@example.com'));
    expect(waitlistStreamName('maya.rao@example.com')).toMatch(/^waitlist-[0-9a-f]{64}$/);
    expect(waitlistStreamName('maya.rao@example.com')).not.toBe(waitlistStreamName('maya.rao@example.org'));
  });

  it('answers a refusal with the 409 body the landing page expects', () => {
    expect(new AlreadyRegisteredError('Maya').toResponse()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'ALREADY_REGISTERED',
      message: 'This email is already registered for early access.',
      name: 'Maya',
    });
  });
});
