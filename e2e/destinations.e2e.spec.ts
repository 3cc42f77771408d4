/**
 * Destinations in the browser: search with a typo, the search page's chips and detail column, the
 * destination page with its score, freshness, source and history, the safety map's layers and zoom,
 * and saving. Runs on the demo seed (ids 1-5: Paris, New York, Tokyo, Mumbai, Barcelona).
 */
import { expect, test } from '@playwright/test';
import { signIn, toast } from './support/pages';

test('a typo finds Barcelona, whose page shows its score, freshness, source and history', async ({ page }) => {
  await page.goto('/search/barcelna');
  await page.getByRole('button', { name: 'List', exact: true }).click();

  const results = page.getByRole('list', { name: 'Destinations' });
  await expect(results.getByRole('button', { name: /^Barcelona\b.*\bSpain\b/ }).first()).toBeVisible();
  // The first result is selected: the title and the detail column show it.
  await expect(page.getByRole('heading', { level: 1, name: 'Barcelona' })).toBeVisible();
  const detail = page.getByRole('complementary', { name: 'Selected destination' });
  await expect(detail.getByRole('heading', { name: 'Barcelona' })).toBeVisible();
  await expect(detail.getByText('Recommended Places')).toBeVisible();

  await detail.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/destination\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Barcelona' })).toBeVisible();
  await expect(page.getByTestId('destination-score')).toContainText('/100');
  const hero = page.getByTestId('destination-hero');
  await expect(hero.getByText(/Updated (just now|.+ ago)/)).toBeVisible();
  await expect(hero.getByText(/Source: demo seed/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Safety Analysis' })).toHaveAttribute('aria-selected', 'true');

  const history = page.getByRole('region', { name: 'How this score changed' });
  await expect(history.getByRole('cell', { name: 'Destination registered' })).toBeVisible();
  await expect(history.getByText(/Overall Safety: unrated → \d+/)).toBeVisible();
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/search/qqxzzyq');
  await expect(page.getByText('No destinations found for "qqxzzyq"')).toBeVisible();
});

test('the filter chips filter, several at once, and All Areas resets them', async ({ page }) => {
  await page.goto('/search/all');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const results = page.getByRole('list', { name: 'Destinations' });
  await expect(results.getByRole('button', { name: /Mumbai/ })).toBeVisible();

  // Mumbai's public transport scores below 70 in the demo seed; Tokyo's is well above.
  await page.getByRole('button', { name: 'Public Transport' }).click();
  await expect(page.getByRole('button', { name: 'All Areas' })).toHaveAttribute('aria-pressed', 'false');
  await expect(results.getByRole('button', { name: /Tokyo/ })).toBeVisible();
  await expect(results.getByRole('button', { name: /Mumbai/ })).toHaveCount(0);
  // Unrated cities pass no chip.
  await expect(results.getByRole('button', { name: /Unrated/ })).toHaveCount(0);

  // Clearing the last chip falls back to all areas.
  await page.getByRole('button', { name: 'Public Transport' }).click();
  await expect(page.getByRole('button', { name: 'All Areas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(results.getByRole('button', { name: /Mumbai/ })).toBeVisible();
});

test('the map layer switch changes the legend, and zoom stops at its limits', async ({ page }) => {
  await page.goto('/search/barcelna');
  await expect(page.getByRole('region', { name: 'Map of Barcelona' })).toBeVisible();
  await expect(page.getByTestId('safety-map-card')).toContainText('Barcelona, Spain');
  await expect(page.locator('.safety-map-blob')).not.toHaveCount(0);
  await expect(page.getByText(/^Showing:/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Safety Layers' }).click();
  await page.getByRole('radio', { name: 'Walkability' }).check();
  await expect(page.getByText('Showing: Walkability')).toBeVisible();
  await page.getByRole('radio', { name: 'Overall Safety' }).check();
  await expect(page.getByText(/^Showing:/)).toHaveCount(0);

  await page.getByRole('switch', { name: 'Neighborhood Overlay' }).uncheck();
  await expect(page.locator('.safety-map-blob')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // From 1 by 0.25 up to 1.5: two steps in, then the button stops.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.click();
  await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await zoomOut.click();
  await zoomOut.click();
  await zoomOut.click();
  await expect(zoomOut).toBeDisabled();
});

test('a signed-out visitor is asked to sign in to save', async ({ page }) => {
  await page.goto('/destination/5');
  await page.getByRole('button', { name: 'Save Barcelona' }).click();
  await expect(toast(page, 'Sign in to save places')).toBeVisible();
});

test('a beta traveller saves Barcelona, and it stays saved', async ({ page }) => {
  await signIn(page);
  await page.goto('/search/barcelna');
  await page
    .getByRole('complementary', { name: 'Selected destination' })
    .getByRole('link', { name: 'View details' })
    .click();
  await expect(page).toHaveURL(/\/destination\/\d+$/);
  // A first visit also installs the service worker, which fetches the app for offline use alongside.
  await expect(page.getByTestId('destination-hero')).toBeVisible({ timeout: 15_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByRole('button', { name: 'Save Barcelona' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
  const saved = await (await page.request.get('/api/saved')).json();
  expect(saved).toEqual(expect.arrayContaining([expect.objectContaining({ itemType: 'destination', itemId: id })]));
});

test('a destination id that is not a number is not found, and nothing is fetched', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/destinations/')) asked.push(request.url());
  });
  await page.goto('/destination/abc');
  await expect(page.getByRole('heading', { name: 'Destination Not Found' })).toBeVisible();
  await expect(
    page.getByText("We couldn't find the destination you're looking for. It may have been removed or doesn't exist."),
  ).toBeVisible();
  expect(asked).toEqual([]);
});

test('Download Report opens a printable report with every metric and its source', async ({ page }) => {
  await page.goto('/destination/5');
  // The report opens the print dialog itself; here it is opened without, to read it.
  await expect(page.getByRole('link', { name: 'Download Report' })).toHaveAttribute(
    'href',
    '/destination/5/report?print=1',
  );
  await page.goto('/destination/5/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Barcelona, Spain' })).toBeVisible();
  for (const metric of ['Walkability', 'Public Transport', 'Harassment Level', 'Petty Crime', 'Medical Access']) {
    await expect(page.getByRole('rowheader', { name: metric })).toBeVisible();
  }
  await expect(page.getByRole('definition').filter({ hasText: 'demo seed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Neighbourhoods' })).toBeVisible();
});

test('a link to a city’s recommended places lands on them once the page above has filled in', async ({ page }) => {
  // The alerts and the country's panels above them grow as their own reads answer, after the
  // first scroll: the section is brought back to the top until the page settles (recommendations.tsx).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/destination/2267057#recommendations');
  const section = page.locator('#recommendations');
  await expect(section).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(100);
  await expect(section).toBeInViewport();
});
