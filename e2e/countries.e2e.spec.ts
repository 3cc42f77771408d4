/**
 * Real places and official advice in the browser: a city found by its old name shows a score sourced
 * from the governments' advice, the advisory strip and the country's emergency numbers as tap-to-call
 * links; a country page shows five governments side by side. Runs on the shipped snapshot and the
 * GeoNames catalogue a start imports (no network).
 */
import { expect, test } from '@playwright/test';

test('searching Bangalore opens Bengaluru, with its official sources and emergency numbers', async ({ page }) => {
  await page.goto('/search/Bangalore');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const results = page.getByRole('list', { name: 'Destinations' });
  const first = results.getByRole('button').first();
  await expect(first).toContainText('Bengaluru');
  await expect(first).toContainText('Karnataka, India');

  await page
    .getByRole('complementary', { name: 'Selected destination' })
    .getByRole('link', { name: 'View details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bengaluru' })).toBeVisible();
  const hero = page.getByTestId('destination-hero');
  await expect(hero.getByText(/Source: official advisories \(country level\), \d governments/)).toBeVisible();

  const strip = page.getByTestId('advisory-strip');
  await expect(strip.getByRole('heading', { name: 'Official advice for Bengaluru' })).toBeVisible();
  await expect(strip).toContainText('Country-wide for India');
  const us = strip.getByTestId('local-advice-us');
  await expect(us).toContainText('U.S. Department of State');
  await expect(us).toContainText('country-wide');
  await expect(us.getByRole('link', { name: /Read the advice/ })).toHaveAttribute(
    'href',
    /^https:\/\/travel\.state\.gov\//,
  );

  await page.getByRole('tab', { name: /Emergency/ }).click();
  const numbers = page.getByTestId('emergency-numbers');
  await expect(numbers.getByRole('link', { name: '112' }).first()).toHaveAttribute('href', 'tel:112');
  await expect(numbers.getByText(/UK Foreign, Commonwealth & Development Office/).first()).toBeVisible();

  await strip.getByRole('link', { name: /Compare the governments/ }).click();
  await expect(page).toHaveURL(/\/country\/IN$/);
  await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
});

test('a country page shows five governments side by side with their dates and links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/country/fr');
  await expect(page.getByRole('heading', { level: 1, name: 'France' })).toBeVisible();
  await expect(page.getByText(/5 governments publish travel advice for France/)).toBeVisible();
  for (const [source, host] of [
    ['us', 'travel.state.gov'],
    ['uk', 'www.gov.uk'],
    ['ca', 'travel.gc.ca'],
    ['au', 'www.smartraveller.gov.au'],
    ['ie', 'www.ireland.ie'],
  ] as const) {
    const row = page.getByTestId(`advisory-${source}`);
    await expect(row.getByText(/^Level [1-4]: /)).toBeVisible();
    await expect(row.getByText(/Issued \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expect(row.getByRole('link', { name: /Read the advice/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://${host}/`),
    );
  }
  const emergency = page.getByRole('region', { name: 'Emergency (all services)' });
  await expect(emergency.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await page.getByRole('link', { name: 'Lyon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lyon' })).toBeVisible();
});

test('a malformed country code says how countries are named', async ({ page }) => {
  await page.goto('/country/france');
  await expect(page.getByRole('heading', { name: 'Country not found' })).toBeVisible();
});

test("a city's page tells women travellers what each government says there, with its page, and the helpline where one is listed", async ({
  page,
}) => {
  // Bengaluru: all five governments write about women travellers in India; none lists a helpline.
  await page.goto('/destination/1277333');
  const panel = page.getByTestId('women-travellers');
  await expect(panel.getByRole('heading', { name: 'For women travellers' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Government of Canada' })).toBeVisible();
  await expect(panel.getByText('Its section for women travellers')).toHaveCount(5);
  await panel.getByText('Its section for women travellers').first().click();
  await expect(panel.locator('blockquote').first()).toBeVisible();
  await expect(panel).toContainText("No government we follow lists a women's helpline for India");

  // Paris (the sample content's city 1): Smartraveller lists 3919, tap to call, in its own words.
  await page.goto('/destination/1');
  const paris = page.getByTestId('women-travellers');
  await expect(paris.getByRole('link', { name: '3919' })).toHaveAttribute('href', 'tel:3919');
  await expect(paris).toContainText('“Call 3919 for victims of domestic violence.”');
});

test('the countries list filters by level and by the law on same-sex relations, and keeps the filter in its address', async ({
  page,
}) => {
  await page.goto('/countries?level=1-2&sameSex=legal');
  await expect(page.getByRole('status')).toContainText(/^\d+ of \d+ countries$/);
  await expect(page.getByTestId('country-row-PT')).toContainText('Legal');
  await expect(page.getByTestId('country-row-NG')).toHaveCount(0);
  await page.getByLabel('Same-sex relations').selectOption('criminalised');
  await page.getByLabel('Advisory level').selectOption('any');
  await expect(page).toHaveURL(/sameSex=criminalised/);
  await expect(page.getByTestId('country-row-NG')).toContainText('A crime');
  await expect(page.getByTestId('country-row-PT')).toHaveCount(0);
  await page.getByTestId('country-row-NG').getByRole('link', { name: 'Nigeria' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nigeria');
  await expect(page.getByTestId('lgbt-travellers')).toContainText('Same-sex relations are a crime');
});

test('Nairobi lists the neighbourhoods the governments single out, without lowering its level', async ({ page }) => {
  await page.goto('/destination/184745');
  const strip = page.getByTestId('advisory-strip');
  const partly = strip.getByTestId('local-advice-partly');
  await expect(partly.getByRole('heading', { name: 'Areas of Nairobi the governments single out' })).toBeVisible();
  await expect(partly.getByTestId('local-advice-partly-us')).toContainText(
    'applies to part of Nairobi: The Nairobi neighborhoods of Eastleigh and Kibera',
  );
  // The city's own level stays the country's.
  await expect(strip.getByTestId('local-advice-us')).toContainText('country-wide');
});

test("India's page gives the line for Irish citizens once, and each Irish mission names it", async ({ page }) => {
  await page.goto('/country/IN');
  const embassies = page.getByTestId('embassies');
  await embassies.locator('details summary').first().click();
  const line = embassies.getByTestId('citizens-line-IE');
  await expect(line).toContainText('Emergency help for Irish citizens');
  await expect(line.getByRole('link', { name: '011-49403200' })).toBeVisible();
  await expect(line).toContainText('“Irish citizens in need of emergency assistance outside of opening hours');
  await expect(embassies.getByTestId('embassy-IE').first()).toContainText('Emergency line for Irish citizens');
});
