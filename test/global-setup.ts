/**
 * Starts one embedded PostgreSQL for the integration run, migrates a template database, and tells
 * the workers where it is. Each test file clones the template (test/database.ts), so files never
 * see each other's events.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, startEmbeddedPostgres } from '../infra/src';
import { freePort } from './free-port';

export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-test-'));
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'safetrails_template' });
  await migrate(server.connectionString);
  process.env.TEST_TEMPLATE_DATABASE_URL = server.connectionString;
  (globalThis as { __SAFETRAILS_PG__?: { stop(): Promise<void>; dataDir: string } }).__SAFETRAILS_PG__ = {
    stop: server.stop,
    dataDir,
  };
}
