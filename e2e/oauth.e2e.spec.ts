import { expect, test as base, type Page } from '@playwright/test';
import { startOAuthApp, type OAuthApp } from './support/oauth-app';

const ADMIN_EMAIL = 'ada@e2e.example.org';

/** These tests run against their own app, whose Google and Reddit are mocks in this worker. */
const test = base.extend<object, { oauthApp: OAuthApp }>({
  oauthApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const app = await startOAuthApp({ ADMIN_EMAILS: ADMIN_EMAIL });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ oauthApp }, use) => use(oauthApp.url),
});

interface CurrentUser {
  readonly id: string;
  readonly name: string | null;
  readonly identities: readonly { provider: string }[];
}

async function currentUser(page: Page): Promise<CurrentUser> {
  const response = await page.request.get('/api/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as CurrentUser;
}

/**
 * Clicks what opens the provider popup and waits until the popup has reported back and closed
 * itself (polled: the whole dance can be over before a 'close' listener would be in place).
 */
async function throughPopup(page: Page, click: () => Promise<void>): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  await expect.poll(() => popup.isClosed()).toBe(true);
}

test('signs in with Google in the popup, links Reddit from the Security tab, then signs in with Reddit', async ({
  page,
  oauthApp,
}) => {
  oauthApp.providers.google.account = { sub: 'e2e-google-ada', name: 'Ada Lovelace', email: ADMIN_EMAIL };
  oauthApp.providers.reddit.account = { id: 'e2e-reddit-ada', name: 'ada_travels' };

  await page.goto('/auth');
  await expect(page.getByText('Development sign-in — not available in production')).toHaveCount(0);
  await throughPopup(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
  await expect(page.getByText('Welcome, Ada Lovelace!')).toBeVisible();
  // On from the sign-in screen (to the dashboard, or to verify beta access, as the route guard decides).
  await expect(page).not.toHaveURL(/\/auth/);
  const signedIn = await currentUser(page);
  expect(signedIn.identities).toEqual([{ provider: 'google' }]);

  // Ada is an admin (ADMIN_EMAILS) and gives herself beta access through the console's API.
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const granted = await page.request.put(`/admin-api/users/${signedIn.id}`, {
    headers: { 'x-csrf-token': token },
    data: { betaAccess: true, reason: 'Testing provider sign-in' },
  });
  expect(granted.status()).toBe(200);

  await page.goto('/profile?tab=security');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods).toHaveText('Google');
  await expect(page.getByRole('button', { name: 'Link Google' })).toHaveCount(0);
  await throughPopup(page, () => page.getByRole('button', { name: 'Link Reddit' }).click());
  await expect(page.getByText('Reddit linked')).toBeVisible();
  await expect(methods).toContainText('Reddit');
  await expect(page.getByRole('button', { name: 'Link Reddit' })).toHaveCount(0);

  const logout = await page.request.post('/api/logout', { headers: { 'x-csrf-token': token }, data: {} });
  expect(logout.ok()).toBe(true);
  await page.goto('/auth?from=/profile');
  await throughPopup(page, () => page.getByRole('button', { name: 'Continue with Reddit' }).click());
  await expect(page).toHaveURL(/\/profile$/);
  const viaReddit = await currentUser(page);
  expect(viaReddit.id).toBe(signedIn.id);
  expect(viaReddit.identities).toEqual([{ provider: 'google' }, { provider: 'reddit' }]);
});

test('a refused consent shows the sign-in error and leaves the visitor signed out', async ({ page, oauthApp }) => {
  oauthApp.providers.google.denyNext = true;
  await page.goto('/auth');
  await throughPopup(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toContainText('Login failed');
  await expect(toast).toContainText('You did not allow SafeTrails to use your Google account.');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await (await page.request.get('/api/user')).json()).toBeNull();
});
