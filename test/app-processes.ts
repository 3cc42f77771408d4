/**
 * The built app as real processes, for the integration tests of faults, stops and replicas
 * (`npm run build` first; `npm test` does): a PostgreSQL in a child process of its own, so a test
 * can stop and restart it under the app; the API and projector scripts; polling and a CSRF pair.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const API = path.join(ROOT, 'apps/api/dist/main.js');
export const PROJECTOR = path.join(ROOT, 'apps/projector/dist/main.js');
export const LAUNCHER = path.join(ROOT, 'infra/dist/run.js');
const POSTGRES = path.join(ROOT, 'test/postgres-process.mjs');

export interface PostgresProcess {
  readonly connectionString: string;
  stop(): Promise<void>;
  /** SIGKILL to the server itself (its postmaster), as a crash would, and to its wrapper; resolves once both are gone. */
  kill(): Promise<void>;
}

/** Throws unless the built scripts exist. */
export function requireBuilt(...scripts: readonly string[]): void {
  for (const script of scripts)
    if (!existsSync(script)) throw new Error(`${script} is missing: run npm run build first`);
}

/** A PostgreSQL in a child process (test/postgres-process.mjs); `stop` shuts it down cleanly. */
export async function startPostgres(dataDir: string, port: number): Promise<PostgresProcess> {
  const child = spawn(process.execPath, [POSTGRES, dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const connectionString = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n'))
        resolve((JSON.parse(out.split('\n')[0]!) as { connectionString: string }).connectionString);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited (${code}) before it started`)));
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  return {
    connectionString,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      child.kill('SIGKILL');
      await exited;
      await until(
        () => {
          try {
            process.kill(postmaster, 0);
            return Promise.resolve(null);
          } catch {
            return Promise.resolve(true);
          }
        },
        10_000,
        'the killed PostgreSQL gone',
      );
    },
  };
}

/** Starts PostgreSQL again on a directory whose server was killed: until its old backends have let go of it. */
export async function restartPostgres(dataDir: string, port: number): Promise<PostgresProcess> {
  return until(() => startPostgres(dataDir, port), 20_000, 'PostgreSQL starting again after the kill');
}

/** The fault suites' teardown: every child killed, PostgreSQL stopped, its directory removed. */
export async function stopAll(
  children: readonly ChildProcess[],
  postgres: PostgresProcess | undefined,
  dataDir: string,
): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await postgres?.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

/** Polls until `probe` gives something other than null (a throw counts as null). */
export async function until<T>(probe: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a built script with the environment the app processes need, quiet unless told (DEBUG_CHILD=1 shows its output). */
export function startScript(script: string, env: Readonly<Record<string, string>>): ChildProcess {
  return spawn(process.execPath, [script], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      COOKIE_SECRET: 'process-test-cookie-secret-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      ADVISORY_REFRESH_HOURS: '0',
      ALERT_POLL_MINUTES: '0',
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: process.env.DEBUG_CHILD ? 'inherit' : 'ignore',
  });
}

/** Waits until an API at `base` serves. */
export async function apiServing(base: string, timeoutMs = 30_000): Promise<void> {
  await until(async () => ((await fetch(`${base}/api/csrf-token`)).ok ? true : null), timeoutMs, `the API at ${base}`);
}

/** A CSRF token and its cookie, as headers for a JSON write. */
export async function csrfHeaders(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/csrf-token`);
  const { token } = (await response.json()) as { token: string };
  return { 'x-csrf-token': token, cookie: cookiesOf(response), 'content-type': 'application/json' };
}

/** The `name=value` pairs a response sets, as one Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Stops a child with SIGTERM and waits for it to exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
