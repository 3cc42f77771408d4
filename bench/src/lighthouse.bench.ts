/**
 * (g) Lighthouse, mobile, as a traveller on a phone meets the app: the `lighthouse` package drives
 * the system Chromium with its default mobile emulation (a mid-range phone, a slow 4G connection,
 * simulated throttling) against the whole product started as `npm start` starts it (the launcher,
 * the reference data imported, the built app served compressed). Five pages: the landing page, the
 * forums, a search, a destination page (Paris) and the signed-in dashboard (a development persona's
 * session cookie). Each page's performance, accessibility and best-practices scores, and its LCP,
 * TBT and CLS; one run per page after a warm-up load.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { freePort, round, startProcess, stopProcess, until } from './support';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'forums', path: '/forums' },
  { name: 'search', path: '/search/paris' },
  { name: 'destination', path: '/destination/2988507' },
  { name: 'dashboard (signed in)', path: '/dashboard', signedIn: true },
] as const;

export interface LighthousePage {
  readonly page: string;
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The audits that cost points, by id, with their score (0-1): what to fix next. */
  readonly failing: readonly string[];
}

export interface LighthouseBenchResult {
  readonly lighthouse: string;
  readonly chromium: string;
  readonly pages: readonly LighthousePage[];
}

interface LighthouseResult {
  readonly lhr: {
    readonly lighthouseVersion: string;
    readonly environment: { readonly hostUserAgent: string };
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
  const app = startProcess(workDir, 'lighthouse-app', 'infra/dist/run.js', {
    PORT: String(port),
    DATA_DIR: dataDir,
    IMPORT_BEFORE_SERVING: 'true',
    ADVISORY_REFRESH_HOURS: '0',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    EMBEDDED_PG_PORT: String(await freePort()),
    DATABASE_URL: '',
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
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...('signedIn' in page ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      // A first load warms the server's caches and PostgreSQL's; the second is the one reported.
      await lighthouse(`${base}${page.path}`, flags);
      const result = await lighthouse(`${base}${page.path}`, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const measured = summarise(page.name, page.path, result);
      log(
        `  ${page.name}: performance ${measured.performance}, accessibility ${measured.accessibility}, ` +
          `best practices ${measured.bestPractices}; LCP ${measured.lcpMs} ms, TBT ${measured.tbtMs} ms, CLS ${measured.cls}` +
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
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    failing: [...new Set(failing)],
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
