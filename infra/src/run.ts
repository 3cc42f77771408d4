/**
 * `npm start`: the whole product on one machine. Starts the embedded PostgreSQL (unless
 * DATABASE_URL is set), runs the migrations, starts the projector, seeds the demo data through
 * commands, starts the API (which serves the web and admin apps) and prints the addresses.
 * Ctrl-C or SIGTERM stops everything in order: the API (finishing the requests in flight), the import
 * if it still runs, the projector (finishing its batch), then PostgreSQL; exit code 0 (in a process
 * group of its own: launcher.ts says why). With DEV_LOOP=true (`npm run dev`) it is the live
 * development loop of dev-loop.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BACKGROUND_PRIORITY,
  DEV_PORTS,
  WATCH_ARGS,
  startTypeScriptWatch,
  startViteDevServer,
  waitForVite,
} from './dev-loop';
import { migrate } from './migrate';
import { takeStopSignalsBack } from './embedded-postgres';
import { launch, localAppSettings, signInHint, stopChild, waitForApi } from './launcher';
import { embeddedSettings, openLocalDatabase, type LocalDatabase } from './local-database';
import type { MailCatcher } from './mail-catcher';

const ROOT = path.resolve(__dirname, '..', '..');

function say(line: string): void {
  console.log(`[safetrails] ${line}`);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const { dataDir } = embeddedSettings(process.env);
  // Empty counts as unset: `.env` files often carry `NAME=` lines.
  const port = process.env.PORT || '3000';
  const children: ChildProcess[] = [];
  let database: LocalDatabase | null = null;
  let mailCatcher: MailCatcher | null = null;
  let stopping: Promise<never> | null = null;

  // One stop, however many signals ask for it (a terminal's Ctrl-C and a forwarded SIGTERM, or
  // `pkill` reaching both launchers): a second signal waits for the first stop instead of exiting
  // under it, which would leave the projector running against a stopped PostgreSQL.
  const stop = (code: number): Promise<never> =>
    (stopping ??= (async () => {
      say('stopping...');
      // In order, each after the one before has gone: nothing is left talking to a stopped part. A
      // child started while this stop runs (the start was already on its way) is stopped too.
      for (let child = children.pop(); child; child = children.pop()) await stopChild(child);
      await mailCatcher?.close();
      await database?.close();
      say('stopped');
      return process.exit(code);
    })());
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // The process the terminal started has gone without forwarding a stop (killed): stop all the same.
  process.on('disconnect', () => void stop(0));

  if (!process.env.DATABASE_URL) say(`starting the embedded PostgreSQL (data in ${path.join(dataDir, 'pg')})`);
  database = await openLocalDatabase(process.env, (line) => {
    if (process.env.LOG_LEVEL === 'debug') say(`postgres: ${line}`);
  });
  // PostgreSQL stops last, when `stop` says so, not on the signal.
  if (database.startedHere) takeStopSignalsBack();
  say('running migrations');
  await migrate(database.databaseUrl, () => undefined);

  // Alert emails go to SMTP_URL; without one, to a mail catcher on this machine with a page to read them.
  const local = await localAppSettings(dataDir);
  mailCatcher = local.mailCatcher;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: dataDir,
    PORT: port,
    ...local.env,
  };
  // `npm run dev`: the server side rebuilt and restarted on a change, the front ends from Vite (dev-loop.ts).
  const devLoop = process.env.DEV_LOOP === 'true';
  if (devLoop) {
    say('building the server side in watch mode');
    children.push(await startTypeScriptWatch(say));
  }
  const start = (name: string, script: string, background = false): ChildProcess | null => {
    // A stop asked for during the start: start nothing more.
    if (stopping) return null;
    const args = devLoop ? [...WATCH_ARGS, path.join(ROOT, script)] : [path.join(ROOT, script)];
    const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
    if (devLoop && background && child.pid) {
      try {
        os.setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // Not allowed here (some containers): the loop still works, the API's restart just shares the CPU.
      }
    }
    child.once('exit', (code, signal) => {
      if (stopping) return;
      say(`${name} exited (${signal ?? code}); stopping everything`);
      void stop(1);
    });
    children.push(child);
    return child;
  };

  start('projector', 'apps/projector/dist/main.js', true);
  // The reference data (official advice, then ~26,000 cities, biggest first) imports while the API
  // starts: the app serves within seconds and the catalogue fills in behind it, with progress lines.
  // IMPORT_BEFORE_SERVING=true waits for it first (the end-to-end tests: a quiet, complete app).
  let imported: Promise<unknown> = Promise.resolve();
  if (process.env.SEED_DEMO_DATA !== 'false' && !stopping) {
    say('importing reference data through commands (official advice, city catalogue)');
    const seed = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/seed/seed.cli.js')], {
      env,
      stdio: 'inherit',
    });
    children.push(seed);
    imported = new Promise<number | null>((resolve) => seed.once('exit', resolve)).then((code) => {
      if (code !== 0 && !stopping) {
        say('importing reference data failed');
        void stop(1);
      } else if (!stopping) {
        say('reference data imported');
      }
    });
  }
  if (process.env.IMPORT_BEFORE_SERVING === 'true') await imported;
  const api = start('api', 'apps/api/dist/main.js');
  if (!api) return;
  await waitForApi(`http://127.0.0.1:${port}/health`, api, 60_000).catch(async (error: unknown) => {
    say(error instanceof Error ? error.message : String(error));
    await stop(1);
  });
  // The notifier sends alerts by push and email: decisions and outcomes go through the log like the rest.
  if (!start('notifier', 'apps/api/dist/notifier/notifier.main.js', true)) return;
  const base = `http://localhost:${port}`;
  if (devLoop && !stopping) {
    children.push(startViteDevServer('web', base), startViteDevServer('admin', base));
    await Promise.all([waitForVite('web'), waitForVite('admin')]);
  }
  say(`ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  if (devLoop) {
    say(`  web app      http://localhost:${DEV_PORTS.web}/ (Vite, hot reload; the built app stays at ${base}/)`);
    say(`  admin        http://localhost:${DEV_PORTS.admin}/admin/ (Vite, hot reload)`);
    say('  API, projector and notifier restart when their code is saved');
  } else {
    say(`  web app      ${base}/`);
    say(`  admin        ${base}/admin`);
  }
  say(`  API docs     ${base}/api/docs`);
  say(`  health       ${base}/health   metrics ${base}/metrics`);
  say(`  sign in      ${await signInHint(base)}`);
  if (mailCatcher?.httpPort) {
    say(
      `  mail         http://localhost:${mailCatcher.httpPort}/ (alert emails caught on this machine, SMTP on port ${mailCatcher.smtpPort}; set SMTP_URL to send for real)`,
    );
  } else {
    say('  mail         sent through SMTP_URL');
  }
  say('press Ctrl-C to stop');
}

launch(__filename, main, say);
