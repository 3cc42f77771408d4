import type { GlobalPosition, RecordedEvent } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { TOPICS, type IntegrationMessage } from './integration-events';
import { KafkaRelay, type MessagePublisher, type RelayCheckpointStore } from './kafka-relay';

let position = 0n;
function event(stream: string, revision: bigint, type: string, data: unknown): RecordedEvent {
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    stream,
    revision,
    position: { commit: position, prepare: position },
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      actorId: 'a2b3c4d5-0000-4000-8000-000000000001',
      actorRole: 'moderator',
      occurredAt: '2026-11-22T10:00:00.000Z',
    },
    recordedAt: new Date('2026-11-22T10:00:00.000Z'),
  };
}

const ALERT = 'alert-7f0c1c9e-0000-4000-8000-000000000001';
const raised = event(ALERT, 0n, 'AlertRaised', {
  alertId: ALERT.slice('alert-'.length),
  destinationId: 1,
  title: 'Metro strike',
  content: 'No metro until 6pm',
  severity: 'high',
  alertType: 'transportation',
  source: null,
  latitude: 48.8566,
  longitude: 2.3522,
  radiusMetres: 1000,
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: null,
  verified: true,
  raisedBy: 'a2b3c4d5-0000-4000-8000-000000000001',
});
const baseline = {
  safetyScore: 80,
  walkability: 80,
  publicTransport: 80,
  harassmentLevel: 80,
  pettyCrime: 80,
  medicalAccess: 80,
};
const registered = event('destination-1', 0n, 'DestinationRegistered', {
  baseline,
  baselineSource: { source: 'demo seed', asOf: '2026-11-01', url: null },
  origin: 'test',
});
const answers = (value: number) => ({
  overallScore: value,
  streetSafety: value,
  publicTransport: value,
  touristAreas: value,
  nightSafety: value,
  localAttitude: value,
});
const rated = event('destination-1', 1n, 'SafetyRatingSubmitted', {
  ratingId: 'r1',
  userId: 'u1',
  scores: answers(1),
  comment: null,
  replaces: null,
});

function storeOf(events: readonly RecordedEvent[]): EventStore {
  return {
    readStream: (stream: string) => toAsync(events.filter((candidate) => candidate.stream === stream)),
  } as unknown as EventStore;
}

async function* toAsync<T>(items: readonly T[]): AsyncIterable<T> {
  for (const item of items) yield await Promise.resolve(item);
}

class RecordingCheckpoints implements RelayCheckpointStore {
  readonly writes: GlobalPosition[] = [];
  constructor(private readonly log: string[]) {}
  read() {
    return Promise.resolve(this.writes.at(-1) ?? null);
  }
  write(position: GlobalPosition) {
    this.log.push(`checkpoint ${position.commit}`);
    this.writes.push(position);
    return Promise.resolve();
  }
}

