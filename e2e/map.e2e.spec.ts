/**
 * A map useful at street level: over a city it draws the tile server's streets with their credit;
 * when tiles cannot load it falls back by itself to the basemap the app ships, which is not blank
 * at city zoom (the coast, the country's regions and its cities, named). The suite's tile server
 * is a port where nothing listens (playwright.config.ts); a test that wants streets answers them.
 */
import { expect, test, type Page } from '@playwright/test';
import { answerMapTiles, controlledByServiceWorker } from './support/pages';

async function mapOf(page: Page, query: string, city: string) {
  await page.goto(`/search/${query}`);
  const map = page.getByRole('region', { name: `Map of ${city}` });
  await expect(map).toBeVisible({ timeout: 15_000 });
  return map;
}

test('over a city the map draws streets from the tile server, with its credit', async ({ page }) => {
  const zooms: number[] = [];
  await answerMapTiles(page, (zoom) => zooms.push(zoom));
  const map = await mapOf(page, 'paris', 'Paris');
  await expect(map).toHaveAttribute('data-basemap', 'streets');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await expect(map.getByRole('status')).toBeHidden();
  // Street zoom, not a world view.
  expect(Math.max(...zooms)).toBeGreaterThanOrEqual(10);
  // Under working tiles the built-in map is not drawn (a phone's main thread is spared it), yet its
  // file for the view is fetched for a later visit offline.
  await expect(map.locator('.leaflet-safetrails-ground-pane path')).toHaveCount(0);
  await expect(map.locator('.leaflet-safetrails-streets-pane path')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/basemap\/FR\.json$/.test(entry.name)),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});

for (const { query, city } of [
  { query: 'paris', city: 'Paris' },
  { query: 'nairobi', city: 'Nairobi' },
  { query: 'lisbon', city: 'Lisbon' },
]) {
  test(`when tiles cannot load, the map over ${city} shows the built-in map with named places`, async ({ page }) => {
    const map = await mapOf(page, query, city);
    await expect(map).toHaveAttribute('data-basemap', 'built-in', { timeout: 15_000 });
    await expect(map.getByRole('status')).toContainText('Street map unavailable');
    // The city itself is named on the map, and the land around it is drawn from the detailed basemap.
    await expect(map.locator('.street-basemap-label', { hasText: city }).first()).toBeVisible({ timeout: 15_000 });
    await expect(map.locator('.leaflet-safetrails-streets-pane path')).not.toHaveCount(0);
    // Drawn at the map's size, not shrunk to nothing by the page's styles.
    await expect(map.locator('.leaflet-safetrails-streets-pane svg')).toBeVisible();
    // Still credited: Natural Earth and GeoNames draw it.
    await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
    await expect(map.locator('.leaflet-control-attribution')).toContainText('GeoNames');
  });
}

test('a map seen once is not blank offline', async ({ page, context }) => {
  await mapOf(page, 'paris', 'Paris');
  // The service worker keeps the basemap's files as the map reads them, once it controls the page.
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Map of Paris' }).locator('.street-basemap-label').first()).toBeVisible(
    { timeout: 15_000 },
  );
  await context.setOffline(true);
  await page.reload();
  const map = page.getByRole('region', { name: 'Map of Paris' });
  await expect(map).toHaveAttribute('data-basemap', 'built-in', { timeout: 15_000 });
  await expect(map.locator('.street-basemap-label', { hasText: 'Paris' }).first()).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
});
