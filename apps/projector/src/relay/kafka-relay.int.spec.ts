/**
 * The relay against a real Apache Kafka broker, started by the project (infra/src/kafka.ts) for this
 * suite alone, so it may stop, kill and restart it: an alert, a score change and an advice change on
 * their topics with their keys, headers and payloads; the topics made with their partitions and
 * retention; the broker stopped mid-relay and the projector killed mid-relay, with nothing lost, each
 * key's order kept, and a message repeated only under its own event id.
 *
 * One file: the cases share one Kafka broker started for this suite (about 4 s and a JVM); a second file would start a second broker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigResourceTypes, Kafka, logLevel, type Consumer } from 'kafkajs';
import type { NewEvent } from '@safetrails/contracts';
import { startKafka, type RunningKafka } from '@safetrails/infra';
import { PostgresEventStore } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { TOPIC_RETENTION_MS, TOPICS } from './integration-events';
import { RELAY_CHECKPOINT } from './kafka-publisher';
import { RelayRunner } from './relay-runner';

jest.setTimeout(180_000);

interface Received {
  readonly topic: string;
  readonly key: string;
  readonly headers: Record<string, string>;
  readonly value: { eventId: string; type: string; streamId: string; data: Record<string, unknown> };
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function event(type: string, data: unknown): NewEvent {
  return {
    id: randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: 'relay-test',
      causationId: 'relay-test',
      actorId: null,
      actorRole: 'system',
      occurredAt: new Date().toISOString(),
    },
  };
}

function alertRaised(alertId: string, title: string): NewEvent {
  return event('AlertRaised', {
    alertId,
    destinationId: null,
    title,
    content: 'Published through the relay',
    severity: 'low',
    alertType: 'other',
    source: null,
    latitude: null,
    longitude: null,
    radiusMetres: 1000,
    startTime: new Date().toISOString(),
    endTime: null,
    verified: true,
    raisedBy: randomUUID(),
  });
}

/** Reads every topic from the beginning into `received`, in the order each partition gives. */
async function collect(brokers: string, received: Received[]): Promise<Consumer> {
  const consumer = new Kafka({
    clientId: 'relay-test-reader',
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
  }).consumer({
    groupId: `relay-test-${randomUUID()}`,
  });
  await consumer.connect();
  await consumer.subscribe({ topics: Object.values(TOPICS), fromBeginning: true });
  void consumer.run({
    eachMessage: ({ topic, message }) => {
      received.push({
        topic,
        key: message.key?.toString() ?? '',
        headers: Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]),
        ),
        value: JSON.parse(message.value?.toString() ?? '{}') as Received['value'],
      });
      return Promise.resolve();
    },
  });
  return consumer;
}

