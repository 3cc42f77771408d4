/**
 * The relay's two adapters: a kafkajs producer (idempotent, `acks: -1`, the default partitioner, so
 * a key always lands on the same partition) that makes the relay's topics where they are missing, and
 * its checkpoint row in `projector.checkpoints`, where /health and /metrics report its lag like a
 * projection's.
 */
import { Kafka, logLevel, Partitioners, type Admin, type logCreator, type Producer } from 'kafkajs';
import type { Pool } from 'pg';
import { KAFKA_RELAY_CHECKPOINT, type GlobalPosition } from '@safetrails/contracts';
import type { IntegrationMessage } from './integration-events';
import { RELAYED_EVENT_TYPES, TOPIC_SPECS, type Topic } from './integration-events';
import type { MessagePublisher, RelayCheckpointStore } from './kafka-relay';

export const RELAY_CHECKPOINT = KAFKA_RELAY_CHECKPOINT;

/** Where the client's own warnings go: one line per distinct message a minute, not one per retry. */
export type KafkaLog = (message: string, fields: Record<string, unknown>) => void;

function quietly(log: KafkaLog): logCreator {
  const lastSaid = new Map<string, number>();
  return () =>
    ({ namespace, log: entry }) => {
      const key = `${namespace} ${entry.message}`;
      const now = Date.now();
      if ((lastSaid.get(key) ?? 0) > now - 60_000) return;
      lastSaid.set(key, now);
      log(`kafka client: ${entry.message}`, { namespace, broker: entry.broker, error: entry.error });
    };
}

/** The relay cannot publish at all (a topic missing that it cannot make): said once, clearly, in the log. */
export class RelayCannotStartError extends Error {}

export class KafkaPublisher implements MessagePublisher {
  private constructor(private readonly producer: Producer) {}

  /**
   * Connects an idempotent producer (`acks: -1` on every batch, one request in flight, so a retried
   * batch is neither duplicated nor reordered by the broker), after making every topic the relay
   * writes that does not exist yet, with its documented partitions and retention (TOPIC_SPECS).
   */
  static async connect(
    brokers: readonly string[],
    clientId: string,
    log: KafkaLog = () => undefined,
  ): Promise<KafkaPublisher> {
    const kafka = new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN, logCreator: quietly(log) });
    await ensureTopics(kafka.admin());
    // The Java client's partitioner (murmur2 of the key): a key lands on the partition a Java
    // producer would give it, and always the same one.
    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
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

/** What the relay needs of a Kafka admin client to make its topics. */
export type TopicAdmin = Pick<Admin, 'connect' | 'disconnect' | 'listTopics' | 'describeCluster' | 'createTopics'>;

/**
 * Makes each missing topic with its partitions and retention, replicated on up to three brokers
 * (one here, three in production: docs/DEPLOYMENT.md). A topic that exists is left as its owner set
 * it. When a topic is missing and cannot be made, the relay cannot go on, and says why.
 */
export async function ensureTopics(admin: TopicAdmin): Promise<string[]> {
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = (Object.keys(TOPIC_SPECS) as Topic[]).filter((topic) => !existing.has(topic));
    if (missing.length === 0) return [];
    const { brokers } = await admin.describeCluster();
    try {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: TOPIC_SPECS[topic].partitions,
          replicationFactor: Math.min(3, brokers.length),
          configEntries: [
            { name: 'retention.ms', value: String(TOPIC_SPECS[topic].retentionMs) },
            { name: 'cleanup.policy', value: 'delete' },
          ],
        })),
      });
    } catch (error) {
      throw new RelayCannotStartError(
        `the Kafka relay cannot go on: ${missing.join(', ')} ${missing.length > 1 ? 'do' : 'does'} not exist and could not be created ` +
          `(${error instanceof Error ? error.message : String(error)}); create ${missing.length > 1 ? 'them' : 'it'} as docs/INTEGRATION.md says, or let the relay's client create topics`,
        { cause: error },
      );
    }
    return missing;
  } finally {
    await admin.disconnect().catch(() => undefined);
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
