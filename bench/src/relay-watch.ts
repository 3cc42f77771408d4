/**
 * Bench (n)'s view of the Kafka relay from outside: a kafkajs consumer on every integration topic
 * (as a partner's is, docs/INTEGRATION.md), and the log itself. What the log holds of the relayed
 * types must all reach the topics (by event id), each key in log order, and how long after its
 * append each event of the measured window reached the consumer.
 */
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import type pg from 'pg';
import { RELAYED_EVENT_TYPES, TOPICS } from '@safetrails/projector/dist/relay/integration-events';
import { percentile, until } from './support';

interface Received {
  readonly receivedAt: number;
  /** The producer's timestamp (CreateTime): when the relay handed the message to its client. */
  readonly sentAt: number;
}

export interface RelayFigures {
  /** Relayed-type events in the log. */
  readonly inLog: number;
  /** Of those, how many never reached a topic. */
  readonly missing: number;
  /** Messages that repeated an event id already received (at least once delivery). */
  readonly repeated: number;
  /** Keys whose messages arrived out of log order. */
  readonly keysOutOfOrder: number;
  /** Events appended in the measured window. */
  readonly measured: number;
  /** Append (recorded_at) to the producer's send, and to the consumer's receipt (after the acknowledgement). */
  readonly toSend: { readonly p50Ms: number; readonly p99Ms: number };
  readonly toReceipt: { readonly p50Ms: number; readonly p99Ms: number; readonly maxMs: number };
}

export class RelayWatch {
  private readonly received = new Map<string, Received>();
  private readonly lastPosition = new Map<string, bigint>();
  private repeated = 0;
  private keysOutOfOrder = new Set<string>();
  private windowFrom: bigint | null = null;

  private constructor(
    private readonly consumer: Consumer,
    private readonly pool: pg.Pool,
  ) {}

  /** Subscribed from the topics' beginning, reading from here on. */
  static async start(brokers: string, pool: pg.Pool): Promise<RelayWatch> {
    const kafka = new Kafka({ clientId: 'bench-n', brokers: [brokers], logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `bench-n-${Date.now()}`, maxWaitTimeInMs: 50 });
    const watch = new RelayWatch(consumer, pool);
    await consumer.connect();
    // The relay makes the topics on its first start; wait for them rather than create them here.
    const admin = kafka.admin();
    await admin.connect();
    await until(
      async () => {
        const topics = await admin.listTopics();
        return Object.values(TOPICS).every((topic) => topics.includes(topic));
      },
      120_000,
      "the relay's topics",
    );
    await admin.disconnect();
    await consumer.subscribe({ topics: Object.values(TOPICS), fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently: 6,
      eachBatch: ({ batch }) => {
        const receivedAt = Date.now();
        for (const message of batch.messages)
          watch.take(message.headers ?? {}, message.key, message.timestamp, receivedAt);
        return Promise.resolve();
      },
    });
    return watch;
  }

  private take(
    headers: Record<string, Buffer | string | (Buffer | string)[] | undefined>,
    key: Buffer | null,
    timestamp: string,
    receivedAt: number,
  ): void {
    const eventId = String(headers['event-id']);
    const position = BigInt(String(headers['log-position']).split('/')[1] ?? '0');
    if (this.received.has(eventId)) {
      this.repeated += 1;
      return;
    }
    this.received.set(eventId, { receivedAt, sentAt: Number(timestamp) });
    const stream = key?.toString() ?? '';
    if ((this.lastPosition.get(stream) ?? -1n) > position) this.keysOutOfOrder.add(stream);
    this.lastPosition.set(stream, position);
  }

  /** Until every relayed event now in the log has been received (the relay's backlog drained). */
  async drained(timeoutMs: number): Promise<void> {
    await until(async () => (await this.missingIds()).length === 0, timeoutMs, 'every relayed event on its topic');
  }

  /** Events appended from now on are the measured window. */
  async markWindow(): Promise<void> {
    const { rows } = await this.pool.query<{ last: string | null }>(
      'SELECT max(position)::text AS last FROM es.events',
    );
    this.windowFrom = BigInt(rows[0]?.last ?? '0');
  }

  /** Waits up to `settleMs` for the stragglers, then counts. */
  async figures(settleMs: number): Promise<RelayFigures> {
    const deadline = Date.now() + settleMs;
    let missing = await this.missingIds();
    while (missing.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      missing = await this.missingIds();
    }
    const { rows } = await this.pool.query<{ event_id: string; recorded_ms: string }>(
      `SELECT event_id::text, (extract(epoch FROM recorded_at) * 1000)::text AS recorded_ms
         FROM es.events WHERE type = ANY($1) AND position > $2`,
      [RELAYED_EVENT_TYPES, (this.windowFrom ?? 0n).toString()],
    );
    const toSend: number[] = [];
    const toReceipt: number[] = [];
    for (const row of rows) {
      const got = this.received.get(row.event_id);
      if (!got) continue;
      toSend.push(got.sentAt - Number(row.recorded_ms));
      toReceipt.push(got.receivedAt - Number(row.recorded_ms));
    }
    const inLog = await this.pool.query<{ count: string }>('SELECT count(*) FROM es.events WHERE type = ANY($1)', [
      RELAYED_EVENT_TYPES,
    ]);
    const ms = (values: number[], p: number) =>
      Math.round(
        percentile(
          [...values].sort((a, b) => a - b),
          p / 100,
        ),
      );
    return {
      inLog: Number(inLog.rows[0]!.count),
      missing: missing.length,
      repeated: this.repeated,
      keysOutOfOrder: this.keysOutOfOrder.size,
      measured: toReceipt.length,
      toSend: { p50Ms: ms(toSend, 50), p99Ms: ms(toSend, 99) },
      toReceipt: { p50Ms: ms(toReceipt, 50), p99Ms: ms(toReceipt, 99), maxMs: Math.max(0, ...toReceipt) },
    };
  }

  async close(): Promise<void> {
    await this.consumer.disconnect();
  }

  private async missingIds(): Promise<string[]> {
    const { rows } = await this.pool.query<{ event_id: string }>(
      'SELECT event_id::text FROM es.events WHERE type = ANY($1)',
      [RELAYED_EVENT_TYPES],
    );
    return rows.map((row) => row.event_id).filter((id) => !this.received.has(id));
  }
}
