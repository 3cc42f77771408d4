/**
 * Product analytics as a browser sends it: route patterns, named actions, scroll quarters and
 * funnel steps, with no cookie, email, user id, concrete address or search text; nothing at all
 * under Do Not Track, Global Privacy Control or the privacy page's opt-out; and what was counted
 * shows on the console's Analytics page.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { ANALYTICS_ACTIONS, ANALYTICS_ROUTES } from '@safetrails/contracts';
import { pageAs, signIn, toast } from './support/pages';

const BATCH = '/api/analytics/batch';

/** Every batch the context sends, as sent. */
function recordBatches(context: BrowserContext): Request[] {
  const sent: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === BATCH) sent.push(request);
  });
  return sent;
}

/** What the browser does when the traveller switches apps or locks the phone. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function browseAndSave(page: Page): Promise<void> {
  await page.goto('/search/lisbon');
  await page
    .getByRole('complementary', { name: 'Selected destination' })
    .getByRole('link', { name: 'View details' })
    .click();
  await expect(page).toHaveURL(/\/destination\/\d+$/);
  const save = page.getByRole('button', { name: /^Saved?\b.*Lisbon/ });
  if ((await save.getAttribute('aria-pressed')) === 'true') {
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  }
  await page.getByRole('button', { name: 'Save Lisbon' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test('a traveller’s batches hold route patterns, actions and days, and nothing that identifies her', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const sent = recordBatches(context);
  const page = await context.newPage();
  await signIn(page);
  const me = await (await page.request.get('/api/user')).json();
  await browseAndSave(page);
  // The LGBT+ choice for this visit is personal: it reorders the page and is never counted.
  await page.getByRole('switch', { name: 'Show LGBT+ safety information first on this visit' }).check();
  await expect(page.getByRole('switch', { name: 'Show LGBT+ safety information first on this visit' })).toBeChecked();
  const destinationPath = new URL(page.url()).pathname;
  await hidePage(page);
  await expect.poll(() => sent.length).toBeGreaterThan(0);

  const bodies = sent.map((request) => request.postData() ?? '');
  const events = bodies.flatMap((body) => (JSON.parse(body) as { events: Record<string, unknown>[] }).events);
  for (const body of bodies) {
    for (const personal of [me.id, me.email, 'beta.traveller', 'Bea', destinationPath, 'lisbon', 'Lisbon'])
      expect(body).not.toContain(personal);
    expect(body.toLowerCase()).not.toContain('lgbt');
  }
  for (const request of sent) {
    const headers = await request.allHeaders();
    expect(headers.cookie).toBeUndefined();
  }
  for (const event of events) {
    expect(
      Object.keys(event).every((key) => ['type', 'day', 'route', 'action', 'depth', 'funnel', 'step'].includes(key)),
    ).toBe(true);
    expect(event.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if ('route' in event) expect(ANALYTICS_ROUTES).toContain(event.route);
    if ('action' in event) expect(ANALYTICS_ACTIONS).toContain(event.action);
  }
  const routes = events.filter((event) => event.type === 'page_view').map((event) => event.route);
  expect(routes).toEqual(expect.arrayContaining(['/search/:query', '/destination/:id']));
  expect(events).toContainEqual(
    expect.objectContaining({ type: 'action', action: 'save-destination', route: '/destination/:id' }),
  );
  expect(events).toContainEqual(expect.objectContaining({ type: 'scroll', route: '/destination/:id', depth: 100 }));
  expect(
    events.filter((event) => event.type === 'funnel_step' && event.funnel === 'save').map((event) => event.step),
  ).toEqual([0, 1, 2]);
  const answers = await Promise.all(sent.map(async (request) => (await request.response())?.status()));
  expect(answers.every((status) => status === 202)).toBe(true);
  await context.close();
});

for (const [signal, script] of [
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
] as const) {
  test(`a browser that sends ${signal} sends no analytics at all`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(script);
    const sent = recordBatches(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.goto('/forums');
    await page.goto('/privacy');
    await expect(page.getByText(/Your browser asks sites not to track you/)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Count my use of SafeTrails' })).toHaveCount(0);
    await hidePage(page);
    await page.waitForTimeout(1000);
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('safetrails.analytics.log'))).toBeNull();
    await context.close();
  });
}

test('the privacy page’s switch stops counting in this browser, and is remembered', async ({ browser }) => {
  const context = await browser.newContext();
  const sent = recordBatches(context);
  const page = await context.newPage();
  await page.goto('/privacy');
  const counting = page.getByRole('switch', { name: 'Count my use of SafeTrails' });
  await expect(counting).toBeChecked();
  await counting.click();
  await expect(counting).not.toBeChecked();
  sent.length = 0;
  await page.reload();
  await expect(counting).not.toBeChecked();
  await page.goto('/forums');
  await hidePage(page);
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  await context.close();
});

test('an admin sees the counted route patterns and funnels on the console’s Analytics page', async ({ browser }) => {
  const visitor = await browser.newContext();
  const sent = recordBatches(visitor);
  const page = await visitor.newPage();
  await page.goto('/forums');
  await expect(page.getByRole('heading', { name: 'Community Forums', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hidePage(page);
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect((await sent[0]!.response())?.status()).toBe(202);
  await visitor.close();

  const admin = await pageAs(browser, 'admin');
  await admin.goto('/admin/analytics');
  await expect(admin.getByText('Page views per day', { exact: true })).toBeVisible();
  await expect(admin.getByTestId('analytics-totals')).toContainText(/[1-9]\d* page views/);
  // The chart draws the six most viewed patterns (which depends on what the suite visited before);
  // the summary it draws holds every counted one.
  await expect(admin.locator('.recharts-legend-item-text').first()).toBeVisible();
  const summary = await (await admin.request.get('/admin-api/analytics/summary')).text();
  expect(summary).toContain('/how-it-works');
  await expect(admin.getByText('Search → destination → save', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(admin).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await admin.context().close();

  const traveller = await pageAs(browser, 'traveller-beta');
  await traveller.goto('/admin/analytics');
  await expect(traveller.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(traveller.getByText('Page views per day', { exact: true })).toHaveCount(0);
  await traveller.context().close();
});
