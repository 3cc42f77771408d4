/**
 * Safety alerts over the real API: a beta traveller saves Paris; in a second browser a moderator
 * raises an alert for Paris on /safety-alerts; the traveller's bell goes up live (no reload) and goes
 * down when they open the alert. The Create Alert form refuses short texts and a bad latitude beside
 * their fields, publishes, and comes back on its defaults. Map View shows the alerts around the
 * browser's position, and says so when the location is refused.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bellCount } from './support/alerts-bell';
import { pageAs, signIn, toast } from './support/pages';

const TRAVELLER_WITH_BETA = 'traveller-beta';
const MODERATOR = 'moderator';
const PARIS = { id: 1, latitude: 48.8566, longitude: 2.3522 };
/** SSE brings a change within a second; polling (the fallback) would take 30. */
const LIVE_TIMEOUT_MS = 5_000;

function unique(): string {
  return randomBytes(3).toString('hex');
}

async function expectBell(page: Page, count: number): Promise<void> {
  const badge = page.getByTestId('alerts-bell-badge');
  if (count === 0) await expect(badge).toBeHidden({ timeout: LIVE_TIMEOUT_MS });
  else await expect(badge).toHaveText(count > 9 ? '9+' : String(count), { timeout: LIVE_TIMEOUT_MS });
}

async function openCreateTab(page: Page): Promise<void> {
  await page.goto('/safety-alerts');
  await page.getByRole('tab', { name: 'Create Alert' }).click();
  await expect(page.getByRole('heading', { name: 'Create Alert' })).toBeVisible();
}

