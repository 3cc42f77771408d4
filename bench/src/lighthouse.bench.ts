/**
 * (g) Lighthouse, mobile, as a traveller on a phone meets the app: the `lighthouse` package drives
 * the system Chromium with its default mobile emulation (a mid-range phone, a slow 4G connection,
 * simulated throttling) against the whole product started as `npm start` starts it (the launcher,
 * the reference data imported, the built app served compressed). Five pages: the landing page, the
 * forums, a search, a destination page (Paris) and the signed-in dashboard (a development persona's
 * session cookie), in English and again in Spanish at their Spanish addresses (`/es/…`, which load
 * the Spanish catalogue; `LIGHTHOUSE_LANGUAGES=en` for English alone). Each page's performance, accessibility, best-practices and SEO scores, and its LCP,
 * TBT and CLS. Each page is loaded once to warm up, then measured RUNS times (a run Lighthouse could not
 * record, which it scores 0, is run again); the run with the median
 * performance score is reported, with the lowest and highest scores beside it (a 2-core machine
 * shared with PostgreSQL and the API moves TBT by hundreds of milliseconds between runs).
 *
 * There is no internet here, so the maps' street tiles come from a local server standing in for
 * OpenStreetMap's (a 256 px PNG of a real tile's weight per request), as they would for a traveller
 * online; without it every tile would fail and the page would fall back to its built-in basemap.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { freePort, ROOT, round, startProcess, stopProcess, until } from './support';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A stand-in tile: the app's 512 px icon, about the weight of an OpenStreetMap street tile. */
const TILE = path.join(ROOT, 'apps', 'web', 'public', 'icon-512.png');

