import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/pages';

/** The development persona with beta access (development sign-in is enabled outside production). */
const TRAVELLER_WITH_BETA = 'traveller-beta';

/** Opens a protected page signed out, signs in on /auth as the persona, and comes back to it. */
async function signInAndOpen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByTestId(`dev-sign-in-${TRAVELLER_WITH_BETA}`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

function unique(): string {
  return randomBytes(3).toString('hex');
}

test('the Profile tab saves the full name and phone, and they survive a reload', async ({ page }) => {
  await signInAndOpen(page, '/profile');
  const fullName = `Ada Wanderer ${unique()}`;
  const phone = `+44 (20) ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`;

  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(fullName);
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  await expect(page.getByRole('complementary', { name: 'Your account' })).toContainText(fullName);
});

test('a phone number with letters is refused beside the field', async ({ page }) => {
  await signInAndOpen(page, '/profile');
  const phone = page.getByLabel('Phone number');
  await phone.fill('call me');
  await page.getByRole('button', { name: 'Update Profile' }).click();

  await expect(toast(page, 'Update Failed')).toContainText('There was an error updating your profile.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  const errorId = await phone.getAttribute('aria-describedby');
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(/phone/i);
  // What was typed stays, to be corrected.
  await expect(phone).toHaveValue('call me');
});

test('the tabs follow the arrow keys', async ({ page }) => {
  await signInAndOpen(page, '/profile');
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Safety' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Safety' })).toContainText('Minimum safety score');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Security' })).toContainText('Danger Zone');
});

// The e2e server starts on an empty data directory, so the persona has no safety profile yet.
test('the advanced safety profile is created with a language, then opens in update mode', async ({ page }) => {
  await signInAndOpen(page, '/profile/settings');
  const language = `Esperanto ${unique()}`;
  const homeCountry = `Portugal ${unique()}`;

  const create = page.getByRole('button', { name: 'Create Profile' });
  await expect(create).toBeVisible();
  await expect(page.getByLabel('Travel style')).toHaveValue('solo');
  await expect(page.getByLabel('Travel experience')).toHaveValue('beginner');

  const languageInput = page.getByRole('textbox', { name: 'Languages' });
  const languages = page.getByRole('list', { name: 'Languages' });
  await languageInput.fill(language);
  await page.getByRole('button', { name: 'Add to Languages' }).click();
  await expect(languages.getByRole('listitem')).toHaveText([language]);

  // The same entry in other letters is a duplicate, and is not added.
  await languageInput.fill(`  ${language.toUpperCase()} `);
  await languageInput.press('Enter');
  await expect(languages.getByRole('listitem')).toHaveText([language]);
  await expect(page.getByText('is already in the list.')).toBeVisible();
  // An empty entry is not added either.
  await languageInput.fill('   ');
  await page.getByRole('button', { name: 'Add to Languages' }).click();
  await expect(languages.getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('Home country').fill(homeCountry);
  await page.getByLabel('Travel style').selectOption('business');
  await create.click();
  await expect(toast(page, 'Profile created')).toContainText('Your safety profile has been created successfully');
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Profile' })).toHaveCount(0);
  await expect(page.getByLabel('Home country')).toHaveValue(homeCountry);
  await expect(page.getByLabel('Travel style')).toHaveValue('business');
  await expect(page.getByRole('list', { name: 'Languages' }).getByRole('listitem')).toHaveText([language]);

  // An update sends the form values (PATCH) and says so.
  await page.getByRole('button', { name: `Remove ${language}` }).click();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'Profile updated')).toContainText('Your safety profile has been updated successfully');
  await page.reload();
  await expect(page.getByLabel('Home country')).toHaveValue(homeCountry);
  await expect(page.getByRole('list', { name: 'Languages' })).toHaveCount(0);
});
