/**
 * Local truth in the browser, on the shipped snapshot (no network): a city in an area a government
 * rates "do not travel" opens with that government's area, level and words, reads as low safety and
 * scores below its country's capital; the country page draws the governments' areas on a map and
 * lists the areas nothing places.
 */
import { expect, test, type Page } from '@playwright/test';

const CULIACAN = 4012176; // Sinaloa, Mexico: the U.S. says "Do Not Travel" to Sinaloa state.
const MEXICO_CITY = 3530597;
const MAIDUGURI = 2331447; // Borno, Nigeria.
const LAGOS = 2332459;

async function heroScore(page: Page, id: number): Promise<number> {
  await page.goto(`/destination/${id}`);
  const text = await page.getByTestId('destination-score').textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const) {
  test(`a city in a level-4 area opens with that area's advice (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await page.goto(`/destination/${CULIACAN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Culiacán' })).toBeVisible();
    const strip = page.getByTestId('advisory-strip');
    await expect(strip).toHaveAttribute('data-highest-level', '4');
    await expect(strip).toHaveClass(/advisory-strip-serious/);
    await expect(strip.getByRole('heading', { name: /advises against all travel here/ })).toBeVisible();
    const us = strip.getByTestId('local-advice-us');
    await expect(us).toContainText('U.S. Department of State');
    await expect(us).toContainText('Level 4: Do not travel');
    await expect(us).toContainText('Sinaloa state');
    await expect(us.locator('q')).toHaveText('Do Not Travel');
    await expect(us.getByRole('link', { name: /Read the advice/ })).toHaveAttribute('href', /travel\.state\.gov/);
    // The strip comes before the overview, and nothing calls the city generally safe.
    const stripBox = (await strip.boundingBox())!;
    const overviewBox = (await page.getByRole('heading', { name: 'Safety Overview' }).boundingBox())!;
    expect(stripBox.y).toBeLessThan(overviewBox.y);
    await expect(page.getByText(/Generally safe/)).toHaveCount(0);
    await expect(page.getByTestId('destination-hero')).toContainText('Low safety');
    await page.screenshot({ path: `test-results/local-advice-culiacan-${size.name}.png`, fullPage: false });
  });
}

test('a city in a government’s level-3 or 4 area scores below its capital, one outside it reads as its country', async ({
  page,
}) => {
  const culiacan = await heroScore(page, CULIACAN);
  const capital = await heroScore(page, MEXICO_CITY);
  expect(culiacan).toBeLessThan(capital);
  await expect(page.getByTestId('advisory-strip')).not.toHaveClass(/advisory-strip-serious/);

  const maiduguri = await heroScore(page, MAIDUGURI);
  const lagos = await heroScore(page, LAGOS);
  expect(maiduguri).toBeLessThan(lagos);
});

