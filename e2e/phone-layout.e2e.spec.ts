/**
 * Phone first: on a 390×844 phone the header is one row at most 64 px high with the navigation
 * behind a menu button of at least 44 px; down to 320 px no page scrolls sideways; a signed-in
 * traveller is never invited to the waitlist.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/pages';

const LONDON = 2643743;
const PUBLIC_ROUTES = ['/', '/forums', '/search/london', `/destination/${LONDON}`, '/country/GB', '/privacy', '/about'];
const TRAVELLER_ROUTES = ['/dashboard', '/saved', '/profile', '/safety-alerts'];

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 390, height: 844 } });

test('the header is one row of at most 64 px, its navigation behind a menu button', async ({ page }) => {
  for (const route of ['/', '/forums', `/destination/${LONDON}`]) {
    await page.goto(route);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height, route).toBeLessThanOrEqual(64);
  }
  const toggle = page.getByRole('button', { name: 'Menu' });
  const box = await toggle.boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  const link = nav.getByRole('link', { name: 'About' });
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await link.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav).toBeHidden();
});

test('no page scrolls sideways on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sideways(page), route).toBeLessThanOrEqual(0);
  }
  await signIn(page);
  for (const route of TRAVELLER_ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sideways(page), route).toBeLessThanOrEqual(0);
  }
});

test('a signed-in traveller is never invited to join the waitlist', async ({ page }) => {
  await signIn(page);
  for (const route of ['/', '/dashboard', '/how-it-works', '/about', `/destination/${LONDON}`]) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByText(/Join the Waitlist|Join Beta|Get Early Access|Reserve My Free Spot/)).toHaveCount(0);
  }
});
