/**
 * The relay's two adapters: a kafkajs producer (idempotent, `acks: -1`, the default partitioner, so
 * a key always lands on the same partition) and its checkpoint row in `projector.checkpoints`, where
 * /health and /metrics report its lag like a projection's.
 */
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { Pool } from 'pg';
import type { GlobalPosition } from '@safetrails/contracts';
import type { IntegrationMessage } from './integration-events';
import { RELAYED_EVENT_TYPES } from './integration-events';
import type { MessagePublisher, RelayCheckpointStore } from './kafka-relay';

export const RELAY_CHECKPOINT = 'kafka-relay';

export class KafkaPublisher implements MessagePublisher {
  private constructor(private readonly producer: Producer) {}

  static async connect(brokers: readonly string[], clientId: string): Promise<KafkaPublisher> {
    const kafka = new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN });
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
    await producer.connect();
    return new KafkaPublisher(producer);
  }

  async publish(messages: readonly IntegrationMessage[]): Promise<void> {
    const byTopic = new Map<string, IntegrationMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, batch]) => ({
        topic,
        messages: batch.map(({ key, value, headers }) => ({ key, value, headers: { ...headers } })),
      })),
    });
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }
}

export class PostgresRelayCheckpoints implements RelayCheckpointStore {
  constructor(private readonly pool: Pool) {}

  async read(): Promise<GlobalPosition | null> {
    const { rows } = await this.pool.query<{ commit_position: string; prepare_position: string }>(
      'SELECT commit_position, prepare_position FROM projector.checkpoints WHERE projection = $1',
      [RELAY_CHECKPOINT],
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : null;
  }

  async write(position: GlobalPosition): Promise<void> {
    await this.pool.query(
      `INSERT INTO projector.checkpoints (projection, version, commit_position, prepare_position, read_schema, event_types)
       VALUES ($1, 1, $2, $3, 'kafka', $4)
       ON CONFLICT (projection) DO UPDATE SET commit_position = EXCLUDED.commit_position,
         prepare_position = EXCLUDED.prepare_position, event_types = EXCLUDED.event_types, updated_at = now()`,
      [RELAY_CHECKPOINT, position.commit.toString(), position.prepare.toString(), RELAYED_EVENT_TYPES],
    );
  }
}