test('the country page draws the governments’ areas and lists what it cannot place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/country/MX');
  await expect(page.getByRole('heading', { level: 1, name: 'Mexico' })).toBeVisible();
  const section = page.getByRole('region', { name: /Where the advice differs within Mexico/ });
  await section.scrollIntoViewIfNeeded();
  const map = section.getByTestId('areas-map');
  await expect(map).toBeVisible();
  // Sinaloa's cities are drawn at level 4 (the most cautious government), Yucatán's not.
  await expect(map.locator('path.areas-map-level-4').first()).toBeAttached();
  const level4 = await map.locator('path.areas-map-level-4').count();
  const level1or2 = await map.locator('path.areas-map-level-1, path.areas-map-level-2').count();
  expect(level4).toBeGreaterThan(5);
  expect(level1or2).toBeGreaterThan(5);
  // One government at a time: the UK names no level-4 area in Mexico.
  await map.getByLabel('Colour by').selectOption('uk');
  await expect(map.locator('path.areas-map-level-4')).toHaveCount(0);
  await expect(section.getByText(/of the \d+ areas the governments name are placed on the map/)).toBeVisible();
  await page.screenshot({ path: 'test-results/local-advice-mexico-map.png', fullPage: false });

  // What cannot be placed is listed with the government's words: ground beside a town too small for
  // the gazetteer.
  await page.goto('/country/TN');
  const tunisia = page.getByRole('region', { name: /Where the advice differs within Tunisia/ });
  const unresolved = tunisia.getByTestId('unresolved-areas');
  await unresolved.scrollIntoViewIfNeeded();
  await unresolved.locator('summary').click();
  await expect(unresolved).toContainText(/not placed/);
  await expect(unresolved).toContainText('El Borma');
  // A mountain no gazetteer holds is placed by another government's words, quoted.
  await expect(unresolved).not.toContainText('Mount Orbata');
  await expect(
    page
      .getByText(
        /part of Gafsa \(state or region; placed there by U\.S\. Department of State: “The Mount Orbata area in the Gafsa governorate”\)/,
      )
      .first(),
  ).toBeAttached();

  // On a phone the map and its chooser fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/country/NG');
  await page.locator('#areas-title').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('areas-map').locator('path.areas-map-city').first()).toBeAttached({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A disputed area is drawn by its own boundary: South Ossetia, which the governments name in Georgia.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/country/GE');
  const georgia = page.getByRole('region', { name: /Where the advice differs within Georgia/ });
  await georgia.scrollIntoViewIfNeeded();
  await expect(georgia.getByTestId('areas-map').locator('path.areas-map-zone').first()).toBeAttached({
    timeout: 15_000,
  });
  await expect(
    page.getByText(/Placed as: South Ossetia \(its own boundary, Natural Earth; \d+ of our cities\)/).first(),
  ).toBeAttached();

  // The areas each government rates apart list their places, grouped as the source groups them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/country/NG');
  const uk = page.getByTestId('advisory-uk');
  await uk.getByText(/areas? rated apart/).click();
  await expect(uk.getByText('North East Nigeria')).toBeVisible();
  await expect(uk.getByText('Borno State', { exact: true })).toBeVisible();
  await expect(uk.getByText(/Placed as: Borno \(state or region\)/)).toBeVisible();
});

test('a capital’s page lists the parts of it the governments single out and draws them on its map', async ({
  page,
}) => {
  const NAIROBI = 184745; // The U.S. names "the Nairobi neighborhoods of Eastleigh and Kibera"; Canada, Kibera.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/destination/${NAIROBI}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nairobi' })).toBeVisible();
  const partly = page.getByTestId('local-advice-partly');
  await expect(partly.getByRole('heading', { name: 'Areas of Nairobi the governments single out' })).toBeVisible();
  await expect(partly.getByTestId('local-advice-sections').first()).toContainText(/On the city’s map: .*Kibera/);
  // Near the top: the list comes before the overview.
  const listed = (await partly.boundingBox())!;
  const overview = (await page.getByRole('heading', { name: 'Safety Overview' }).boundingBox())!;
  expect(listed.y).toBeLessThan(overview.y);

  // The map loads when it comes into view.
  await page.getByRole('region', { name: 'Safety map' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: 'Map of Nairobi' });
  await expect(map).toBeVisible();
  const sections = map.locator('path.safety-map-section');
  await expect(sections).toHaveCount(2);
  await expect(page.getByTestId('safety-map-sections-key')).toHaveText(
    '2 areas of this city the governments single out',
  );
  // Each says which government names it, at what level, in the government's own words.
  await sections.first().hover({ force: true });
  const tooltip = page.locator('.safety-map-tooltip').filter({ hasText: 'Eastleigh' });
  await expect(tooltip).toContainText('U.S. Department of State');
  await expect(tooltip.locator('[lang="en"]').first()).toContainText('Eastleigh');
  await expect(page.locator('.leaflet-control-attribution')).toContainText('Who’s On First');
  await page.screenshot({ path: 'test-results/local-advice-nairobi-map.png', fullPage: false });
});