/** Once the relay has made its topics: a consumer subscribed before would not see them. */
async function topicsMade(brokers: string): Promise<void> {
  const admin = new Kafka({ clientId: 'relay-test-admin', brokers: [brokers], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await until(async () => {
      const topics = new Set(await admin.listTopics());
      return Object.values(TOPICS).every((topic) => topics.has(topic));
    }, 'the relay’s topics');
  } finally {
    await admin.disconnect();
  }
}

/**
 * Appends alerts to `keys` streams, round robin, one every few milliseconds until stopped (or
 * `count` are in), so a fault lands while the relay is publishing. Remembers each stream's order.
 */
function appender(store: PostgresEventStore, prefix: string, keys: number) {
  const appended = new Map<string, string[]>();
  let stopped = false;
  let count = 0;
  const running = (async () => {
    while (!stopped) {
      const key = `alert-${prefix}-${count % keys}`;
      const raised = alertRaised(key.slice('alert-'.length), `${prefix} ${count}`);
      const revision = BigInt(appended.get(key)?.length ?? 0) - 1n;
      await store.append(key, [raised], revision < 0n ? 'no_stream' : revision);
      appended.set(key, [...(appended.get(key) ?? []), raised.id]);
      count++;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return {
    appended,
    get count() {
      return count;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What a consumer that drops repeats by event id sees: every event once, each key in the order its
 * stream was appended; and the repeats, each under the event id it repeats.
 */
function delivered(received: readonly Received[], appended: ReadonlyMap<string, readonly string[]>) {
  const seen = new Set<string>();
  const byKey = new Map<string, string[]>();
  let repeats = 0;
  for (const message of received) {
    expect(message.headers['event-id']).toBe(message.value.eventId);
    if (seen.has(message.value.eventId)) {
      repeats++;
      continue;
    }
    seen.add(message.value.eventId);
    byKey.set(message.key, [...(byKey.get(message.key) ?? []), message.value.eventId]);
  }
  for (const [key, ids] of appended) expect({ key, ids: byKey.get(key) ?? [] }).toEqual({ key, ids });
  return { distinct: seen.size, repeats };
}

describe('the Kafka relay against a real broker', () => {
  let kafka: RunningKafka;
  let kafkaDir: string;
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    kafkaDir = mkdtempSync(path.join(tmpdir(), 'safetrails-kafka-'));
    kafka = await startKafka({ dataDir: kafkaDir });
  });
  afterAll(async () => {
    await kafka?.stop();
    rmSync(kafkaDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it('publishes an alert, a score change and an advice change keyed by stream, with their headers, after making the topics', async () => {
    const alertId = randomUUID();
    await store.append(`alert-${alertId}`, [alertRaised(alertId, 'Relay test')], 'no_stream');
    await store.append(
      'destination-4242',
      [
        event('DestinationRegistered', {
          baseline: {
            safetyScore: 80,
            walkability: 70,
            publicTransport: 60,
            harassmentLevel: 75,
            pettyCrime: 65,
            medicalAccess: 85,
          },
          baselineSource: { source: 'relay test', asOf: '2026-12-01', url: null },
          origin: 'test',
        }),
      ],
      'no_stream',
    );
    await store.append(
      'advisory-FR-uk',
      [
        event('AdvisoryPublished', {
          contentHash: 'h',
          record: {
            source: 'uk',
            organisation: 'UK Foreign, Commonwealth & Development Office',
            countryCode: 'FR',
            sourceCountryName: 'France',
            level: 2,
            sourceLevel: 'See travel advice',
            title: 'France travel advice',
            summary: null,
            indicators: [],
            regions: [{ name: 'Mayotte', level: 3, sourceLevel: 'Advise against all but essential travel' }],
            womenTravellers: null,
            lgbtTravellers: null,
            issuedAt: '2026-12-01T00:00:00.000Z',
            retrievedAt: '2026-12-02T00:00:00.000Z',
            url: 'https://www.gov.uk/foreign-travel-advice/france',
            licence: 'Open Government Licence v3.0',
          },
        }),
      ],
      'no_stream',
    );
    const received: Received[] = [];
    const runner = new RelayRunner({
      store,
      pool: database.pool,
      brokers: [kafka.brokers],
      clientId: 'relay-test',
      logger: quiet,
    });
    void runner.start();
    await topicsMade(kafka.brokers);
    const consumer = await collect(kafka.brokers, received);
    await until(() => received.length >= 3, 'three messages');
    await runner.stop();
    await consumer.disconnect();

    const alert = received.find((message) => message.topic === TOPICS.alerts)!;
    expect(alert.key).toBe(`alert-${alertId}`);
    expect(alert.value).toMatchObject({
      type: 'alert.raised',
      streamId: `alert-${alertId}`,
      data: { alertId, title: 'Relay test' },
    });
    expect(alert.headers).toEqual({
      'event-id': alert.value.eventId,
      'event-type': 'alert.raised',
      'schema-version': '1',
      'log-position': expect.stringMatching(/^\d+\/\d+$/),
    });
    const score = received.find((message) => message.topic === TOPICS.safetyScores)!;
    expect(score.key).toBe('destination-4242');
    expect(score.value).toMatchObject({
      type: 'safety-score.changed',
      data: { destinationId: 4242, cause: 'DestinationRegistered', communityRatings: 0 },
    });
    expect(Object.keys(score.value.data.metrics as object)).toHaveLength(6);
    const advice = received.find((message) => message.topic === TOPICS.advisories)!;
    expect(advice.key).toBe('advisory-FR-uk');
    expect(advice.value).toMatchObject({
      type: 'advice.published',
      data: { countryCode: 'FR', source: 'uk', level: 2, regions: [{ name: 'Mayotte', level: 3 }] },
    });

    // The topics, as the relay made them: six partitions, thirty days.
    const admin = new Kafka({
      clientId: 'relay-test-admin',
      brokers: [kafka.brokers],
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    const metadata = await admin.fetchTopicMetadata({ topics: Object.values(TOPICS) });
    for (const topic of metadata.topics)
      expect({ topic: topic.name, partitions: topic.partitions.length }).toEqual({ topic: topic.name, partitions: 6 });
    const configs = await admin.describeConfigs({
      includeSynonyms: false,
      resources: Object.values(TOPICS).map((name) => ({
        type: ConfigResourceTypes.TOPIC,
        name,
        configNames: ['retention.ms'],
      })),
    });
    for (const resource of configs.resources)
      expect(resource.configEntries[0]?.configValue).toBe(String(TOPIC_RETENTION_MS));
    await admin.disconnect();
    // The partner's consumer of docs/INTEGRATION.md reads them, keyed by stream.
    const partner = spawn(process.execPath, [path.resolve(__dirname, '../../../../docs/integration/consumer.mjs')], {
      env: {
        ...process.env,
        KAFKA_BROKERS: kafka.brokers,
        GROUP_ID: `partner-${alertId}`,
        KAFKAJS_NO_PARTITIONER_WARNING: '1',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let printed = '';
    partner.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    // Two topics: the consumer reads their partitions side by side, in no order between topics.
    const alertLine = `safetrails.alerts.v1 alert-${alertId} alert.raised: Relay test`;
    await until(
      () => printed.includes(alertLine) && printed.includes('advice.published'),
      'the partner consumer’s lines',
    );
    partner.kill('SIGTERM');
    expect(printed).toContain(alertLine);
    expect(printed).toContain('safetrails.advisories.v1 advisory-FR-uk advice.published: FR level 2');

    // The checkpoint moved only after the acknowledgement, to the last event relayed.
    const { rows } = await database.pool.query('SELECT 1 FROM projector.checkpoints WHERE projection = $1', [
      RELAY_CHECKPOINT,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('loses nothing and keeps each key’s order when the broker stops mid-relay and comes back', async () => {
    const received: Received[] = [];
    const mine = () => received.filter((message) => message.key.startsWith('alert-broker-'));
    const runner = new RelayRunner({
      store,
      pool: database.pool,
      brokers: [kafka.brokers],
      clientId: 'relay-test',
      logger: quiet,
      restartDelayMs: 200,
    });
    void runner.start();
    await topicsMade(kafka.brokers);
    const consumer = await collect(kafka.brokers, received);
    const appends = appender(store, 'broker', 10);
    await until(() => mine().length >= 100, 'the first hundred messages');
    // The broker stops while the relay publishes and events keep coming; it comes back after 3 s.
    await kafka.stop();
    const atStop = appends.count;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    kafka = await startKafka({ dataDir: kafkaDir });
    await until(() => appends.count >= atStop + 300, 'three hundred more appends');
    await appends.stop();
    await until(
      () => new Set(mine().map((message) => message.value.eventId)).size >= appends.count,
      `${appends.count} events`,
      120_000,
    );
    await runner.stop();
    await consumer.disconnect();
    const { distinct, repeats } = delivered(mine(), appends.appended);
    expect(distinct).toBe(appends.count);
    // The relay resent only what the broker had not acknowledged (its batch in flight), if anything.
    expect(repeats).toBeLessThan(appends.count);
    console.log(
      `broker stopped mid-relay: ${distinct} events, ${repeats} repeated (same event ids), every key in order`,
    );
  });

  it('loses nothing and keeps each key’s order when the projector is killed mid-relay', async () => {
    const received: Received[] = [];
    const mine = () => received.filter((message) => message.key.startsWith('alert-killed-'));
    const projector = (): ChildProcess =>
      spawn(process.execPath, [path.resolve(__dirname, '../../dist/main.js')], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          KAFKA_BROKERS: kafka.brokers,
          KAFKA_CLIENT_ID: 'relay-test-projector',
          PROJECTOR_BATCH_SIZE: '50',
          LOG_LEVEL: 'error',
        },
        stdio: 'ignore',
      });
    let child = projector();
    await topicsMade(kafka.brokers);
    const consumer = await collect(kafka.brokers, received);
    const appends = appender(store, 'killed', 12);
    await until(() => mine().length >= 100, 'the first hundred messages');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const atKill = appends.count;
    child = projector();
    await until(() => appends.count >= atKill + 300, 'three hundred more appends');
    await appends.stop();
    await until(
      () => new Set(mine().map((message) => message.value.eventId)).size >= appends.count,
      `${appends.count} events`,
      120_000,
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await consumer.disconnect();
    const { distinct, repeats } = delivered(mine(), appends.appended);
    expect(distinct).toBe(appends.count);
    console.log(
      `projector killed mid-relay: ${distinct} events, ${repeats} repeated (same event ids), every key in order`,
    );
  });
});
