/**
 * Busy, not unavailable: with every read-model connection in use, a request waits its turn and is
 * answered; only when DATABASE_QUEUE_LIMIT requests already wait is one refused, at once, with 503
 * BUSY and `Retry-After`, never the "cannot reach its database" answer while PostgreSQL is up.
 */
import type { Pool, PoolClient } from 'pg';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';
import { READ_POOL } from './database.module';

describe('a busy API', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ DATABASE_POOL_SIZE: '2', DATABASE_QUEUE_LIMIT: '1' });
  });
  afterAll(async () => api.close());

  it('answers fifty concurrent reads with two connections, waiting as long as it takes', async () => {
    // The default queue (DATABASE_QUEUE_LIMIT 2,000) holds all of them.
    const relaxed = await startApi({ DATABASE_POOL_SIZE: '2' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          relaxed.app.inject({ method: 'GET', url: `/api/countries/${index % 2 === 0 ? 'FR' : 'MX'}` }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([404]));
    } finally {
      await relaxed.close();
    }
  });

  it('refuses only the request past the queue, at once, with 503 BUSY and Retry-After', async () => {
    const pool = api.app.get<Pool>(READ_POOL);
    const held: PoolClient[] = [await pool.connect(), await pool.connect()];
    try {
      // A destination's page is one statement: one place in the queue each.
      const waiting = api.app.inject({ method: 'GET', url: '/api/destinations/999999998' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await api.app.inject({ method: 'GET', url: '/api/destinations/999999997' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ code: 'BUSY' });
      for (const client of held.splice(0)) client.release();
      expect((await waiting).statusCode).toBe(404);
    } finally {
      for (const client of held) client.release();
    }
  });
});