test('a moderator raises an alert for Paris; a traveller who saved Paris sees the bell go up live, opens it, and it goes down', async ({
  browser,
}) => {
  const traveller = await pageAs(browser, TRAVELLER_WITH_BETA);
  // The traveller follows Paris (the demo seed may have saved it already; saving is idempotent).
  // Saving from the page itself is covered by the destinations spec.
  const { token } = (await (await traveller.request.get('/api/csrf-token')).json()) as { token: string };
  const saved = await traveller.request.post('/api/saved', {
    headers: { 'x-csrf-token': token },
    data: { itemType: 'destination', itemId: PARIS.id },
  });
  expect(saved.status()).toBe(201);
  await traveller.goto(`/destination/${PARIS.id}`);
  await expect(traveller.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(traveller.getByTestId('alerts-bell')).toBeVisible();
  const before = await bellCount(traveller);

  const moderator = await pageAs(browser, MODERATOR);
  await openCreateTab(moderator);
  const title = `Metro line 4 closed ${unique()}`;
  await moderator.getByLabel('Destination').selectOption({ label: 'Paris' });
  await moderator.getByLabel('Title').fill(title);
  await moderator.getByLabel('Content').fill('Line 4 is closed between Châtelet and Montparnasse; use line 12.');
  await moderator.getByLabel('Severity').selectOption('high');
  await moderator.getByLabel('Type').selectOption('transportation');
  await moderator.getByRole('button', { name: 'Create Alert' }).click();
  await expect(toast(moderator, 'Alert Created')).toContainText('Your safety alert has been published');
  await expect(moderator.getByRole('tab', { name: 'View Alerts' })).toHaveAttribute('aria-selected', 'true');
  const card = moderator.getByTestId('alert-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  // A moderator's alert is verified when raised.
  await expect(card).not.toContainText('Community report, unverified');

  // No reload: the change arrives over the live stream.
  await expectBell(traveller, before + 1);
  await traveller.getByTestId('alerts-bell').click();
  const dropdown = traveller.getByRole('region', { name: /Safety Alerts/ });
  const entry = dropdown.getByTestId('alert-history-item').filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveClass(/is-unviewed/);
  await entry.getByRole('button', { name: new RegExp(title) }).click();
  await expect(entry).toContainText('Line 4 is closed between Châtelet and Montparnasse');
  await expect(entry).not.toHaveClass(/is-unviewed/);
  await expectBell(traveller, before);

  // The count is the server's, not only the page's.
  await traveller.reload();
  await expect(traveller.getByTestId('alerts-bell')).toBeVisible();
  await expectBell(traveller, before);

  await traveller.context().close();
  await moderator.context().close();
});

test('the Create Alert form shows field errors, then publishes and resets to its defaults', async ({ page }) => {
  await signIn(page, TRAVELLER_WITH_BETA);
  await openCreateTab(page);
  const titleField = page.getByLabel('Title');
  const content = page.getByLabel('Content');
  const latitude = page.getByLabel('Latitude');

  await titleField.fill('Bad');
  await content.fill('short');
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Content must be at least 10 characters')).toBeVisible();
  await expect(titleField).toBeFocused();

  // The API refuses a latitude out of range, beside the field.
  const title = `Pickpockets at the Louvre ${unique()}`;
  await titleField.fill(title);
  await content.fill('Two pickpockets work the queue at the pyramid entrance; keep bags zipped.');
  await latitude.fill('95');
  await page.getByRole('button', { name: 'Create Alert' }).click();
  // The toast carries the server's message; the field, its own.
  await expect(toast(page, 'Error')).toContainText(/latitude must be a number from -90 to 90/i);
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  const errorId = await latitude.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/latitude must be a number from -90 to 90/i);
  await expect(page.getByText('Title must be at least 5 characters')).toHaveCount(0);

  await latitude.fill('48.8606');
  await page.getByLabel('Longitude').fill('2.3376');
  await page.getByLabel('Source').fill('Seen myself');
  await page.getByLabel('Severity').selectOption('low');
  await page.getByLabel('Type').selectOption('crime');
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(toast(page, 'Alert Created')).toContainText('Your safety alert has been published');

  await expect(page.getByRole('tab', { name: 'View Alerts' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('alert-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Community report, unverified');
  await expect(card).toContainText('Source: Seen myself');
  await expect(card.getByRole('link', { name: /View location on map/ })).toHaveAttribute(
    'href',
    /query=48\.8606%2C2\.3376/,
  );

  await page.getByRole('tab', { name: 'Create Alert' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Content')).toHaveValue('');
  await expect(page.getByLabel('Latitude')).toHaveValue('');
  await expect(page.getByLabel('Severity')).toHaveValue('medium');
  await expect(page.getByLabel('Type')).toHaveValue('other');
  await expect(page.getByLabel('Radius (metres)')).toHaveValue('1000');
});

test("a moderator verifies a traveller's report and archives it with a reason; the traveller's open page follows live", async ({
  browser,
}) => {
  const traveller = await pageAs(browser, TRAVELLER_WITH_BETA);
  const title = `Broken street lights on Rue Oberkampf ${unique()}`;
  await openCreateTab(traveller);
  await traveller.getByLabel('Destination').selectOption({ label: 'Paris' });
  await traveller.getByLabel('Title').fill(title);
  await traveller.getByLabel('Content').fill('Half the street lights are out after 22:00; the street is very dark.');
  await traveller.getByRole('button', { name: 'Create Alert' }).click();
  await expect(toast(traveller, 'Alert Created')).toBeVisible();
  const travellersCard = traveller.getByTestId('alert-card').filter({ hasText: title });
  await expect(travellersCard).toContainText('Community report, unverified');
  // The author may archive their own report; only a moderator verifies.
  await expect(travellersCard.getByRole('button', { name: /^Archive/ })).toBeVisible();
  await expect(travellersCard.getByRole('button', { name: /^Verify/ })).toHaveCount(0);

  const moderator = await pageAs(browser, MODERATOR);
  await moderator.goto(`/safety-alerts?destination=${PARIS.id}`);
  await expect(moderator.getByLabel('Destination')).toHaveValue(String(PARIS.id));
  const card = moderator.getByTestId('alert-card').filter({ hasText: title });
  await card.getByRole('button', { name: /^Verify/ }).click();
  await expect(toast(moderator, 'Alert verified')).toBeVisible();
  await expect(card).not.toContainText('Community report, unverified');
  await expect(travellersCard).not.toContainText('Community report, unverified', { timeout: LIVE_TIMEOUT_MS });

  await card.getByRole('button', { name: /^Archive/ }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Archive alert' });
  await dialog.getByRole('button', { name: 'Archive alert' }).click();
  await expect(dialog.getByText('Reason must be at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Lights repaired by the city this morning');
  await dialog.getByRole('button', { name: 'Archive alert' }).click();
  await expect(toast(moderator, 'Alert archived')).toBeVisible();
  await expect(card).toContainText('Archived');
  await expect(card).toContainText('Archived: Lights repaired by the city this morning');
  await expect(card.getByRole('button', { name: /^Archive/ })).toHaveCount(0);

  // The traveller's page, never reloaded, shows it archived.
  await expect(travellersCard).toContainText('Archived: Lights repaired by the city this morning', {
    timeout: LIVE_TIMEOUT_MS,
  });
  await traveller.context().close();
  await moderator.context().close();
});

test('the widget searches, filters by tab and flags, counts active filters, and resets', async ({ page }) => {
  await signIn(page, TRAVELLER_WITH_BETA);
  const title = `Flooded underpass ${unique()}`;
  await openCreateTab(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('The underpass by the canal is flooded after the storm.');
  await page.getByLabel('Severity').selectOption('critical');
  await page.getByLabel('Type').selectOption('natural_disaster');
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(toast(page, 'Alert Created')).toBeVisible();

  const widget = page.getByRole('region', { name: /Safety Alerts/ }).first();
  await widget.getByRole('searchbox', { name: 'Search alerts' }).fill(title.toUpperCase());
  await expect(widget.getByTestId('alert-card')).toHaveCount(1);
  await expect(widget.getByRole('heading', { name: /\(1 alert\)/ })).toBeVisible();

  await widget.getByRole('tab', { name: 'Critical' }).click();
  await expect(widget.getByTestId('alert-card')).toHaveCount(1);

  const filters = widget.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await widget.getByRole('checkbox', { name: 'Critical' }).uncheck();
  await expect(widget.getByText('No alerts found')).toBeVisible();
  await expect(widget.getByText(/No alert matches your search or filters/)).toBeVisible();
  // The search and one severity switched off.
  await expect(filters).toHaveAccessibleName('Filters 2 active');

  await widget.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(widget.getByRole('searchbox', { name: 'Search alerts' })).toHaveValue('');
  await expect(filters).toHaveAccessibleName('Filters');
  await expect(widget.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(widget.getByTestId('alert-card').filter({ hasText: title })).toBeVisible();
});

test('Map View shows the alerts around the browser, with the 5km radius drawn', async ({ browser }) => {
  const page = await pageAs(browser, TRAVELLER_WITH_BETA, {
    geolocation: { latitude: PARIS.latitude, longitude: PARIS.longitude },
    permissions: ['geolocation'],
  });
  const title = `Protest at République ${unique()}`;
  await openCreateTab(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('A large demonstration fills the square this afternoon.');
  await page.getByLabel('Type').selectOption('civil_unrest');
  await page.getByLabel('Latitude').fill('48.8674');
  await page.getByLabel('Longitude').fill('2.3630');
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(toast(page, 'Alert Created')).toBeVisible();

  await page.getByRole('tab', { name: 'Map View' }).click();
  await expect(page.getByText('Alerts within a 5km radius of your location are shown on the map.')).toBeVisible();
  await page.getByRole('switch', { name: 'Location services' }).check();
  const map = page.getByTestId('nearby-alerts-map');
  await expect(map).toBeVisible();
  await expect(map.locator('path.nearby-radius')).toHaveCount(1);
  await expect(map.locator('path.nearby-alert-marker').first()).toBeVisible();
  const card = page.getByTestId('alert-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/km away|m away/);
  await page.context().close();
});

test('Map View says so when the location is refused', async ({ browser }) => {
  const page = await pageAs(browser, TRAVELLER_WITH_BETA, { permissions: [] });
  await page.goto('/safety-alerts?tab=map');
  // Refused at once, so the switch flips back: click it rather than check it.
  await page.getByRole('switch', { name: 'Location services' }).click();
  await expect(toast(page, 'Location Access Error')).toContainText(
    'Unable to access your location. Some alert features may not work properly.',
  );
  await expect(page.getByRole('switch', { name: 'Location services' })).not.toBeChecked();
  await page.context().close();
});
