/**
 * The relay against a real broker. Kafka cannot run on the development machine (no Docker engine),
 * so this suite runs only when KAFKA_BROKERS points at one (docs/INTEGRATION.md); without it Jest
 * reports it as skipped.
 */
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { RecordedEvent } from '@safetrails/contracts';
import { PostgresEventStore } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { TOPICS } from './integration-events';
import { KafkaPublisher, PostgresRelayCheckpoints } from './kafka-publisher';
import { KafkaRelay } from './kafka-relay';

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
const describeWithBroker = brokers.length > 0 ? describe : describe.skip;

describeWithBroker('the Kafka relay against a broker (KAFKA_BROKERS)', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('publishes an alert keyed by its stream, and checkpoints after the acknowledgement', async () => {
    const alertId = randomUUID();
    await store.append(
      `alert-${alertId}`,
      [
        {
          id: randomUUID(),
          type: 'AlertRaised',
          schemaVersion: 1,
          data: {
            alertId,
            destinationId: null,
            title: 'Relay test',
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
          },
          metadata: {
            correlationId: 'relay-test',
            causationId: 'relay-test',
            actorId: null,
            actorRole: 'system',
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );

    const kafka = new Kafka({ clientId: 'safetrails-relay-test', brokers, logLevel: logLevel.WARN });
    const consumer = kafka.consumer({ groupId: `relay-test-${alertId}` });
    await consumer.connect();
    await consumer.subscribe({ topic: TOPICS.alerts, fromBeginning: true });
    const received = new Promise<{ key: string; value: string }>((resolve) => {
      void consumer.run({
        eachMessage: ({ message }) => {
          const key = message.key?.toString() ?? '';
          if (key === `alert-${alertId}`) resolve({ key, value: message.value?.toString() ?? '' });
          return Promise.resolve();
        },
      });
    });

    const publisher = await KafkaPublisher.connect(brokers, 'safetrails-relay-test');
    const checkpoints = new PostgresRelayCheckpoints(database.pool);
    const relay = new KafkaRelay(store, publisher, checkpoints);
    await relay.start();
    const message = await received;
    expect(JSON.parse(message.value)).toMatchObject({ type: 'alert.raised', data: { alertId, title: 'Relay test' } });
    const head: RecordedEvent['position'] = await store.headPosition();
    for (let attempt = 0; attempt < 50 && (await checkpoints.read())?.commit !== head.commit; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await checkpoints.read()).toEqual(head);
    await relay.stop();
    await publisher.disconnect();
    await consumer.disconnect();
  });
});
