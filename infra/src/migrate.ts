/**
 * Versioned migrations (node-pg-migrate, plain SQL files in infra/migrations) for the event store
 * and the projector's bookkeeping. Read-model tables belong to their projection's version instead,
 * so a rebuild can create them fresh beside the live ones.
 */
import path from 'node:path';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'migrations');

export async function migrate(databaseUrl: string, log: (line: string) => void = () => undefined): Promise<void> {
  const { runner } = await import('node-pg-migrate');
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    count: Infinity,
    checkOrder: true,
    singleTransaction: true,
    log,
    logger: { debug: () => undefined, info: log, warn: log, error: log },
  });
}
