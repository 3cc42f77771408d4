/**
 * On the road without a connection: the app installs a service worker; a destination and its
 * country opened online read again offline (score with its source, official advice, emergency
 * numbers as tap-to-call links, each with its date), with a banner saying the data's age; a rating
 * made offline waits on the device and is sent once when the connection returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { controlledByServiceWorker, signInAndOpen, toast } from './support/pages';

const LONDON = 2643743;

test('the app is installable: a manifest with icons and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'SafeTrails', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await controlledByServiceWorker(page);
});

test('a visitor who never wrote anything offline gets no outbox database', async ({ page }) => {
  await page.goto(`/destination/${LONDON}`);
  await expect(page.getByRole('heading', { level: 1, name: 'London' })).toBeVisible();
  await page.goto('/forums');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(databases).not.toContain('safetrails-outbox');
});

test('a destination and its country opened online read again offline, with their dates', async ({ page, context }) => {
  await page.goto(`/destination/${LONDON}`);
  await controlledByServiceWorker(page);
  await page.goto(`/destination/${LONDON}`);
  await expect(page.getByTestId('destination-hero')).toContainText('London');
  await page.goto('/country/GB');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('United Kingdom');
  const call = page.locator('a[href^="tel:"]').first();
  await expect(call).toBeVisible();
  const number = await call.getAttribute('href');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await expect(page.getByTestId('offline-banner')).toContainText(/last updated/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('United Kingdom');
  await expect(page.locator(`a[href="${number}"]`).first()).toBeVisible();

  await page.goto(`/destination/${LONDON}`);
  await expect(page.getByTestId('destination-hero')).toContainText('London');
  await expect(page.getByTestId('destination-hero')).toContainText(/\d/);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/country/GB');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('United Kingdom');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a rating made offline waits on the device and is sent once when the connection returns', async ({
  page,
  context,
}) => {
  await signInAndOpen(page, `/dashboard?destination=${LONDON}`);
  await expect(page.getByTestId('dashboard-destination-score')).toBeVisible();
  // The app kept for offline use (its scripts, the toaster's among them, served by the service worker).
  await controlledByServiceWorker(page);
  const posted: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/safety/ratings')
      posted.push(response.status());
  });

  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Contribute' }).click();
  await page.getByRole('button', { name: /Add Safety Rating/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Safety Rating' });
  for (const dimension of [
    'Overall safety',
    'Street safety',
    'Public transport',
    'Tourist areas',
    'Night safety',
    'Local attitude',
  ])
    await dialog.getByRole('group', { name: dimension }).getByRole('radio', { name: /^4/ }).check();
  const comment = `Rated offline on the Tube at ${Date.now()}`;
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: /Submit Rating|Replace Rating/ }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('outbox-status')).toContainText('1 waiting to be sent');
  // As a traveller would: the toast, which can cover the status on a small window, goes first.
  await expect(toast(page, 'Saved on this device')).toBeHidden({ timeout: 15_000 });
  await page.getByTestId('outbox-status').getByRole('button').click();
  await expect(page.getByTestId('outbox-status')).toContainText('Safety rating');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toHaveCount(0, { timeout: 25_000 });
  expect(posted.filter((status) => status >= 200 && status < 300)).toHaveLength(1);
  const mine = await (await page.request.get(`/api/safety/ratings/mine/${LONDON}`)).json();
  expect(JSON.stringify(mine)).toContain(comment);
});

test('a saved destination is kept for offline reading before it is ever opened', async ({ page, context }) => {
  await signInAndOpen(page, '/saved');
  const [paris] = (await (await page.request.get('/api/destinations/search?q=paris')).json()) as {
    id: number;
    countryCode: string;
  }[];
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const saved = await page.request.post('/api/saved', {
    headers: { 'x-csrf-token': token },
    data: { itemType: 'destination', itemId: paris!.id },
  });
  expect(saved.ok()).toBe(true);
  await controlledByServiceWorker(page);
  await page.goto('/saved');
  const card = page.getByTestId('saved-card').filter({ hasText: 'Paris' });
  await expect(card.getByTestId('available-offline')).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await page.goto(`/destination/${paris!.id}`);
  await expect(page.getByTestId('destination-hero')).toContainText('Paris');
  await page.goto(`/country/${paris!.countryCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('France');
  await context.setOffline(false);
});

/** The first search result's id and country for a query, read online. */
async function city(page: Page, query: string): Promise<{ id: number; name: string; countryCode: string }> {
  const [first] = (await (
    await page.request.get(`/api/destinations/search?q=${encodeURIComponent(query)}`)
  ).json()) as {
    id: number;
    name: string;
    countryCode: string;
  }[];
  expect(first).toBeDefined();
  return first!;
}

test('a saved city opened from the dashboard shows its emergency numbers offline in the Emergency tab', async ({
  page,
  context,
}) => {
  await signInAndOpen(page, '/dashboard');
  const lisbon = await city(page, 'lisbon');
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const saved = await page.request.post('/api/saved', {
    headers: { 'x-csrf-token': token },
    data: { itemType: 'destination', itemId: lisbon.id },
  });
  expect(saved.ok()).toBe(true);
  await controlledByServiceWorker(page);
  await page.goto('/dashboard');
  await page.goto(`/destination/${lisbon.id}`);
  await expect(page.getByTestId('destination-hero')).toContainText(lisbon.name);
  // The city brings its country in the same moment, without the tab being opened.
  await expect
    .poll(() =>
      page.evaluate(
        async (code) => Boolean(await (await caches.open('api-reads')).match(`/api/countries/${code}`)),
        lisbon.countryCode,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('destination-hero')).toContainText(lisbon.name);
  await page.getByRole('tab', { name: 'Emergency Resources' }).click();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.getByTestId('emergency-not-kept')).toHaveCount(0);
  await context.setOffline(false);
});

test('a city read once from a shared link, before any service worker, reads again offline', async ({
  page,
  context,
}) => {
  const nairobi = await city(page, 'nairobi');
  // A first visit: nothing controls the page; the service worker installs after it settles and takes it.
  await page.goto(`/destination/${nairobi.id}`);
  await expect(page.getByTestId('destination-hero')).toContainText(nairobi.name);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (id) => Boolean(await (await caches.open('api-reads')).match(`/api/destinations/${id}`)),
          nairobi.id,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('destination-hero')).toContainText(nairobi.name);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
});

test('a city never opened on this device says offline that it is not saved here, never "not found"', async ({
  page,
  context,
}) => {
  const madrid = await city(page, 'madrid');
  await page.goto('/');
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.goto(`/destination/${madrid.id}`);
  const notice = page.getByTestId('not-kept-offline');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('Not saved on this device for offline use');
  await expect(page.getByText('Destination Not Found')).toHaveCount(0);
  await expect(page.getByText("doesn't exist")).toHaveCount(0);

  // Back online, the same page shows the city.
  await context.setOffline(false);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('destination-hero')).toContainText(madrid.name);
});
