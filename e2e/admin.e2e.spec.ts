import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The console's users and waitlist against the real API. The development personas stand in for
 * people. Two things shape this file: sign-in is rate limited per address (10 a minute for the
 * whole run), so three personas sign in once each and their sessions are reused; and Playwright
 * runs the files in name order, so what this file changes must leave auth.e2e.spec.ts's personas
 * as it expects them ('traveller' without beta access and without a role).
 */
type Persona = 'traveller' | 'moderator' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const PERSONAS: readonly Persona[] = ['traveller', 'moderator', 'admin'];
const PERSONA_NAMES: Record<Persona, string> = {
  traveller: 'Dana Traveller',
  moderator: 'Mo Moderator',
  admin: 'Ada Admin',
};

interface UserRecord {
  readonly id: string;
  readonly name: string | null;
  readonly roles: string[];
}

const sessions = new Map<Persona, StorageState>();
const openContexts: BrowserContext[] = [];
let baseURL: string | undefined;

async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/csrf-token');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test.beforeAll(async ({ browser }, testInfo) => {
  baseURL = testInfo.project.use.baseURL;
  for (const persona of PERSONAS) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // Through the API: /auth would send someone already signed in straight on.
    const signedIn = await page.request.post('/api/auth/development/sign-in', {
      headers: { 'x-csrf-token': await csrfToken(page) },
      data: { persona },
    });
    expect(signedIn.status()).toBe(200);
    sessions.set(persona, await context.storageState());
    await context.close();
  }
});

/** A page signed in as the persona, in a browser context of its own. */
async function pageAs(browser: Browser, persona: Persona): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: sessions.get(persona) });
  openContexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

async function userNamed(page: Page, name: string): Promise<UserRecord> {
  const filter = encodeURIComponent(JSON.stringify({ q: name }));
  const response = await page.request.get(`/admin-api/users?filter=${filter}&range=[0,9]`);
  expect(response.status()).toBe(200);
  const user = ((await response.json()) as UserRecord[]).find((candidate) => candidate.name === name);
  if (!user) throw new Error(`no user named ${name}`);
  return user;
}

function waitlistUrl(filter: Record<string, unknown>): string {
  return `/admin/waitlist?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

test('the waitlist shows the seeded entries; two invitations show their tokens once, and a token works once', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'admin');
  await page.goto('/admin');
  await page.getByTestId('console-sections').getByRole('link', { name: 'Waitlist' }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText('@example.com');
  const total = Number((await page.getByText(/^1-25 of \d+$/).textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(42);

  await page.goto(waitlistUrl({ invited: false }));
  await expect(rows.first()).toContainText('@example.com');
  const emails = await Promise.all(
    [0, 1].map(async (index) => (await rows.nth(index).locator('a[href^="mailto:"]').textContent()) ?? ''),
  );
  expect(emails.every((email) => email.endsWith('@example.com'))).toBe(true);
  for (const index of [0, 1]) await rows.nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Issue invitations' }).click();

  const dialog = page.getByTestId('issued-invitations');
  await expect(dialog.getByRole('heading', { name: '2 invitations issued' })).toBeVisible();
  await expect(dialog).toContainText('cannot be shown again');
  await expect(dialog.getByTestId('issued-token')).toHaveCount(2);
  for (const email of emails) await expect(dialog).toContainText(email);
  const tokens = await dialog.getByTestId('issued-token').allTextContents();
  expect(tokens.every((token) => /^[A-Za-z0-9_-]{20,100}$/.test(token))).toBe(true);
  const links = await dialog.getByTestId('issued-link').allTextContents();
  expect(links).toEqual(tokens.map((token) => expect.stringMatching(new RegExp(`^http://[^/]+/\\S*${token}$`))));
  // A stray click outside must not lose the tokens.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I have copied them' }).click();
  await expect(dialog).toBeHidden();

  // Invited now: they leave the not-yet-invited list.
  await expect(async () => {
    await page.goto(waitlistUrl({ invited: true }));
    for (const email of emails) await expect(page.locator('tbody')).toContainText(email, { timeout: 1_000 });
  }).toPass();

  // Redeemed by the moderator, who has beta access already, not by 'traveller': beta access
  // cannot be withdrawn, and auth.e2e.spec.ts needs that persona without it.
  const moderator = await pageAs(browser, 'moderator');
  const redeemed = await moderator.request.post('/api/core/waitlist/verify/', {
    headers: { 'x-csrf-token': await csrfToken(moderator) },
    data: { token: tokens[0] },
  });
  expect(redeemed.status()).toBe(200);
  expect(await redeemed.json()).toMatchObject({ valid: true, error: null });

  // Once only: the admin cannot use it again.
  const reused = await page.request.post('/api/core/waitlist/verify/', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: { token: tokens[0] },
  });
  expect(await reused.json()).toMatchObject({ valid: false, error: 'This beta access token has already been used' });

  await expect(async () => {
    await page.goto(waitlistUrl({ q: emails[0] }));
    await expect(page.locator('tbody tr')).toHaveCount(1, { timeout: 1_000 });
    // The Redeemed column, last: a date instead of the dash.
    await expect(page.locator('tbody tr td').last()).not.toHaveText('—', { timeout: 1_000 });
  }).toPass();
});

test('the users list shows the personas, and an admin grants a role with a reason', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  await page.goto('/admin/users');
  for (const name of Object.values(PERSONA_NAMES)) {
    await expect(page.locator('tbody').getByText(name, { exact: true })).toBeVisible();
  }

  const travellerName = PERSONA_NAMES.traveller;
  const travellerRow = page.locator('tbody tr', { hasText: travellerName });
  await expect(travellerRow).not.toContainText('moderator');
  try {
    await travellerRow.getByText(travellerName, { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);

    const travellerRole = page.getByRole('checkbox', { name: 'Traveller (every account)' });
    await expect(travellerRole).toBeChecked();
    await expect(travellerRole).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Moderator' }).check();

    // No reason, no save.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Say why: the reason is kept with the change')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);

    await page.getByLabel('Reason for this change').fill('Moderates the Lisbon forum from next week');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(travellerRow.locator('.MuiChip-root', { hasText: 'moderator' })).toBeVisible();
    expect((await userNamed(page, travellerName)).roles).toContain('moderator');
  } finally {
    // Leave the persona as auth.e2e.spec.ts expects it.
    const traveller = await userNamed(page, travellerName);
    if (traveller.roles.includes('moderator')) {
      const revoked = await page.request.put(`/admin-api/users/${traveller.id}`, {
        headers: { 'x-csrf-token': await csrfToken(page) },
        data: { roles: ['traveller'], reason: 'End of the end-to-end test' },
      });
      expect(revoked.status()).toBe(200);
    }
  }
});

test('a moderator sees the users but cannot change roles', async ({ browser }) => {
  const page = await pageAs(browser, 'moderator');
  await page.goto('/admin/users');
  await page.locator('tbody').getByText(PERSONA_NAMES.traveller, { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);

  for (const role of ['Traveller (every account)', 'Moderator', 'Admin']) {
    await expect(page.getByRole('checkbox', { name: role })).toBeDisabled();
  }
  await expect(page.getByText('Only admins can change roles.')).toBeVisible();

  // The server refuses it too, whatever the form allows.
  const traveller = await userNamed(page, PERSONA_NAMES.traveller);
  const refused = await page.request.put(`/admin-api/users/${traveller.id}`, {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: { roles: ['traveller', 'moderator'], reason: 'Trying without the admin role' },
  });
  expect(refused.status()).toBe(403);
});
