/**
 * (dev) The development loop of `npm run dev` (infra/src/dev-loop.ts), as a developer meets it: the
 * launcher in its loop on a data directory of its own, the landing page open in Chromium from Vite.
 * Then, a few times each: a React component saved with a new attribute, from the save until the open
 * page shows it (Vite's hot update, no reload); and an API handler saved with a new response header,
 * from the save until the API answers with it (TypeScript's incremental build, then Node's restart).
 * Every file it changes is put back as it was, whatever happens.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, freePort, stopProcess, until } from './support';

const COMPONENT = 'apps/web/src/features/landing/components/hero.tsx';
const COMPONENT_LINE = '<section className="hero" aria-labelledby="hero-title">';
const HANDLER = 'apps/api/src/platform/http/csrf.controller.ts';
const HANDLER_LINE = 'return { token: reply.generateCsrf() };';
const ROUNDS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export interface DevLoopResult {
  /** The launcher's start until it printed "ready" (the first watch build included). */
  readonly readySeconds: number;
  readonly componentMs: readonly number[];
  readonly handlerMs: readonly number[];
  readonly componentMaxMs: number;
  readonly handlerMaxMs: number;
}

export async function devLoopBench(workDir: string, log: (line: string) => void): Promise<DevLoopResult> {
  const originals = new Map<string, string>();
  for (const file of [COMPONENT, HANDLER]) originals.set(file, await readFile(path.join(ROOT, file), 'utf8'));
  const port = await freePort();
  const started = performance.now();
  const launcher = spawn(process.execPath, [path.join(ROOT, 'infra/dist/run.js')], {
    env: {
      ...process.env,
      DEV_LOOP: 'true',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: path.join(workDir, 'dev-loop'),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  launcher.stdout.setEncoding('utf8');
  launcher.stdout.on('data', (chunk: string) => (output += chunk));
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    await until(() => Promise.resolve(output.includes('[safetrails] ready in')), 180_000, 'the development loop ready');
    const readySeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`  ready after ${readySeconds} s`);
    const page = await browser.newPage();
    await page.goto('http://localhost:5173/');
    await page.locator('section.hero').waitFor({ timeout: 60_000 });

    const componentMs: number[] = [];
    const handlerMs: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const probe = `${Date.now()}`;
      const saved = performance.now();
      await save(COMPONENT, originals, COMPONENT_LINE, COMPONENT_LINE.replace('>', ` data-dev-probe="${probe}">`));
      await page.locator(`section.hero[data-dev-probe="${probe}"]`).waitFor({ timeout: 30_000 });
      componentMs.push(Math.round(performance.now() - saved));

      const handlerSaved = performance.now();
      await save(HANDLER, originals, HANDLER_LINE, `reply.header('x-dev-probe', '${probe}');\n    ${HANDLER_LINE}`);
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/api/csrf-token`)).headers.get('x-dev-probe') === probe,
        60_000,
        "the API handler's change",
      );
      handlerMs.push(Math.round(performance.now() - handlerSaved));
      log(`  round ${round}: component ${componentMs.at(-1)} ms, API handler ${handlerMs.at(-1)} ms`);
    }
    return {
      readySeconds,
      componentMs,
      handlerMs,
      componentMaxMs: Math.max(...componentMs),
      handlerMaxMs: Math.max(...handlerMs),
    };
  } finally {
    for (const [file, text] of originals) await writeFile(path.join(ROOT, file), text);
    await browser.close();
    await stopProcess(launcher);
    // The built API as its source is again (the watch build may have stopped before the last save).
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'apps/projector', 'apps/api'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  }
}

/** The file as it was, with one line changed (each round starts from the original). */
async function save(file: string, originals: Map<string, string>, line: string, changed: string): Promise<void> {
  const original = originals.get(file)!;
  if (!original.includes(line)) throw new Error(`${file} no longer has the line the loop changes: ${line}`);
  await writeFile(path.join(ROOT, file), original.replace(line, changed));
}
