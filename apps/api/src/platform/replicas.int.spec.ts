/**
 * Two API processes and one projector against one database behave as one API (the production
 * shape runs several replicas behind a proxy, docs/DEPLOYMENT.md "Scaling"): requests alternate
 * between the two, and the write limits, the idempotency keys, the CSRF pair, the sessions and the
 * event streams hold across them, because their state is in PostgreSQL, not in a process.
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
  startScript,
  stopAll,
  until,
} from '../../../../test/app-processes';
import { type PostgresProcess, startPostgresProcess } from '@safetrails/infra';
import { waitlistStreamName } from '../waitlist/domain/waitlist-entry';

/** The anonymous write limit of both processes, per minute (one address: this test's). */
const ANONYMOUS_LIMIT = 10;

describe('two API processes and one projector', () => {
  let dataDir: string;
  let postgres: PostgresProcess;
  let bases: [string, string];
  const children: ChildProcess[] = [];

  const join = (base: string, headers: Record<string, string>, email: string, extra: Record<string, string> = {}) =>
    fetch(`${base}/api/core/waitlist/join`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify({ email, name: 'Replica Test' }),
    });

  beforeAll(async () => {
    requireBuilt(API, PROJECTOR);
    dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-replicas-'));
    postgres = await startPostgresProcess(dataDir, await freePort());
    const env = {
      DATABASE_URL: postgres.connectionString,
      // The development sign-in gives the session test its traveller.
      NODE_ENV: 'development',
      RATE_LIMIT_FACTOR: '1',
      RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: String(ANONYMOUS_LIMIT),
    };
    children.push(startScript(PROJECTOR, env));
    const ports = [await freePort(), await freePort()];
    bases = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
    for (const port of ports) children.push(startScript(API, { ...env, PORT: String(port) }));
    await Promise.all(bases.map((base) => apiServing(base, 60_000)));
  }, 120_000);

  afterAll(() => stopAll(children, postgres, dataDir));

  it('accepts the CSRF pair of one on the other, and replays an idempotent write the other answered', async () => {
    const [first, second] = bases;
    const headers = await csrfHeaders(first);
    const key = { 'idempotency-key': 'replica-key-0001' };
    const original = await join(first, headers, 'idempotent@example.org', key);
    expect(original.status).toBe(201);
    const replayed = await join(second, headers, 'idempotent@example.org', key);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await replayed.json()).toEqual(await original.json());

    const client = new pg.Client({ connectionString: postgres.connectionString });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT 1 FROM es.events WHERE stream_id = $1`, [
        waitlistStreamName('idempotent@example.org'),
      ]);
      expect(rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('knows a session made on one on the other, and a sign-out on one ends it on both', async () => {
    const [first, second] = bases;
    const headers = await csrfHeaders(first);
    const signedIn = await fetch(`${first}/api/auth/development/sign-in`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ persona: 'traveller-beta' }),
    });
    expect(signedIn.status).toBeLessThan(300);
    const cookie = `${headers.cookie}; ${cookiesOf(signedIn)}`;
    const userOn = async (base: string) =>
      (await (await fetch(`${base}/api/user`, { headers: { cookie } })).json()) as { username?: string } | null;
    const onSecond = await until(async () => userOn(second), 20_000, 'the traveller known to the second process');
    expect(onSecond.username).toBeTruthy();
    expect(await userOn(first)).toEqual(onSecond);

    const signedOut = await fetch(`${second}/api/logout`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ scope: 'local' }),
    });
    expect(signedOut.status).toBe(200);
    expect(await userOn(first)).toBeNull();
    expect(await userOn(second)).toBeNull();
  });

  it('tells the event stream of one about a write made through the other', async () => {
    const [first, second] = bases;
    const controller = new AbortController();
    const stream = await fetch(`${second}/api/events`, { signal: controller.signal });
    const reader = stream.body!.getReader();
    let text = '';
    try {
      expect((await join(first, await csrfHeaders(first), 'streamed@example.org')).status).toBe(201);
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && !text.includes('"projection":"waitlist"')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString('utf8');
      }
    } finally {
      controller.abort();
    }
    expect(text).toMatch(/event: read-model-changed\ndata: \{"projection":"waitlist"/);
  });

  it('counts the writes to both against one limit', async () => {
    const headers = await csrfHeaders(bases[0]);
    const answers: { base: string; status: number }[] = [];
    // Alternating: were the counters each process's own, all of these would be accepted.
    for (let index = 0; index < ANONYMOUS_LIMIT + 4; index += 1) {
      const base = bases[index % 2]!;
      const response = await join(base, headers, `limited-${index}@example.org`);
      answers.push({ base, status: response.status });
    }
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted.length + refused.length).toBe(answers.length);
    // The earlier tests' waitlist writes count too: at most the limit in all.
    expect(accepted.length).toBeLessThanOrEqual(ANONYMOUS_LIMIT - 2);
    expect(new Set(refused.map((answer) => answer.base))).toEqual(new Set(bases));
    // Once refused, refused by both: no process lets through what the other counted.
    const firstRefusal = answers.findIndex((answer) => answer.status === 429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(answers.slice(firstRefusal).every((answer) => answer.status === 429)).toBe(true);
  });
});
