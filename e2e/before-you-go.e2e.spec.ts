/**
 * Before you go, at phone size: a city whose country carries the death penalty for drugs says so at
 * once; its Transportation tab says which side traffic drives on with each government's words; a U.S.
 * traveller sees her passport validity and visa line first on the country page; a saved city brings
 * all of it offline. Every line names its government and links its page.
 */
import { expect, test } from '@playwright/test';
import { controlledByServiceWorker, saveSafetyProfile, signIn } from './support/pages';

// GeoNames id of Bangkok (Thailand: the governments state the death penalty for drug offences).
const BANGKOK = 1609350;
// Not traveller-beta: the profile test needs that persona without a safety profile.
const PERSONA = 'moderator';

test.use({ viewport: { width: 390, height: 844 } });

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, PERSONA);
  await saveSafetyProfile(page, { homeCountry: null });
  await page.close();
});

test('a city whose country carries the death penalty for drugs says so at once, the rest one tap away', async ({
  page,
}) => {
  await page.goto(`/destination/${BANGKOK}`);
  const laws = page.getByTestId('guide-laws');
  const first = laws.getByRole('list', { name: 'Read this first' });
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Drug [a-z ,]+ can carry the death penalty/);
  // The government's own sentence, quoted, and who says it.
  await expect(first.locator('blockquote').first()).toContainText(/“.*(death|execution|executed).*”/i);
  await expect(first).toContainText(/says .*(Department of State|Office|Canada|Affairs)/);
  // Collapsed by default: the topics open on a tap.
  const lèseMajesté = laws.locator('[data-topic="speech"]');
  await expect(lèseMajesté).toBeHidden();
  await laws.getByText(/What the governments say: \d+ topics/).click();
  await expect(lèseMajesté).toBeVisible();
  await expect(lèseMajesté).toContainText(/king|royal|monarch/i);
  await expect(lèseMajesté.getByRole('link', { name: /its page/ }).first()).toHaveAttribute('href', /^https:\/\//);

  const health = page.getByTestId('guide-health');
  await expect(health).toBeVisible();
  await health.getByText(/What the governments say: \d+ topics/).click();
  await expect(health.locator('[data-topic="yellow_fever"]')).toContainText(/yellow fever/i);
});

test('the Transportation tab says which side traffic drives on, with each government’s words', async ({ page }) => {
  await page.goto(`/destination/${BANGKOK}`);
  await page.getByRole('tab', { name: 'Transportation' }).click();
  const transport = page.getByTestId('guide-transport');
  const side = transport.locator('[data-topic="driving_side"]');
  await expect(side).toContainText('Side of the road: Traffic drives on the left');
  await expect(side.locator('blockquote').first()).toContainText(/“.*on the left.*”/);
  await expect(side.getByRole('link', { name: /its page/ }).first()).toHaveAttribute('href', /^https:\/\//);
  await expect(transport.locator('[data-topic="road_safety"]')).toContainText('Road safety');
  await expect(page.getByRole('tabpanel').getByText('Coming Soon')).toHaveCount(0);
});

test('a U.S. traveller sees her passport validity and visa first; another passport is one choice away', async ({
  page,
}) => {
  await signIn(page, PERSONA);
  await saveSafetyProfile(page, { homeCountry: 'United States' });
  await page.goto('/country/TH');
  const entry = page.getByTestId('before-you-go');
  await expect(entry.getByRole('combobox', { name: 'Your passport' })).toHaveValue('US');
  const own = entry.getByTestId('entry-us');
  await expect(own.getByRole('heading')).toHaveText('For U.S. citizens, from U.S. Department of State');
  const facts = own.locator('[data-topic]');
  await expect(facts.first()).toHaveAttribute('data-topic', 'passport_validity');
  await expect(facts.first()).toContainText(/Passport validity: Valid for \d+ months/);
  await expect(own.locator('[data-topic="visa"]')).toContainText(/Visa: Not required \(\d+ days\)/);
  await expect(own.locator('[data-topic="visa"] blockquote')).toContainText('“');
  // Others' rules are there, collapsed, labelled by passport.
  await expect(entry.getByTestId('entry-ie')).toBeHidden();

  await entry.getByRole('combobox', { name: 'Your passport' }).selectOption('IE');
  await expect(entry.getByTestId('entry-ie').getByRole('heading')).toHaveText(/^For Irish citizens/);
  await entry.getByRole('combobox', { name: 'Your passport' }).selectOption('other');
  await expect(entry.getByTestId('no-own-entry')).toContainText('None of the five governments we follow');
  await expect(entry.getByTestId('entry-us')).toBeVisible();
});

test('a saved city brings the laws, health and getting around offline', async ({ page, context }) => {
  await page.goto(`/destination/${BANGKOK}`);
  await controlledByServiceWorker(page);
  await page.goto(`/destination/${BANGKOK}`);
  await expect(page.getByTestId('guide-laws')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await expect(page.getByTestId('guide-laws').getByRole('list', { name: 'Read this first' })).toContainText(
    'death penalty',
  );
  await page.getByRole('tab', { name: 'Transportation' }).click();
  await expect(page.getByTestId('guide-transport').locator('[data-topic="driving_side"]')).toContainText(
    'Traffic drives on the left',
  );
  await context.setOffline(false);
});
