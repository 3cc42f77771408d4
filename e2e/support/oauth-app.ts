/**
 * A second SafeTrails for the provider sign-in tests: the built app started the way `npm start`
 * starts it, in its own data directory and on its own ports, with Google and Reddit pointed at
 * oauth2-mock-server running in the test worker (test/mock-oauth-providers.ts). Provider
 * credentials turn the development sign-in off, so the main e2e server cannot play this part.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockProviders, type MockProviders } from '../../test/mock-oauth-providers';
import { freePort } from '../../test/free-port';

export interface OAuthApp {
  /** Where the browser reaches the app, and where the providers send it back. */
  readonly url: string;
  readonly providers: MockProviders;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the OAuth test app exited during start-up (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the OAuth test app did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startOAuthApp(env: Readonly<Record<string, string>> = {}): Promise<OAuthApp> {
  const providers = await startMockProviders();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safetrails-e2e-oauth-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'infra/dist/run.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...providers.env,
      ...env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await providers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, providers, stop };
}
