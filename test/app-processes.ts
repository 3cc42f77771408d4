/**
 * The built app as real processes, for the integration tests of faults, stops and replicas
 * (`npm run build` first; `npm test` does): a PostgreSQL in a child process of its own, so a test
 * can stop and restart it under the app; the API and projector scripts; polling and a CSRF pair.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PostgresProcess } from '@safetrails/infra';

export const ROOT = path.resolve(__dirname, '..');
export const API = path.join(ROOT, 'apps/api/dist/main.js');
export const PROJECTOR = path.join(ROOT, 'apps/projector/dist/main.js');
export const LAUNCHER = path.join(ROOT, 'infra/dist/run.js');

/** Throws unless the built scripts exist. */
export function requireBuilt(...scripts: readonly string[]): void {
  for (const script of scripts)
    if (!existsSync(script)) throw new Error(`${script} is missing: run npm run build first`);
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
      // These suites start and restart the API often; a cold start is what they test, and the
      // warm-up has its own suite (platform/http/warm-up.int.spec.ts).
      WARM_UP_MS: '0',
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
