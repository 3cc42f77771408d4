import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/** The development personas of the test server (development sign-in is enabled outside production). */
const TRAVELLER_WITHOUT_BETA = 'traveller';
const TRAVELLER_WITH_BETA = 'traveller-beta';

interface CurrentUser {
  readonly username: string;
  readonly name: string | null;
  readonly betaAccess: boolean;
}

async function expectPersonaOffered(page: Page, persona: string): Promise<void> {
  const response = await page.request.get('/api/auth/options');
  expect(response.ok()).toBe(true);
  const options = (await response.json()) as { developmentSignIn: { enabled: boolean; personas: { id: string }[] } };
  expect(options.developmentSignIn.enabled).toBe(true);
  expect(options.developmentSignIn.personas.map(({ id }) => id)).toContain(persona);
}

async function currentUser(page: Page): Promise<CurrentUser> {
  const response = await page.request.get('/api/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as CurrentUser;
}

/** Nothing about the session or beta access may live in the browser's storage: the server decides. */
async function expectNoAuthStateInStorage(page: Page): Promise<void> {
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys.filter((key) => /beta|session|token/i.test(key))).toEqual([]);
}

function fromParameter(page: Page): string | null {
  return new URL(page.url()).searchParams.get('from');
}

test('a protected page sends a signed-out visitor to sign in, remembering the page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?/);
  expect(fromParameter(page)).toBe('/profile');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Reddit' })).toBeVisible();
  await expect(page.getByText('Development sign-in — not available in production')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toContainText('Sign in');
});

test('a traveller without beta access is sent to verify it, and a wrong token is refused', async ({ page }) => {
  await expectPersonaOffered(page, TRAVELLER_WITHOUT_BETA);
  await page.goto('/auth?from=/profile');
  await page.getByTestId(`dev-sign-in-${TRAVELLER_WITHOUT_BETA}`).click();

  await expect(page).toHaveURL(/\/verify-beta\?/);
  expect(fromParameter(page)).toBe('/profile');
  expect((await currentUser(page)).betaAccess).toBe(false);

  // Well-formed (43 URL-safe characters, like an issued token) but never issued.
  await page.getByLabel('Beta access token').fill(randomBytes(32).toString('base64url'));
  await page.getByRole('button', { name: 'Verify access' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-beta\?/);
  expect((await currentUser(page)).betaAccess).toBe(false);

  await expectNoAuthStateInStorage(page);
});

test('a traveller with beta access reaches the protected page, then logs out', async ({ page }) => {
  await expectPersonaOffered(page, TRAVELLER_WITH_BETA);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByTestId(`dev-sign-in-${TRAVELLER_WITH_BETA}`).click();

  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const user = await currentUser(page);
  expect(user.betaAccess).toBe(true);
  const displayName = user.name || user.username;
  const accountMenu = page.getByTestId('account-menu');
  await expect(accountMenu).toContainText(displayName);
  await expectNoAuthStateInStorage(page);

  await accountMenu.getByRole('button', { name: displayName }).click();
  await accountMenu.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(accountMenu).toContainText('Sign in');
  expect(await (await page.request.get('/api/user')).json()).toBeNull();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?/);
  expect(fromParameter(page)).toBe('/profile');
  await expectNoAuthStateInStorage(page);
});

test('the console signs in with the same session and lets only moderators and admins in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?from=%2Fadmin/);

  // Signing in from there goes back to the console, which turns a traveller away.
  await page.getByTestId(`dev-sign-in-${TRAVELLER_WITH_BETA}`).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByTestId('access-denied')).toBeVisible();

  // Signed in already, /auth would send us on: switch to the moderator through the API instead.
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const switched = await page.request.post('/api/auth/development/sign-in', {
    headers: { 'x-csrf-token': token },
    data: { persona: 'moderator' },
  });
  expect(switched.status()).toBe(200);
  await page.goto('/admin');
  await expect(page.getByText('SafeTrails moderation and audit console')).toBeVisible();
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
});
