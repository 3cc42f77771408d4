/**
 * On the road without a connection: the app installs a service worker; a destination and its
 * country opened online read again offline (score with its source, official advice, emergency
 * numbers as tap-to-call links, each with its date), with a banner saying the data's age.
 */
import { expect, test, type Page } from '@playwright/test';

const LONDON = 2643743;

/** The page is controlled by the service worker, so what it reads from now on is kept. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the app is installable: a manifest with icons and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'SafeTrails', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await controlledByServiceWorker(page);
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
