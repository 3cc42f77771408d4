/**
 * `npm run dev`: the launcher's live development loop (run.ts with DEV_LOOP=true). What stays up
 * across changes: the embedded PostgreSQL, the migrations' result, the mail catcher and the seed.
 * What follows the code: TypeScript's build in watch mode (the packages, the projector and the API),
 * the API, projector and notifier under Node's own `--watch` (each restarts when a file it loaded is
 * rebuilt), and Vite's dev servers for the web app and the console, with hot module replacement and
 * `/api` proxied to the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Where Vite's dev servers listen (the console's `base` is /admin/). */
export const DEV_PORTS = { web: 5173, admin: 5174 } as const;

/** Node's arguments for a server process in the loop: restarted when a module it loaded changes. */
export const WATCH_ARGS = ['--watch', '--watch-preserve-output'] as const;

/**
 * The projector's and the notifier's priority in the loop (a Unix nice value): a saved module they
 * share with the API restarts all three, and on a small machine the API, whose answer the developer
 * waits for, should start first. Node's watcher starts each restart with its own priority.
 */
export const BACKGROUND_PRIORITY = 10;

/**
 * TypeScript's build of the server side in watch mode; resolves once the first build has ended
 * (with or without errors: they are printed, and the next save builds again).
 */
export function startTypeScriptWatch(say: (line: string) => void): Promise<ChildProcess> {
  const tsc = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/typescript/bin/tsc'),
      '-b',
      'apps/projector',
      'apps/api',
      '--watch',
      '--preserveWatchOutput',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let first = true;
    let buffered = '';
    tsc.stdout.setEncoding('utf8');
    tsc.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        // "12:01:02 - Found 0 errors. Watching for file changes.": the end of each build.
        const done = /Found (\d+) errors?\. Watching for file changes\./.exec(line);
        if (done) {
          say(`typescript: ${done[1] === '0' ? 'built' : `${done[1]} errors`} (watching for changes)`);
          if (first) {
            first = false;
            resolve(tsc);
          }
        } else if (/error TS\d+/.test(line)) {
          say(`typescript: ${line.trim()}`);
        }
      }
    });
    tsc.once('exit', (code) => {
      if (first) reject(new Error(`TypeScript's watch build exited (${code}) before its first build ended`));
    });
  });
}

/** Vite's dev server for one front end, its `/api` (and the console's `/admin-api`) proxied to `apiOrigin`. */
export function startViteDevServer(app: keyof typeof DEV_PORTS, apiOrigin: string): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', String(DEV_PORTS[app]), '--strictPort'],
    {
      cwd: path.join(ROOT, 'apps', app),
      env: { ...process.env, API_ORIGIN: apiOrigin },
      // Vite's own lines (its address, each hot update) are the developer's to read.
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

/** Until a Vite dev server answers (it prints its address before its first page is ready). */
export async function waitForVite(app: keyof typeof DEV_PORTS, timeoutMs = 60_000): Promise<void> {
  const url = `http://localhost:${DEV_PORTS[app]}${app === 'admin' ? '/admin/' : '/'}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Vite's dev server for ${app} did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
