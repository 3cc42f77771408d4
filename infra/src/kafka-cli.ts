/**
 * `npm run kafka`: one Apache Kafka broker on this machine (KRaft, loopback), its log kept in
 * `.data/kafka`, until Ctrl-C. Prints the address to give KAFKA_BROKERS (docs/INTEGRATION.md).
 *
 *   KAFKA_PORT=9092 npm run kafka
 */
import path from 'node:path';
import { startKafka } from './kafka';

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.KAFKA_DATA_DIR ?? path.join(__dirname, '..', '..', '.data', 'kafka'));
  const started = performance.now();
  const kafka = await startKafka({
    dataDir,
    port: process.env.KAFKA_PORT ? Number(process.env.KAFKA_PORT) : undefined,
    say: (line) => console.log(line),
  });
  console.log(
    `Apache Kafka is up in ${((performance.now() - started) / 1000).toFixed(1)} s: KAFKA_BROKERS=${kafka.brokers} ` +
      `(its log in ${dataDir}/kafka.log). Ctrl-C stops it.`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the broker…');
    void kafka.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
