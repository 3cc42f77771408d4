/**
 * The child process of postgres-process.ts: starts the embedded server on the data directory and
 * port it is given, migrates it, prints its connection string as one JSON line, and stops the server
 * cleanly on SIGTERM. Starting it again on the same directory brings the same cluster back.
 *
 *   node infra/dist/postgres-child.js <data directory> <port>
 */
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrate } from './migrate';

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  if (!dataDir || !port) throw new Error('usage: postgres-child.js <data directory> <port>');
  const postgres = await startEmbeddedPostgres({ dataDir, port: Number(port) });
  await migrate(postgres.connectionString);
  process.stdout.write(`${JSON.stringify({ connectionString: postgres.connectionString })}\n`);
  process.once('SIGTERM', () => {
    void postgres.stop().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
