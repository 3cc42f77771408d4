/**
 * Starts one embedded PostgreSQL per Jest worker for the integration run, migrates a template
 * database in each, and tells the workers where they are. Each test file clones its worker's
 * template (test/database.ts), so files never see each other's events. One cluster per worker, not
 * one for the run: transaction ids and the snapshot horizon a subscription reads below are the
 * cluster's, so one file's long write (26,000 cities in 2,000-city commands) held back every other
 * file's projections behind it, and a ten-second wait for them failed on a busy machine.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from 'jest';
import { migrate, startEmbeddedPostgres } from '../infra/src';
import { freePort } from './free-port';

export interface TestClusters {
  stop(): Promise<void>;
  dataDirs: string[];
}

export default async function globalSetup(globalConfig: Pick<Config, 'maxWorkers'>): Promise<void> {
  const workers = Math.max(1, Number(globalConfig.maxWorkers) || 1);
  const servers = await Promise.all(
    Array.from({ length: workers }, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-test-'));
      const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'safetrails_template' });
      await migrate(server.connectionString);
      return { ...server, dataDir };
    }),
  );
  process.env.TEST_TEMPLATE_DATABASE_URL = servers.map((server) => server.connectionString).join(',');
  const clusters: TestClusters = {
    stop: async () => void (await Promise.all(servers.map((server) => server.stop()))),
    dataDirs: servers.map((server) => server.dataDir),
  };
  (globalThis as { __SAFETRAILS_PG__?: TestClusters }).__SAFETRAILS_PG__ = clusters;
}
