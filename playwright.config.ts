/**
 * End-to-end tests: the built app started with the README's run command (embedded PostgreSQL in a
 * fresh data directory, demo data, API + projector), driven by the system Chromium (its headless shell
 * where installed, e2e/support/browsers.ts). No browser is downloaded.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './e2e/support/browsers';

// `npm run test:e2e` runs the suite as two shards side by side (E2E_SHARD=1 and 2, `--shard=N/2`),
// each against an app of its own: its own ports, data directory and mail catcher, so no test sees
// another shard's writes. On two cores one shard left about 40% of the CPU idle (the browser waits on
// the app and the app on the browser).
const SHARD = Number(process.env.E2E_SHARD ?? 1);
const offset = (SHARD - 1) * 100;
process.env.E2E_PG_PORT ??= String(54391 + offset);
process.env.E2E_MAIL_SMTP_PORT ??= String(3125 + offset);
process.env.E2E_MAIL_HTTP_PORT ??= String(3180 + offset);
const PORT = Number(process.env.E2E_PORT ?? 3199 + offset);
// Set once by the runner, so its workers (which load this file again) name the same directory.
process.env.E2E_RUN_ID ??= String(process.ppid);
const dataDir = path.join(tmpdir(), `safetrails-e2e-${process.env.E2E_RUN_ID}-${SHARD}`);
/** Where the app under test keeps its data: a test that runs a command-line tool against it needs it. */
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: `test-results/shard-${SHARD}`,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/shard-${SHARD}` }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The app speaks the browser's language (docs/I18N.md): every test reads English unless it asks
    // for another one.
    locale: 'en-US',
    // A trace records every action's snapshots and a screencast, about a quarter of the suite's CPU
    // on two cores; CI keeps only text, so it records none. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    reducedMotion: process.env.E2E_MOTION === 'reduce' ? 'reduce' : 'no-preference',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node infra/dist/run.js`,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    // The start imports the whole catalogue first (IMPORT_BEFORE_SERVING): 30 s on a quick machine,
    // past two minutes on a CI machine three times slower with the other shard starting beside it.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
      LOG_LEVEL: 'warn',
      // The suite signs in and writes many times from one address; the limits are covered by the API tests.
      RATE_LIMIT_FACTOR: '1000',
      NODE_ENV: 'test',
      // The suite plays with the sample content (demo cities 1-5, personas' posts and alerts).
      SAMPLE_DATA: 'true',
      // Tests start on a complete, quiet app: the catalogue imported before the API serves.
      IMPORT_BEFORE_SERVING: 'true',
      ADVISORY_REFRESH_HOURS: '0',
      ALERT_POLL_MINUTES: '0',
      // The app's local mail catcher, where the tests read what the notifier sent.
      MAIL_CATCHER_PORT: process.env.E2E_MAIL_SMTP_PORT,
      MAIL_CATCHER_HTTP_PORT: process.env.E2E_MAIL_HTTP_PORT,
      // Delivery retries in the notifier come quickly in tests (a first retry after 0.5 s).
      NOTIFIER_RETRY_SECONDS: '0.5',
      // Street tiles from a port where nothing listens: the maps fall back to the basemap they ship
      // with, and no test reaches a real tile server. A test that wants streets answers them itself.
      MAP_TILE_URL: `http://127.0.0.1:${PORT - 1}/tiles/{z}/{x}/{y}.png`,
    },
  },
});
