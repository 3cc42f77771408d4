/**
 * The worst day of an operator's year, with real processes (the built API, projector and notifier,
 * `npm run build` first; `npm test` does) on a PostgreSQL of their own (docs/OPERATIONS.md):
 *
 * - PostgreSQL runs with fsync, synchronous_commit and full_page_writes on;
 * - killed with SIGKILL in the middle of a burst of writes and started again: every write answered
 *   2xx is in the log and its read model; every request while it is away is answered 503 with
 *   Retry-After within a second (none hangs, none is a 500); the API, the projector and the
 *   notifier carry on without a restart;
 * - put in read-only mode (as when its disk is full): writes are answered 503 with a message that
 *   says so and write nothing, reads (signed in too) keep answering, and writing works again after.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../../test/free-port';
import {
  API,
  apiServing,
  cookiesOf,
  csrfHeaders,
  PROJECTOR,
  requireBuilt,
  ROOT,
  startScript,
  stopAll,
  until,
} from '../../../../test/app-processes';
import { type PostgresProcess, restartPostgresProcess, startPostgresProcess } from '@safetrails/infra';
import { waitlistStreamName } from '../waitlist/domain/waitlist-entry';

const NOTIFIER = path.join(ROOT, 'apps/api/dist/notifier/notifier.main.js');

interface Answer {
  readonly email: string;
  readonly status: number | 'no answer';
  /** When it was sent and answered, on `performance.now()`'s clock. */
  readonly sent: number;
  readonly answered: number;
  readonly retryAfter: string | null;
}

