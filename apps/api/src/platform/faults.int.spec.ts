/**
 * Faults with real processes (the built API and projector, `npm run build` first; `npm test` does)
 * on a PostgreSQL of their own: the API killed during a burst of writes loses none it answered
 * 2xx to; PostgreSQL restarted under the running app makes the API answer 503 while it is away and
 * recover by itself within 10 s, and an event-stream client that comes back with its last event id
 * hears of what changed meanwhile. (The projector killed mid-catch-up: apps/projector/src/runtime/
 * projector-crash.int.spec.ts.)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { waitlistStreamName } from '../waitlist/domain/waitlist-entry';
import { freePort } from '../../../../test/free-port';
import {
  API,
  apiServing,
  csrfHeaders,
  PROJECTOR,
  requireBuilt,
  ROOT,
  startScript,
  stopAll,
  until,
} from '../../../../test/app-processes';
import { type PostgresProcess, startPostgresProcess } from '@safetrails/infra';

describe('faults', () => {
  let dataDir: string;
  let pgPort: number;
  let postgres: PostgresProcess;
  let databaseUrl: string;
  let apiPort: number;
  let base: string;
  const children: ChildProcess[] = [];

  const start = (script: string): ChildProcess => {
    const child = startScript(script, { DATABASE_URL: databaseUrl, PORT: String(apiPort) });
    children.push(child);
    return child;
  };
  const startApi = async () => {
    const api = start(API);
    await apiServing(base);
    return api;
  };
  const csrf = () => csrfHeaders(base);

  beforeAll(async () => {
    requireBuilt(API, PROJECTOR, path.join(ROOT, 'infra/dist/index.js'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-faults-'));
    [pgPort, apiPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${apiPort}`;
    postgres = await startPostgresProcess(dataDir, pgPort);
    databaseUrl = postgres.connectionString;
  }, 120_000);

  afterAll(() => stopAll(children, postgres, dataDir));

  it('keeps every write it answered 2xx to when the API is killed in the middle of a burst', async () => {
    const api = await startApi();
    const headers = await csrf();
    const answered: string[] = [];
    let dropped = 0;
    const burst = Array.from({ length: 300 }, async (_, index) => {
      const email = `burst-${index}@example.org`;
      await new Promise((resolve) => setTimeout(resolve, index * 2));
      try {
        const response = await fetch(`${base}/api/core/waitlist/join`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, name: `Burst ${index}` }),
        });
        if (response.status === 201) answered.push(email);
      } catch {
        dropped += 1;
      }
    });
    await until(() => Promise.resolve(answered.length >= 40 ? true : null), 20_000, '40 sign-ups answered');
    api.kill('SIGKILL');
    await Promise.all(burst);
    expect(dropped).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ stream_id: string }>(
        `SELECT DISTINCT stream_id FROM es.events WHERE type = 'WaitlistJoined'`,
      );
      const stored = new Set(rows.map((row) => row.stream_id));
      expect(answered.filter((email) => !stored.has(waitlistStreamName(email)))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('answers 503 while PostgreSQL is away, recovers by itself, and lets a stream client catch up', async () => {
    start(PROJECTOR);
    await startApi();
    const join = async (email: string) =>
      fetch(`${base}/api/core/waitlist/join`, {
        method: 'POST',
        headers: await csrf(),
        body: JSON.stringify({ email, name: 'Restart Test' }),
      });
    expect((await join('before-restart@example.org')).status).toBe(201);

    // A stream client hears the change and keeps its id.
    const lastId = await until(
      async () => {
        const controller = new AbortController();
        const response = await fetch(`${base}/api/events`, { signal: controller.signal });
        const reader = response.body!.getReader();
        let text = '';
        const deadline = Date.now() + 3_000;
        await join(`stream-${Date.now()}@example.org`);
        while (
          Date.now() < deadline &&
          !/id: \d+:\d+\nevent: read-model-changed\ndata: \{"projection":"waitlist"/.test(text)
        ) {
          const { value, done } = await reader.read();
          if (done) break;
          text += Buffer.from(value).toString('utf8');
        }
        controller.abort();
        return /id: (\d+:\d+)\nevent: read-model-changed\ndata: \{"projection":"waitlist"/.exec(text)?.[1] ?? null;
      },
      20_000,
      'a waitlist notice with an id',
    );

    const headers = await csrf();
    await postgres.stop();
    const away = await fetch(`${base}/api/waitlist/stats`);
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('5');
    expect(((await away.json()) as { code: string }).code).toBe('DATABASE_UNAVAILABLE');
    const write = await fetch(`${base}/api/core/waitlist/join`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'during@example.org', name: 'During' }),
    });
    expect(write.status).toBe(503);
    expect((await fetch(`${base}/health`)).status).toBe(503);

    postgres = await startPostgresProcess(dataDir, pgPort);
    const restartedAt = Date.now();
    await until(
      async () => ((await fetch(`${base}/api/waitlist/stats`)).status === 200 ? true : null),
      10_000,
      'the API recovering',
    );
    expect(Date.now() - restartedAt).toBeLessThan(10_000);

    // A write after the restart; once the projector (restarting by itself after the outage) has
    // projected it, a stream client that comes back with its last id hears of it at once.
    expect((await join('after-restart@example.org')).status).toBe(201);
    const [lastCommit, lastPrepare] = lastId.split(':');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await until(
        async () => {
          const { rows } = await client.query(
            `SELECT 1 FROM projector.checkpoints WHERE projection = 'waitlist'
               AND (commit_position, prepare_position) > ($1::bigint, $2::bigint)`,
            [lastCommit, lastPrepare],
          );
          return rows.length > 0 ? true : null;
        },
        60_000,
        'the projector projecting the write after the restart',
      );
    } finally {
      await client.end();
    }
    const caughtUp = await until(
      async () => {
        const controller = new AbortController();
        const response = await fetch(`${base}/api/events`, {
          signal: controller.signal,
          headers: { 'last-event-id': lastId },
        });
        const reader = response.body!.getReader();
        let text = '';
        const deadline = Date.now() + 2_000;
        while (Date.now() < deadline && !text.includes('"projection":"waitlist"')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += Buffer.from(value).toString('utf8');
        }
        controller.abort();
        return text.includes('"projection":"waitlist"') ? text : null;
      },
      20_000,
      'the stream catching up after the restart',
    );
    const [, commit] = /id: (\d+):\d+\nevent: read-model-changed\ndata: \{"projection":"waitlist"/.exec(caughtUp) ?? [];
    expect(BigInt(commit ?? '0')).toBeGreaterThan(BigInt(lastId.split(':')[0]!));
  }, 120_000);
});
