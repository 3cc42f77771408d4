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

/** Buttons, form fields and navigation links smaller than 44 px either way (links inside sentences are exempt). */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'button, input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], nav a, a.btn';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        // A checkbox or radio is pressed through its label.
        const input = element as HTMLInputElement;
        const label = /^(checkbox|radio)$/.test(input.type ?? '') ? (input.labels?.[0] ?? null) : null;
        const target = label ?? element;
        const area = target.getBoundingClientRect();
        return Math.min(area.width, area.height) < 44;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });

test('touch targets are at least 44 px on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const found: Record<string, string[]> = {};
  const check = async (route: string) => {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const small = await smallTargets(page);
    if (small.length > 0) found[route] = small;
  };
  for (const route of PUBLIC_ROUTES) await check(route);
  await signIn(page);
  for (const route of TRAVELLER_ROUTES) await check(route);
  expect(found).toEqual({});
});

test('a dialog stays usable with the on-screen keyboard open', async ({ page }) => {
  await signIn(page);
  await page.goto(`/dashboard?destination=${LONDON}`);
  await page.getByRole('tab', { name: 'Contribute' }).click();
  await page.getByRole('button', { name: /Add Safety Rating/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Safety Rating' });
  await expect(dialog).toBeVisible();
  // The form as it stays: the traveller's earlier rating (another file may have made one) loaded into it.
  await expect(dialog.getByText('Loading your earlier rating…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The keyboard takes the lower half of the screen: what is left is a 390×420 viewport.
  await page.setViewportSize({ width: 390, height: 420 });
  const comment = dialog.getByLabel('Comment');
  // The field being typed in is brought into the space above the keyboard.
  await comment.focus();
  await comment.fill('Lit streets near the station until late.');
  await expect(comment).toBeInViewport();
  // The dialog fits the space above the keyboard and scrolls within itself to its buttons.
  const box = await dialog.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(420);
  const submit = dialog.getByRole('button', { name: /Submit Rating|Replace Rating/ });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('search results open as a list on a phone, and as a map on a wide screen', async ({ page }) => {
  await page.goto('/search/paris');
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Destinations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of Paris' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: 'Map of Paris' })).toBeVisible({ timeout: 15_000 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search/paris');
  await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
});