describe('PostgreSQL killed, or unable to write', () => {
  let dataDir: string;
  let pgPort: number;
  let postgres: PostgresProcess;
  let databaseUrl: string;
  let base: string;
  const children: ChildProcess[] = [];

  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const join = async (headers: Record<string, string>, email: string): Promise<Answer> => {
    const sent = performance.now();
    try {
      const response = await fetch(`${base}/api/core/waitlist/join`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, name: 'Fault Test' }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      const answered = performance.now();
      return { email, status: response.status, sent, answered, retryAfter: response.headers.get('retry-after') };
    } catch {
      return { email, status: 'no answer', sent, answered: performance.now(), retryAfter: null };
    }
  };

  beforeAll(async () => {
    requireBuilt(API, PROJECTOR, NOTIFIER, path.join(ROOT, 'infra/dist/index.js'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-db-faults-'));
    const apiPort = await freePort();
    pgPort = await freePort();
    base = `http://127.0.0.1:${apiPort}`;
    postgres = await startPostgresProcess(dataDir, pgPort);
    databaseUrl = postgres.connectionString;
    const env = { DATABASE_URL: databaseUrl, PORT: String(apiPort), ERASURE_LEDGER: path.join(dataDir, 'erasures') };
    children.push(startScript(PROJECTOR, env), startScript(API, env), startScript(NOTIFIER, env));
    await apiServing(base);
  }, 120_000);

  afterAll(() => stopAll(children, postgres, dataDir));

  it('runs PostgreSQL with fsync, synchronous_commit and full_page_writes on', async () => {
    const rows = await query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'full_page_writes', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
  });

  it('keeps every acknowledged write through a SIGKILL, answers 503 within a second while it is away, and recovers', async () => {
    const headers = await csrfHeaders(base);
    const answers: Answer[] = [];
    const burst = Array.from({ length: 400 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 10));
      answers.push(await join(headers, `kill-${index}@example.org`));
    });
    await until(
      () => Promise.resolve(answers.filter((answer) => answer.status === 201).length >= 60 ? true : null),
      30_000,
      '60 sign-ups answered',
    );
    const killing = performance.now();
    await postgres.kill();
    const killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    postgres = await restartPostgresProcess(dataDir, pgPort);
    const restartedAt = Date.now();
    await Promise.all(burst);

    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(10);
    expect(refused.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(refused.filter((answer) => answer.retryAfter === null)).toEqual([]);
    // None hangs: each is answered within a second of the database going away, or of being sent if
    // it was sent after. A request sent before the kill may have waited its turn for a connection
    // behind the burst; that wait is the load's, not the outage's.
    const sinceKill = ({ email, sent, answered }: Answer) => ({
      email,
      sent: Math.round(sent - killing),
      answered: Math.round(answered - killing),
      waited: Math.round(answered - Math.max(sent, killing)),
    });
    expect(refused.map(sinceKill).filter(({ waited }) => waited > 1_000)).toEqual([]);

    // The API answers again by itself, soon after PostgreSQL is back.
    await until(
      async () => ((await fetch(`${base}/api/waitlist/stats`)).status === 200 ? true : null),
      10_000,
      'the API recovering',
    );
    expect(Date.now() - restartedAt).toBeLessThan(10_000);
    expect(restartedAt - killedAt).toBeGreaterThanOrEqual(1_000);

    // Every write answered 2xx is in the log, and the projector (never restarted) folds them all.
    const streams = new Set(
      (await query<{ stream_id: string }>(`SELECT stream_id FROM es.events WHERE type = 'WaitlistJoined'`)).map(
        (row) => row.stream_id,
      ),
    );
    expect(accepted.filter((answer) => !streams.has(waitlistStreamName(answer.email)))).toEqual([]);
    const after = await join(await csrfHeaders(base), 'after-kill@example.org');
    expect(after.status).toBe(201);
    await until(
      async () => {
        const [row] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM rm_waitlist.entries WHERE stream_id = ANY($1::text[])`,
          [[...accepted, after].map((answer) => waitlistStreamName(answer.email))],
        );
        return row!.n === accepted.length + 1 ? true : null;
      },
      30_000,
      'every acknowledged sign-up in the read model',
    );
    expect(children.map((child) => child.exitCode)).toEqual([null, null, null]);
    // The notifier took its lock again (it sends only while it holds it).
    await until(
      async () =>
        (
          await query(
            `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
             WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = 'safetrails-notifier'`,
          )
        ).length === 1
          ? true
          : null,
      15_000,
      'the notifier holding its lock again',
    );
  }, 120_000);

  it('refuses writes with a clear 503 while the database is read-only, keeps reading, and writes again after', async () => {
    const headers = await csrfHeaders(base);
    const signedIn = await fetch(`${base}/api/auth/development/sign-in`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ persona: 'traveller' }),
    });
    expect(signedIn.status).toBe(200);
    const session = { ...headers, cookie: `${headers.cookie}; ${cookiesOf(signedIn)}` };
    const events = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM es.events'))[0]!.n;
    // ALTER SYSTEM, as an operator (or a full disk's runbook) would: every session of the app turns
    // read-only at the reload, without a restart.
    const readOnly = async (on: boolean) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('SET default_transaction_read_only = off');
        await client.query(
          `ALTER SYSTEM ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
        );
        await client.query('SELECT pg_reload_conf()');
      } finally {
        await client.end();
      }
    };

    await readOnly(true);
    try {
      const before = await events();
      await until(
        async () => ((await join(session, 'read-only@example.org')).status === 503 ? true : null),
        5_000,
        'the reload reaching the pool',
      );
      const refused = await join(session, 'read-only-2@example.org');
      expect(refused).toMatchObject({ status: 503, retryAfter: '30' });
      const body = await (
        await fetch(`${base}/api/core/waitlist/join`, {
          method: 'POST',
          headers: session,
          body: JSON.stringify({ email: 'read-only-3@example.org', name: 'Fault Test' }),
        })
      ).json();
      expect(body).toMatchObject({
        code: 'DATABASE_READ_ONLY',
        message: expect.stringContaining('cannot save changes'),
      });
      expect(await events()).toBe(before);
      // Reading goes on, signed in or not.
      expect((await fetch(`${base}/api/waitlist/stats`)).status).toBe(200);
      const me = await fetch(`${base}/api/user`, { headers: { cookie: session.cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name?: string } | null)?.name).toBeTruthy();
    } finally {
      await readOnly(false);
    }
    await until(
      async () => ((await join(session, 'writable-again@example.org')).status === 201 ? true : null),
      10_000,
      'writes accepted again',
    );
    await until(
      async () =>
        (
          await query(`SELECT 1 FROM rm_waitlist.entries WHERE stream_id = $1`, [
            waitlistStreamName('writable-again@example.org'),
          ])
        ).length === 1
          ? true
          : null,
      30_000,
      'the projector folding again',
    );
    expect(children.map((child) => child.exitCode)).toEqual([null, null, null]);
  }, 60_000);
});
