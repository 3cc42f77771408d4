/**
 * A clean stop under load: the launcher of `npm start` (built, `npm run build` first) with its
 * embedded PostgreSQL, API and projector, busy with writers, readers and open event streams, gets
 * SIGTERM (what Ctrl-C forwards, and what a process manager sends). It stops in order and exits 0
 * within its grace period, no process logs an error or a stack trace, and every write it answered
 * 201 to is in the event log, and in the read model once the projector has caught up. A stop asked
 * for twice (`pkill` reaching both launchers) still stops everything, in order, and leaves nothing
 * running.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../../test/free-port';
import {
  API,
  csrfHeaders,
  LAUNCHER,
  PROJECTOR,
  requireBuilt,
  startScript,
  stopChild,
  until,
} from '../../../../test/app-processes';
import { startPostgresProcess } from '@safetrails/infra';
import { waitlistStreamName } from '../waitlist/domain/waitlist-entry';

const WRITERS = 12;
const READERS = 6;
const STREAMS = 20;

/** The launcher on free ports over `dataDir`, without demo data, once its API answers its health check. */
async function startLauncher(dataDir: string) {
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const launcher = spawn(process.execPath, [LAUNCHER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO_DATA: 'false',
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ADVISORY_REFRESH_HOURS: '0',
      ALERT_POLL_MINUTES: '0',
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  await until(async () => ((await fetch(`${base}/health`)).status === 200 ? true : null), 90_000, 'the app ready');
  return { launcher, base, pgPort, output: () => output, exited };
}

describe('the launcher stopped under load', () => {
  let dataDir: string;

  beforeAll(() => {
    requireBuilt(LAUNCHER, API, PROJECTOR);
    dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-stop-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops in order with exit code 0, logs no error, and keeps every write it accepted', async () => {
    const { launcher, base, pgPort, output, exited } = await startLauncher(dataDir);

    const accepted: string[] = [];
    // A request the API had accepted, answered after its database had gone: the stop was out of order.
    let cutOff = 0;
    let running = true;
    const headers = await csrfHeaders(base);
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let index = 0; running; index += 1) {
        const email = `stop-${writer}-${index}@example.org`;
        try {
          const response = await fetch(`${base}/api/core/waitlist/join`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, name: 'Stop Test' }),
          });
          if (response.status === 201) accepted.push(email);
          const body = await response.text();
          if (body.includes('DATABASE_UNAVAILABLE')) cutOff += 1;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    const readers = Array.from({ length: READERS }, async () => {
      while (running) {
        await fetch(`${base}/api/waitlist/stats`)
          .then((response) => response.arrayBuffer())
          .catch(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    });
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, async () => {
        const controller = new AbortController();
        const response = await fetch(`${base}/api/events`, { signal: controller.signal });
        void response.body!.pipeTo(new WritableStream()).catch(() => undefined);
        return controller;
      }),
    );

    await until(() => Promise.resolve(accepted.length >= 100 ? true : null), 30_000, '100 writes accepted');
    const stopAt = Date.now();
    launcher.kill('SIGTERM');
    const code = await exited;
    const stoppedIn = Date.now() - stopAt;
    running = false;
    await Promise.all([...writers, ...readers]);
    for (const stream of streams) stream.abort();

    expect(code).toBe(0);
    expect(cutOff).toBe(0);
    // Within the launcher's grace period for one process (15 s): nothing had to be killed.
    expect(stoppedIn).toBeLessThan(15_000);
    expect(output()).toContain('[safetrails] stopped');
    expect(output()).not.toMatch(/\n\s+at .+[(:]\d+/);
    expect(output()).not.toMatch(/Connection terminated|Unhandled|"level":(50|60)/);

    // Every accepted write is in the log; the projector, started again, folds each into the read model.
    const database = await startPostgresProcess(dataDir, pgPort);
    const projector = startScript(PROJECTOR, { DATABASE_URL: database.connectionString });
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ stream_id: string }>(
        `SELECT stream_id FROM es.events WHERE type = 'WaitlistJoined'`,
      );
      const logged = new Set(rows.map((row) => row.stream_id));
      expect(accepted.filter((email) => !logged.has(waitlistStreamName(email)))).toEqual([]);
      const projected = await until(
        async () => {
          const { rows: counted } = await client.query<{ count: string }>('SELECT count(*) FROM rm_waitlist.entries');
          return Number(counted[0]!.count) === logged.size ? logged.size : null;
        },
        30_000,
        'every logged sign-up in the read model',
      );
      expect(projected).toBeGreaterThanOrEqual(accepted.length);
    } finally {
      await client.end();
      await stopChild(projector);
      await database.stop();
    }
  }, 180_000);

  it('stops once, in order, when the stop reaches both launchers, and leaves no process behind', async () => {
    const { launcher, output, exited } = await startLauncher(dataDir);
    const childrenOf = (pid: number): number[] => {
      try {
        return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
          .map(Number);
      } catch {
        return []; // pgrep exits 1 when there is none
      }
    };
    const [inner] = childrenOf(launcher.pid!);
    expect(inner).toBeDefined();
    // The API, the projector and PostgreSQL.
    const parts = childrenOf(inner!);
    expect(parts.length).toBeGreaterThanOrEqual(3);

    launcher.kill('SIGTERM');
    process.kill(inner!, 'SIGTERM');
    expect(await exited).toBe(0);

    const alive = (pid: number): boolean => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      await until(() => Promise.resolve([inner!, ...parts].some(alive) ? null : true), 20_000, 'every part stopped');
    } finally {
      // What a failed stop left behind would hold this run open.
      for (const pid of [inner!, ...parts].filter(alive)) process.kill(pid, 'SIGKILL');
    }
    expect(output().match(/\[safetrails\] stopping\.\.\./g)).toHaveLength(1);
    expect(output()).toContain('[safetrails] stopped');
    expect(output()).not.toMatch(/Connection terminated|terminating connection|"level":(50|60)/);
  }, 120_000);
});
