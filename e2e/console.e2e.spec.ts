/**
 * The browser console stays empty: no error, no warning from the app, no failed request, on every
 * page a signed-out visitor can open (issue 14; being signed out is an answer, `GET /api/user` is a
 * 200 with `null`), and on a signed-in traveller's pages and the console's, once each has settled
 * (issue 27: one analytics batch is sent once, never answered 409).
 */
import { expect, test, type Page } from '@playwright/test';
import { answerMapTiles, signIn, STATIC_PAGES } from './support/pages';

const NOT_FOUND_PAGE = '/a-page-that-does-not-exist';

const SIGNED_OUT_PAGES = [
  ...STATIC_PAGES,
  '/dashboard',
  '/search/paris',
  // Lisbon, by its GeoNames id.
  '/destination/2267057',
  '/destination/2267057/report',
  '/country/FR',
  '/feedback',
  '/forums',
  '/forums/category/safety-tips',
  '/forums/new-post',
  '/profile',
  '/saved',
  '/safety-alerts',
  NOT_FOUND_PAGE,
];

interface Problem {
  readonly page: string;
  readonly what: string;
}

function watch(page: Page, problems: Problem[], current: () => string): void {
  page.on('console', (message) => {
    // Chromium logs the 404 of the page itself as a console error; nothing the app did.
    const ownNotFound = current() === NOT_FOUND_PAGE && message.text().includes('status of 404');
    if (!ownNotFound && (message.type() === 'error' || message.type() === 'warning')) {
      problems.push({ page: current(), what: `console ${message.type()}: ${message.text()}` });
    }
  });
  page.on('pageerror', (error) => problems.push({ page: current(), what: `uncaught: ${error.message}` }));
  page.on('response', (response) => {
    // A page that does not exist is answered 404 on purpose (docs/SHARING.md), and says so.
    if (response.status() === 404 && response.url().endsWith(NOT_FOUND_PAGE)) return;
    if (response.status() >= 400) {
      problems.push({ page: current(), what: `${response.status()} ${response.request().method()} ${response.url()}` });
    }
  });
  page.on('requestfailed', (request) => {
    // A fetch the app cancelled itself (a query for a page it left) is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push({
      page: current(),
      what: `failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
    });
  });
}

test('a signed-out visitor sees no console error and no failed request on any page', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: Problem[] = [];
  let current = '';
  watch(page, problems, () => current);
  // The maps' street tiles come from a tile server, as in production.
  await answerMapTiles(page);
  await visit(page, SIGNED_OUT_PAGES, (path) => (current = path));
  expect(problems).toEqual([]);
});

/** A signed-in traveller's own pages, and a moderator's console. */
const SIGNED_IN_PAGES = {
  'traveller-beta': [
    '/dashboard',
    '/profile',
    '/profile/settings',
    '/saved',
    '/safety-alerts',
    '/forums',
    '/forums/new-post',
    '/destination/2267057',
    '/verify-beta',
  ],
  moderator: ['/admin', '/admin/moderation-queue', '/admin/alerts', '/admin/analytics'],
} as const;

for (const [persona, paths] of Object.entries(SIGNED_IN_PAGES)) {
  test(`signed in as ${persona}, no console error and no failed request on their pages`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems: Problem[] = [];
    let current = '/auth';
    await answerMapTiles(page);
    await signIn(page, persona as keyof typeof SIGNED_IN_PAGES);
    watch(page, problems, () => current);
    await visit(page, paths, (path) => (current = path));
    expect(problems).toEqual([]);
  });
}

/** Opens each page and waits until it and its lazy parts (map, charts) have settled. */
async function visit(page: Page, paths: readonly string[], opening: (path: string) => void): Promise<void> {
  for (const path of paths) {
    opening(path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Bring the lazy parts (map, charts) in too.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
  }
}
