/**
 * No accessibility barrier: axe (WCAG 2.1 A and AA rules) on every route of the traveller app on a
 * desktop (1280×800) and a phone (390×844), and on every route of the console on the desktop and its
 * six kinds of page on the phone, finds no serious or critical violation; and on the desktop no
 * console page scrolls sideways.
 * A failure lists each rule with the elements it found, so the cause can be fixed where it is.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { barriersOn as axeBarriersOn, type Barrier } from './support/axe';
import { signIn, STATIC_PAGES, type Persona } from './support/pages';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const LONDON = 2643743;

const PUBLIC_ROUTES = [
  ...STATIC_PAGES,
  '/search/london',
  // Namesakes across the world: results in every score band (Paris, Texas is high; some are low).
  '/search/paris',
  `/destination/${LONDON}`,
  `/destination/${LONDON}/report`,
  // A city in a level-4 area: the local advice in its strongest treatment.
  '/destination/4012176',
  '/country/GB',
  '/country/MX',
  '/forums',
  '/no-such-page',
];

const TRAVELLER_ROUTES = [
  '/dashboard',
  '/verify-beta',
  '/feedback',
  '/profile',
  '/profile/settings',
  '/saved',
  '/safety-alerts',
  '/forums/new-post',
];

const CONSOLE_RESOURCES = [
  'moderation-queue',
  'moderation-log',
  'feedback',
  'data-reports',
  'bug-reports',
  'surveys',
  'forum-posts',
  'forum-comments',
  'tips',
  'ratings',
  'alerts',
  'destinations',
  'users',
  'waitlist',
  'quarantine',
];
const CONSOLE_ROUTES = [
  '/admin',
  ...CONSOLE_RESOURCES.map((name) => `/admin/${name}`),
  '/admin/audit',
  // The audit of a city in a level-4 area: the governments' table, the arithmetic, the timeline.
  '/admin/audit?destination=4012176',
  `/admin/destinations/4012176/show`,
  '/admin/analytics',
];

const CONSOLE_PHONE_ROUTES = [
  '/admin',
  '/admin/moderation-queue',
  '/admin/users',
  `/admin/destinations/4012176/show`,
  '/admin/audit?destination=4012176',
  '/admin/analytics',
];

/**
 * The serious and critical violations axe finds on the page as it is now. The map's tiles are
 * images without text, drawn for sighted users; the map's content is told in text beside it
 * (legend, names, the list of destinations).
 */
const barriersOn = (page: Page): Promise<Barrier[]> => axeBarriersOn(page, ['.leaflet-tile-pane']);

/** Opens a route and waits until its content, not a loading state, is on screen. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  // Colours are measured in their end state: a button whose data arrives late (Save becoming Saved)
  // must not be caught halfway through its 150 ms colour transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await expect(page.locator(':is(h1, h2, h3, h4, h5, h6):visible').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate')).toHaveCount(0, {
    timeout: 15_000,
  });
  // Animations (toasts, drawers, fades) finish before axe measures contrast: those started by the
  // next two frames are waited for to their end; endless ones (a skeleton's pulse) are not.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function signedIn(browser: Browser, persona: Persona, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, persona);
  return { page, close: () => context.close() };
}

for (const { name, viewport } of SIZES) {
  test.describe(`axe on a ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the public pages have no serious or critical barrier', async ({ page }) => {
      test.setTimeout(180_000);
      const found: Record<string, Barrier[]> = {};
      for (const route of PUBLIC_ROUTES) {
        await open(page, route);
        const barriers = await barriersOn(page);
        if (barriers.length > 0) found[route] = barriers;
      }
      // A forum category, the first listed.
      await open(page, '/forums');
      const category = page.locator('a[href^="/forums/category/"]').first();
      await open(page, (await category.getAttribute('href'))!);
      const onCategory = await barriersOn(page);
      if (onCategory.length > 0) found['/forums/category/:slug'] = onCategory;
      expect(found).toEqual({});
    });

    test('a signed-in traveller’s pages have no serious or critical barrier', async ({ browser }) => {
      test.setTimeout(180_000);
      const { page, close } = await signedIn(browser, 'traveller-beta', viewport);
      const found: Record<string, Barrier[]> = {};
      for (const route of [...TRAVELLER_ROUTES, `/destination/${LONDON}`, '/forums']) {
        await open(page, route);
        const barriers = await barriersOn(page);
        if (barriers.length > 0) found[route] = barriers;
      }
      // A forum post, the first of the first category.
      await open(page, '/forums');
      await open(page, (await page.locator('a[href^="/forums/category/"]').first().getAttribute('href'))!);
      const post = page.locator('a[href^="/forums/post/"]').first();
      await open(page, (await post.getAttribute('href'))!);
      const onPost = await barriersOn(page);
      if (onPost.length > 0) found['/forums/post/:id'] = onPost;
      await close();
      expect(found).toEqual({});
    });

    test('the console has no serious or critical barrier', async ({ browser }) => {
      test.setTimeout(240_000);
      const { page, close } = await signedIn(browser, 'admin', viewport);
      const found: Record<string, Barrier[]> = {};
      const sideways: Record<string, number> = {};
      // The console is a desk tool: every route at desktop size; at phone size the layouts it is
      // built from (the dashboard, a list, a show page, the audit), which every other route repeats.
      const routes = viewport.width >= 1280 ? CONSOLE_ROUTES : CONSOLE_PHONE_ROUTES;
      for (const route of routes) {
        await open(page, route);
        const barriers = await barriersOn(page);
        if (barriers.length > 0) found[route] = barriers;
        // From 1280 px wide the console never scrolls sideways: wide tables scroll in their card.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (viewport.width >= 1280 && scrollWidth > viewport.width) sideways[route] = scrollWidth;
      }
      await close();
      expect(found).toEqual({});
      expect(sideways).toEqual({});
    });
  });
}

test('the check finds a barrier where there is one', async ({ page }) => {
  // An image without a text alternative and a button without a name: both critical in axe.
  await page.setContent(
    '<html lang="en"><title>Test</title><main><h1>Test</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></html>',
  );
  expect((await barriersOn(page)).map((barrier) => barrier.rule).sort()).toEqual(['button-name', 'image-alt']);
});
