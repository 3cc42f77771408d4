/**
 * The projector process: follows the event log and keeps every read model current. Restarts its
 * subscriptions after a failure (a lost connection, say) from the committed checkpoints.
 */
import pg from 'pg';
import pino from 'pino';
import { logDestination, logFormat } from '@safetrails/infra';
import { createEventStore } from '@safetrails/event-store';
import { loadProjectorConfig } from './projector.config';
import { createProjections } from './projections';
import { ProjectionRunner } from './runtime/projection-runner';
import { RelayRunner } from './relay/relay-runner';

const RESTART_DELAY_MS = 1000;

async function main(): Promise<void> {
  const config = loadProjectorConfig(process.env);
  const logger = pino({ name: 'projector', level: config.logLevel }, logDestination(logFormat(), { sync: true }));
  // Both pools keep their connections however idle (min = max): a burst of appends after a quiet
  // minute then folds without waiting for PostgreSQL to start backends (bounded-pool.ts).
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 4,
    min: 4,
    application_name: 'safetrails-projector',
  });
  pool.on('error', (error) => logger.warn({ err: error }, 'idle read-model connection failed'));
  const projections = createProjections(pool);
  const store = await createEventStore({
    databaseUrl: config.databaseUrl,
    eventStoreConnectionString: config.eventStoreConnectionString,
    applicationName: 'safetrails-projector',
    poolSize: 4,
    keepConnections: true,
  });
  let stopping = false;
  let runner: ProjectionRunner | null = null;
  let relay: RelayRunner | null = null;

  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'projector stopping');
    await relay?.stop();
    await runner?.stop();
    await store.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The Kafka relay runs beside the projections and starts again on its own after a failure.
  if (config.kafkaBrokers.length === 0) {
    logger.debug('Kafka relay off: KAFKA_BROKERS is not set');
  } else {
    relay = new RelayRunner({
      store,
      pool,
      brokers: config.kafkaBrokers,
      clientId: config.kafkaClientId,
      logger: {
        info: (message, fields) => logger.info(fields ?? {}, message),
        warn: (message, fields) => logger.warn(fields ?? {}, message),
        error: (message, fields) => logger.error(fields ?? {}, message),
      },
      restartDelayMs: RESTART_DELAY_MS,
    });
    void relay.start();
  }

  while (!stopping) {
    runner = new ProjectionRunner({
      pool,
      store,
      projections,
      batchSize: config.batchSize,
      logger: {
        info: (message, fields) => logger.info(fields ?? {}, message),
        debug: (message, fields) => logger.debug(fields ?? {}, message),
        error: (message, fields) => logger.error(fields ?? {}, message),
      },
      onRebuildProgress: ({ projection, done, total }) => {
        if (total > 0 && (done === total || done % 10000 === 0)) {
          logger.info({ projection, done, total }, `${projection}: ${done} of ${total} events replayed`);
        }
      },
    });
    try {
      const { done } = await runner.start();
      logger.info(
        { projections: projections.map((projection) => projection.name) },
        `${projections.length} read models follow the event log`,
      );
      await done;
    } catch (error) {
      if (stopping) break;
      logger.error({ err: error }, 'projection failed; restarting from the last checkpoint');
      await runner.stop().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