async function startTileServer(): Promise<{ server: Server; url: string }> {
  const tile = readFileSync(TILE);
  const server = createServer((request, response) => {
    const ok = /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '');
    response.writeHead(ok ? 200 : 404, { 'content-type': 'image/png', 'cache-control': 'max-age=604800' });
    response.end(ok ? tile : undefined);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png` };
}
const ENGLISH_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'forums', path: '/forums' },
  { name: 'search', path: '/search/paris' },
  { name: 'destination', path: '/destination/2988507' },
  { name: 'dashboard (signed in)', path: '/dashboard', signedIn: true },
] as const;
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,es').split(',').filter((language) => language !== '');
/** Each page in each language: English at its address, another language at its own (`/es/…`). */
const PAGES = LANGUAGES.flatMap((language) =>
  ENGLISH_PAGES.map((page) =>
    language === 'en'
      ? page
      : {
          ...page,
          name: `${page.name} [${language}]`,
          path: page.path === '/' ? `/${language}` : `/${language}${page.path}`,
        },
  ),
);

export interface LighthousePage {
  readonly page: string;
  readonly path: string;
  readonly performance: number;
  /** The lowest and highest performance score of the measured runs (the median is `performance`). */
  readonly performanceRange?: readonly [number, number];
  readonly accessibility: number;
  readonly bestPractices: number;
  /** Absent in results from before the pages had their own heads. */
  readonly seo?: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The audits that cost points, by id, with their score (0-1): what to fix next. */
  readonly failing: readonly string[];
  /**
   * Lighthouse's measure of the machine's speed during the run (its BenchmarkIndex; a desktop of
   * 2020 scores about 1,500-2,000). The simulated phone is this machine slowed 4x, so a busy or slow
   * machine gives longer tasks and a lower score for the same page.
   */
  readonly benchmarkIndex: number;
}

export interface LighthouseBenchResult {
  readonly lighthouse: string;
  readonly chromium: string;
  readonly pages: readonly LighthousePage[];
}

interface LighthouseResult {
  readonly lhr: {
    readonly lighthouseVersion: string;
    readonly environment: { readonly hostUserAgent: string; readonly benchmarkIndex: number };
    readonly runtimeError?: { readonly code: string; readonly message: string };
    readonly categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    readonly audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  };
}

export async function lighthouseBench(workDir: string, log: (line: string) => void): Promise<LighthouseBenchResult> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH)`);
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object) => Promise<LighthouseResult | undefined>;
  };
  const chromeLauncher = await import('chrome-launcher');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(workDir, 'lighthouse-'));
  const tiles = await startTileServer();
  const app = startProcess(workDir, 'lighthouse-app', 'infra/dist/run.js', {
    PORT: String(port),
    DATA_DIR: dataDir,
    IMPORT_BEFORE_SERVING: 'true',
    ADVISORY_REFRESH_HOURS: '0',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    EMBEDDED_PG_PORT: String(await freePort()),
    DATABASE_URL: '',
    MAP_TILE_URL: tiles.url,
  });
  const base = `http://localhost:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    await until(async () => (await fetch(`${base}/health`)).ok, 180_000, 'the app healthy');
    const cookie = await sessionCookie(base, 'traveller-beta');
    const pages: LighthousePage[] = [];
    for (const page of PAGES) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...('signedIn' in page ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      // A first load warms the server's caches and PostgreSQL's; the next RUNS are measured.
      await lighthouse(`${base}${page.path}`, flags);
      const runs: LighthousePage[] = [];
      let failedRuns = 0;
      while (runs.length < RUNS) {
        const result = await lighthouse(`${base}${page.path}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        // Lighthouse sometimes fails to record a load (NO_NAVSTART: "Something went wrong with
        // recording the trace"), and then scores it 0: that run measured nothing, so it is run again.
        const failure = result.lhr.runtimeError;
        if (failure) {
          failedRuns += 1;
          log(`  ${page.name}: Lighthouse could not measure a run (${failure.code}), measuring it again`);
          if (failedRuns > RUNS)
            throw new Error(`Lighthouse failed ${failedRuns} runs of ${page.path}: ${failure.message}`);
          continue;
        }
        runs.push(summarise(page.name, page.path, result));
      }
      const scores = runs.map((run) => run.performance).sort((a, b) => a - b);
      const measured = {
        ...[...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!,
        performanceRange: [scores[0]!, scores[scores.length - 1]!] as const,
      };
      log(
        `  ${page.name}: performance ${measured.performance} (${scores.join(', ')}), accessibility ${measured.accessibility}, ` +
          `best practices ${measured.bestPractices}, SEO ${measured.seo}; LCP ${measured.lcpMs} ms, TBT ${measured.tbtMs} ms, CLS ${measured.cls}; ` +
          `machine benchmark index ${measured.benchmarkIndex}` +
          (measured.failing.length > 0 ? `; costing points: ${measured.failing.join(', ')}` : ''),
      );
      pages.push(measured);
    }
    const first = await lighthouse(`${base}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    return {
      lighthouse: first?.lhr.lighthouseVersion ?? 'unknown',
      chromium: first?.lhr.environment.hostUserAgent ?? 'unknown',
      pages,
    };
  } finally {
    chrome.kill();
    await stopProcess(app);
    tiles.server.close();
  }
}

function summarise(name: string, pagePath: string, { lhr }: LighthouseResult): LighthousePage {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => {
      const audit = lhr.audits[id];
      return audit && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 0.9;
    })
    .map((id) => `${id} (${lhr.audits[id]!.score})`);
  return {
    page: name,
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    failing: [...new Set(failing)],
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Signs in as a development persona, as the sign-in page does, and returns the session cookie. */
async function sessionCookie(base: string, persona: string): Promise<string> {
  const csrf = await fetch(`${base}/api/csrf-token`);
  const { token } = (await csrf.json()) as { token: string };
  const csrfCookie = (csrf.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  const response = await fetch(`${base}/api/auth/development/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
    body: JSON.stringify({ persona }),
  });
  if (!response.ok) throw new Error(`development sign-in answered ${response.status}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('safetrails_session='));
  if (!session) throw new Error('no session cookie');
  return [csrfCookie, session.split(';')[0]!].join('; ');
}
