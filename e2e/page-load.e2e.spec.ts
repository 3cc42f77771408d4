/**
 * How a page opens on a slow connection (issue 14): the server names the route's first API reads in
 * the page (`<link rel="preload" as="fetch">`, src/app/route-reads.ts), and the page uses each of
 * them: fetched once, never again by the app, never left unused (Chromium warns about a preload not
 * used within a few seconds of the load event).
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAndOpen } from './support/pages';

// The page's own reads only. On a first visit, once the service worker takes the page (about 3.5 s
// after load here), the app fetches those reads once more through it to keep them offline
// (lib/first-visit-reads.ts, covered by offline.e2e.spec.ts); with the worker on, whether that came
// before this test counted depended on the worker's install time.
test.use({ serviceWorkers: 'block' });

/** Routes with reads of their own (beyond "who am I"), as a visitor and a signed-in traveller open them. */
const PAGES = ['/', '/forums', '/forums/category/safety-tips', '/destination/2267057', '/dashboard'];

interface Watched {
  readonly requests: Map<string, number>;
  readonly warnings: string[];
}

function watch(page: Page): Watched {
  const watched: Watched = { requests: new Map(), warnings: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const address = url.pathname + url.search;
    watched.requests.set(address, (watched.requests.get(address) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') watched.warnings.push(message.text());
  });
  return watched;
}

/** The reads the page names, once it has put its scripts and links into its head (after its first paint). */
async function preloadedReads(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getElementById('after-paint') === null);
  return page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) =>
      links.map(
        (link) => new URL((link as HTMLLinkElement).href).pathname + new URL((link as HTMLLinkElement).href).search,
      ),
    );
}

/** Waits past the moment Chromium reports a preload the page did not use (a few seconds after load). */
async function pastUnusedPreloadWarning(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
}

for (const path of PAGES) {
  test(`${path} names its first reads in the page and fetches each once`, async ({ page }) => {
    const watched = watch(page);
    await page.goto(path);
    const reads = await preloadedReads(page);
    expect(reads).toContain('/api/user');
    await pastUnusedPreloadWarning(page);
    for (const read of reads) expect.soft(watched.requests.get(read), read).toBe(1);
    expect(watched.warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
  });
}

test('a signed-in traveller opening the dashboard uses the reads named in the page', async ({ page }) => {
  await signInAndOpen(page, '/about');
  // The about page's own reads done (its app starts after the load event, once the page has painted).
  await page.waitForLoadState('networkidle');
  const watched = watch(page);
  await page.goto('/dashboard');
  const reads = await preloadedReads(page);
  expect(reads).toEqual(expect.arrayContaining(['/api/user', '/api/destinations/featured']));
  await pastUnusedPreloadWarning(page);
  for (const read of reads) expect.soft(watched.requests.get(read), read).toBe(1);
  expect(watched.warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

/** Whether the forums' figures were ever drawn as still loading, watched from before the app starts. */
async function watchFiguresLoading(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { figuresLoading: typeof seen }).figuresLoading = seen;
    new MutationObserver(() => {
      if (document.querySelector('.forum-banner-stats[aria-busy="true"]')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  return () =>
    page.evaluate(() => (window as unknown as { figuresLoading: { loading: boolean } }).figuresLoading.loading);
}

test('the first screen is drawn with the reads named in the page: the forums’ figures never show as loading', async ({
  page,
}) => {
  // src/app/first-reads.ts: the named reads are in the query cache before the first render.
  const everLoading = await watchFiguresLoading(page);
  await page.goto('/forums');
  await expect(page.locator('.forum-banner-stats dd').first()).not.toHaveAttribute('aria-hidden', 'true');
  expect(await everLoading()).toBe(false);
});

test('without the reads named in the page, the same figures are drawn loading first', async ({ page }) => {
  // The check above can fail: the page as a service worker's copy serves it, with no reads named.
  await page.route('**/forums', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<link rel="preload" as="fetch"[^>]*>/g, '');
    await route.fulfill({ response, body: html });
  });
  const everLoading = await watchFiguresLoading(page);
  await page.goto('/forums');
  await expect(page.locator('.forum-banner-stats dd').first()).not.toHaveAttribute('aria-hidden', 'true');
  expect(await everLoading()).toBe(true);
});

test('a malformed address costs no read the page would not make', async ({ page }) => {
  const watched = watch(page);
  await page.goto('/destination/not-a-number');
  expect(await preloadedReads(page)).toEqual(['/api/user']);
  await page.waitForLoadState('networkidle');
  expect([...watched.requests.keys()].filter((address) => address.startsWith('/api/destinations'))).toEqual([]);
});

test('a page loads the language data its first render formats with on a worker, which then ends', async ({ page }) => {
  // public/intl-warmup.js: ICU's data loaded on another thread while the app's scripts download.
  const workers: { path: string; ended: Promise<void> }[] = [];
  page.on('worker', (worker) =>
    workers.push({
      path: new URL(worker.url()).pathname,
      ended: new Promise((resolve) => worker.once('close', () => resolve())),
    }),
  );
  await page.goto('/es/destination/2267057');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Started with the app's scripts, once the page has painted.
  await expect.poll(() => workers.some(({ path }) => path === '/intl-warmup.js')).toBe(true);
  const warmup = workers.find(({ path }) => path === '/intl-warmup.js');
  // It closes itself once the formatters are built.
  await warmup!.ended;
});

test("a page paints before it asks for the app's scripts, and the app then starts", async ({ page }) => {
  // apps/web/scripts/scripts-after-paint.ts: the first paint is the page's own HTML; the scripts,
  // the route's links and its first reads wait in a template until the browser reports it.
  await page.goto('/es/destination/2267057');
  // The app has drawn the page itself (the server's first HTML is marked data-first-html).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
    reads: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint!);
  expect(Math.min(...timing.reads)).toBeGreaterThanOrEqual(timing.firstPaint!);
});