describe('the Kafka relay', () => {
  it('maps alert events to the alerts topic, keyed by stream, without the author', async () => {
    const published: IntegrationMessage[] = [];
    const relay = new KafkaRelay(
      storeOf([]),
      { publish: (messages) => Promise.resolve(void published.push(...messages)) },
      new RecordingCheckpoints([]),
    );
    const archived = event(ALERT, 1n, 'AlertArchived', { archivedBy: 'someone', reason: 'Strike over' });
    await relay.relay([raised, archived]);
    expect(published.map(({ topic, key, headers }) => ({ topic, key, type: headers['event-type'] }))).toEqual([
      { topic: TOPICS.alerts, key: ALERT, type: 'alert.raised' },
      { topic: TOPICS.alerts, key: ALERT, type: 'alert.archived' },
    ]);
    const first = JSON.parse(published[0]!.value);
    expect(first).toMatchObject({
      eventId: raised.id,
      type: 'alert.raised',
      streamId: ALERT,
      data: { alertId: ALERT.slice('alert-'.length), severity: 'high', verified: true, latitude: 48.8566 },
    });
    expect(JSON.stringify(first)).not.toContain('a2b3c4d5');
    expect(JSON.parse(published[1]!.value).data).toEqual({
      alertId: ALERT.slice('alert-'.length),
      reason: 'Strike over',
    });
  });

  it("carries an official alert's source, and its later versions as alert.updated", async () => {
    const published: IntegrationMessage[] = [];
    const relay = new KafkaRelay(
      storeOf([]),
      { publish: (messages) => Promise.resolve(void published.push(...messages)) },
      new RecordingCheckpoints([]),
    );
    const official = {
      source: 'usgs',
      organisation: 'U.S. Geological Survey',
      sourceId: 'us1',
      kind: 'earthquake',
      sourceSeverity: 'M 6.1',
      eventTime: '2026-11-22T10:00:00.000Z',
      sourceUpdatedAt: null,
      retrievedAt: '2026-11-22T10:05:00.000Z',
      url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us1',
      licence: 'Public domain',
      area: null,
      countries: ['EC'],
      destinationIds: [3657509],
      contentHash: 'h1',
    };
    const first = event(ALERT, 0n, 'AlertRaised', { ...(raised.data as object), official });
    const updated = event(ALERT, 1n, 'OfficialAlertUpdated', {
      changes: { title: 'M 6.3', severity: 'high' },
      official: { ...official, contentHash: 'h2' },
    });
    await relay.relay([first, updated]);
    expect(published.map(({ headers }) => headers['event-type'])).toEqual(['alert.raised', 'alert.updated']);
    const sourceOf = {
      source: 'usgs',
      sourceId: 'us1',
      url: official.url,
      licence: 'Public domain',
      countries: ['EC'],
    };
    expect(JSON.parse(published[0]!.value).data.official).toMatchObject(sourceOf);
    expect(JSON.parse(published[1]!.value).data).toMatchObject({
      title: 'M 6.3',
      severity: 'high',
      official: sourceOf,
    });
    // The cities it touched stay in the log: the message says where, not whom it may concern.
    expect(published[0]!.value).not.toContain('3657509');
  });

  it('publishes the metrics a score event leaves, folded from the destination stream', async () => {
    const published: IntegrationMessage[] = [];
    const relay = new KafkaRelay(
      storeOf([registered, rated]),
      { publish: (messages) => Promise.resolve(void published.push(...messages)) },
      new RecordingCheckpoints([]),
    );
    await relay.relay([rated]);
    const message = JSON.parse(published[0]!.value);
    expect(published[0]).toMatchObject({ topic: TOPICS.safetyScores, key: 'destination-1' });
    expect(message.data).toMatchObject({ destinationId: 1, cause: 'SafetyRatingSubmitted', communityRatings: 1 });
    expect(message.data.metrics.safetyScore).toBeCloseTo((20 * 80) / 21, 10);
    expect(message.data.metrics.medicalAccess).toBe(80);
  });

  it('moves its checkpoint only after the broker acknowledged the batch, and not at all when publishing fails', async () => {
    const log: string[] = [];
    let acknowledge: () => void = () => undefined;
    const publisher: MessagePublisher = {
      publish: (messages) =>
        new Promise<void>((resolve) => {
          log.push(`publish ${messages.length}`);
          acknowledge = () => {
            log.push('acknowledged');
            resolve();
          };
        }),
    };
    const checkpoints = new RecordingCheckpoints(log);
    const relay = new KafkaRelay(storeOf([]), publisher, checkpoints);
    const relaying = relay.relay([raised]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['publish 1']);
    acknowledge();
    await relaying;
    expect(log).toEqual(['publish 1', 'acknowledged', `checkpoint ${raised.position.commit}`]);

    const failing = new KafkaRelay(
      storeOf([]),
      { publish: () => Promise.reject(new Error('broker unavailable')) },
      checkpoints,
    );
    await expect(failing.relay([event(ALERT, 1n, 'AlertVerified', { verifiedBy: 'x' })])).rejects.toThrow(
      'broker unavailable',
    );
    expect(checkpoints.writes).toEqual([raised.position]);
  });
});
