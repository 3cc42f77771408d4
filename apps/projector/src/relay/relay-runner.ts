/**
 * The relay as the projector runs it (main.ts): connect, make the topics, follow the log from the
 * checkpoint, and after any failure (the broker gone, a publish that outlived its retries) start
 * again from the last acknowledged batch. A relay that cannot go on at all (RelayCannotStartError)
 * says why once each time it tries, and keeps trying, as the broker may come back.
 */
import type { Pool } from 'pg';
import type { EventStore } from '@safetrails/event-store';
import { KafkaPublisher, PostgresRelayCheckpoints, RelayCannotStartError } from './kafka-publisher';
import { KafkaRelay } from './kafka-relay';

export interface RelayLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface RelayRunnerOptions {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly brokers: readonly string[];
  readonly clientId: string;
  readonly logger: RelayLogger;
  /** The pause before starting again after a failure. */
  readonly restartDelayMs?: number;
}

export class RelayRunner {
  private stopping = false;
  private current: { relay: KafkaRelay; publisher: KafkaPublisher } | null = null;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly options: RelayRunnerOptions) {}

  /** Runs until `stop()`: resolves then. */
  start(): Promise<void> {
    this.running ??= this.loop();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.current?.relay.stop().catch(() => undefined);
    await this.current?.publisher.disconnect().catch(() => undefined);
    await this.running;
  }

  private async loop(): Promise<void> {
    const { store, pool, brokers, clientId, logger } = this.options;
    while (!this.stopping) {
      try {
        const publisher = await KafkaPublisher.connect(brokers, clientId, (message, fields) =>
          logger.warn(message, fields),
        );
        const relay = new KafkaRelay(store, publisher, new PostgresRelayCheckpoints(pool));
        this.current = { relay, publisher };
        if (this.stopping) break;
        const { done } = await relay.start();
        logger.info('Kafka relay live', { brokers });
        await done;
        if (this.stopping) break;
      } catch (error) {
        if (this.stopping) break;
        logger.error(
          error instanceof RelayCannotStartError
            ? error.message
            : 'Kafka relay failed; starting again from its last acknowledged batch',
          { err: error },
        );
      }
      await this.current?.relay.stop().catch(() => undefined);
      await this.current?.publisher.disconnect().catch(() => undefined);
      this.current = null;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, this.options.restartDelayMs ?? 1000);
      });
    }
  }
}
