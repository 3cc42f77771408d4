/**
 * A fresh, migrated database per test file, cloned from the template the global setup prepared in
 * this worker's own cluster (test/global-setup.ts says why one per worker).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  readonly url: string;
  readonly pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrls = process.env.TEST_TEMPLATE_DATABASE_URL?.split(',').filter(Boolean) ?? [];
  if (templateUrls.length === 0)
    throw new Error('TEST_TEMPLATE_DATABASE_URL is not set: run integration tests through jest --selectProjects int');
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID) || 1);
  const templateUrl = templateUrls[(worker - 1) % templateUrls.length]!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE safetrails_template`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // Dropping the database ends its connections; an idle one that notices must not crash the test run.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
