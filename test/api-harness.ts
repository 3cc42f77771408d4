/**
 * An API instance over a fresh database, with the projector running in-process, for integration
 * tests that go through the real HTTP stack (Fastify inject, or a real socket for SSE).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { PostgresEventStore } from '@safetrails/event-store';
import { createApp } from '../apps/api/src/app.factory';
import { validateConfig } from '../apps/api/src/config/app.config';
import { createProjections } from '../apps/projector/src/projections';
import { ProjectionRunner } from '../apps/projector/src/runtime/projection-runner';
import { createTestDatabase, type TestDatabase } from './database';

export interface ApiHarness {
  readonly app: NestFastifyApplication;
  readonly database: TestDatabase;
  readonly store: PostgresEventStore;
  /** Headers and cookie for a state-changing request, as a browser holding the page would send them. */
  csrf(): Promise<{ headers: Record<string, string>; cookies: Record<string, string> }>;
  /** Signs in as a development persona and returns what a browser would then hold, and a caller using it. */
  signIn(persona: string): Promise<SignedIn>;
  eventCount(type?: string): Promise<number>;
  /** Waits until every live projection has handled every event of its types in the log. */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SignedIn {
  readonly id: string;
  readonly response: LightMyRequestResponse;
  readonly session: LightMyRequestResponse['cookies'][number];
  readonly headers: Record<string, string>;
  readonly cookies: Record<string, string>;
  call(
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

export async function startApi(
  env: Record<string, string> = {},
  options: {
    readonly logTo?: NodeJS.WritableStream;
    /** An existing database (a restored one) instead of a fresh one; dropped on close all the same. */
    readonly database?: TestDatabase;
  } = {},
): Promise<ApiHarness> {
  const database = options.database ?? (await createTestDatabase());
  const store = new PostgresEventStore({ connectionString: database.url });
  const runner = new ProjectionRunner({
    pool: database.pool,
    store,
    projections: createProjections(database.pool),
    logger: { info: () => undefined, error: () => undefined },
  });
  await runner.start();
  const config = validateConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    // Tests write fast from one address; the rate-limit tests set RATE_LIMIT_FACTOR back to 1.
    RATE_LIMIT_FACTOR: '1000',
    // No live refresh of official advice in tests: they run on the recorded snapshot.
    ADVISORY_REFRESH_HOURS: '0',
    ALERT_POLL_MINUTES: '0',
    // Each test database its own erasure ledger, outside the repository.
    ERASURE_LEDGER: path.join(tmpdir(), `safetrails-erasures-${new URL(database.url).pathname.slice(1)}.jsonl`),
    ...env,
  });
  const app = await createApp(config, options);
  await app.getHttpAdapter().getInstance().ready();
  const csrf = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/csrf-token' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'safetrails_csrf');
    if (!cookie) throw new Error('no CSRF cookie');
    return {
      headers: { 'x-csrf-token': response.json<{ token: string }>().token },
      cookies: { safetrails_csrf: cookie.value },
    };
  };
  return {
    app,
    database,
    store,
    csrf,
    async signIn(persona) {
      const fresh = await csrf();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/development/sign-in',
        headers: fresh.headers,
        cookies: fresh.cookies,
        payload: { persona },
      });
      const session = response.cookies.find((cookie) => cookie.name === 'safetrails_session');
      if (response.statusCode !== 200 || !session)
        throw new Error(`sign-in as ${persona} answered ${response.statusCode}`);
      const cookies = { ...fresh.cookies, safetrails_session: session.value };
      return {
        id: response.json<{ id: string }>().id,
        response,
        session,
        headers: fresh.headers,
        cookies,
        call: (method, url, payload) =>
          app.inject({ method, url, headers: fresh.headers, cookies, ...(payload ? { payload } : {}) }),
      };
    },
    async eventCount(type) {
      const result = await database.pool.query<{ count: string }>(
        type ? 'SELECT count(*) FROM es.events WHERE type = $1' : 'SELECT count(*) FROM es.events',
        type ? [type] : [],
      );
      return Number(result.rows[0]!.count);
    },
    async settled(timeoutMs = 10_000) {
      await eventually(
        () =>
          database.pool
            .query<{ behind: string[] }>(
              `SELECT coalesce(array_agg(c.projection), '{}') AS behind
               FROM projector.checkpoints c
               WHERE c.projection NOT LIKE '%#build'
                 AND EXISTS (SELECT 1 FROM es.events e
                             WHERE e.type = ANY(c.event_types)
                               AND (e.transaction_id::text::numeric, e.position) > (c.commit_position::numeric, c.prepare_position))`,
            )
            .then((result) => result.rows[0]!.behind),
        (behind) => behind.length === 0,
        timeoutMs,
      );
    },
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await database.drop();
    },
  };
}

export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
