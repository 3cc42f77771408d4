import type { JoinWaitlistCommandData, RecordedEvent, WaitlistJoinedData } from '@safetrails/contracts';
import { AlreadyRegisteredError, waitlistEntryDecider, waitlistStreamName } from './waitlist-entry';

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
  it('given no entry, when someone joins, then WaitlistJoined carries the normalised fields', () => {
    expect(waitlistEntryDecider.decide(command, given())).toEqual([
      {
        type: 'WaitlistJoined',
        schemaVersion: 1,
        data: {
          email: 'maya.rao@example.com',
          name: 'Maya Rao',
          isFrequentTraveler: true,
          company: null,
          role: 'Photographer',
        },
      },
    ]);
  });

  it('given a joined entry, when the same email joins again, then it is refused with the first name', () => {
    const decide = () => waitlistEntryDecider.decide({ ...command, name: 'Someone Else' }, given(joined()));
    expect(decide).toThrow(AlreadyRegisteredError);
    expect(decide).toThrow(expect.objectContaining({ firstName: 'Maya' }));
  });

  it('folds WaitlistJoined into a joined entry with the time the person joined', () => {
    expect(given(joined())).toEqual({ status: 'joined', name: 'Maya Rao', joinedAt: '2026-11-01T10:00:00.000Z' });
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
