import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.org`;

async function statsCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/waitlist/stats');
  return ((await response.json()) as { count: number }).count;
}

async function openModalAndJoin(page: Page, name: string, email: string): Promise<void> {
  await page.getByTestId('join-waitlist-hero').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('I travel frequently (3+ times a year)').check();
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
}

test('joining from the modal leads to the thank-you page and another open page counts up live', async ({
  page,
  context,
}) => {
  const watcher = await context.newPage();
  await watcher.goto('/');
  const before = await statsCount(watcher);
  await expect(watcher.getByTestId('waitlist-count')).toHaveText(before.toLocaleString('en-US'));
  // A page that reloaded would lose this marker.
  await watcher.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));

  await page.goto('/');
  const email = uniqueEmail('modal');
  await openModalAndJoin(page, 'Noor Haddad', email);
  await expect(page.getByText("You're on the list!")).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('name')).toBe('Noor Haddad');
  expect(url.searchParams.get('email')).toBe(email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Noor');

  await expect(watcher.getByTestId('waitlist-count')).toHaveText((before + 1).toLocaleString('en-US'));
  await expect(watcher.getByTestId('recent-signups-hero')).toContainText('Noor');
  await expect(watcher.getByTestId('waitlist-progress')).toContainText(`${(((before + 1) / 1000) * 100).toFixed(1)}%`);
  expect(await watcher.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
});

test('a second sign-up with the same email shows the already-registered toast, greeting the name just typed', async ({
  page,
}) => {
  const email = uniqueEmail('twice');
  const first = await page.request.get('/api/csrf-token');
  const { token } = (await first.json()) as { token: string };
  const joined = await page.request.post('/api/core/waitlist/join/', {
    headers: { 'x-csrf-token': token },
    data: { email, name: 'Leila Ahmadi' },
  });
  expect(joined.status()).toBe(201);

  await page.goto('/');
  await openModalAndJoin(page, 'Someone Else', email.toUpperCase());
  await expect(page.getByText('Already on the waitlist!')).toBeVisible();
  // Never the stored name: typing someone else's email must not tell who they are.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Already on the waitlist!' });
  await expect(toast).toContainText('Hi Someone');
  await expect(toast).not.toContainText('Leila');
  await expect(page).toHaveURL(/\/$/);
});

test('an email the server refuses shows the field error next to the field', async ({ page }) => {
  await page.goto('/');
  const before = await statsCount(page);
  // Valid for the browser's email check, refused by the server's (no top-level domain).
  await openModalAndJoin(page, 'Ana Lima', 'ana@localhost');
  const email = page.getByRole('dialog').getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toContainText('email must be a valid email address');
  expect(await statsCount(page)).toBe(before);
});

test('the /waitlist page takes company and role, thanks the person and returns home', async ({ page }) => {
  await page.goto('/waitlist');
  await page.getByLabel('Email').fill(uniqueEmail('page'));
  await page.getByLabel('Name', { exact: true }).fill('Ximena Ruiz');
  await page.getByRole('textbox', { name: /Company/ }).fill('Wander Co');
  await page.getByRole('textbox', { name: /Role/ }).fill('Travel writer');
  await page.getByRole('button', { name: /join/i }).click();
  await expect(page.getByText('Thank you, Ximena!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
});

test('no public response carries an email address', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().includes('/api/') && type.includes('json')) bodies.push(await response.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('recent-signups-early-access')).toBeVisible();
  const recent = await page.request.get('/api/waitlist/recent?limit=20');
  bodies.push(await recent.text());
  const html = await page.content();
  expect(bodies.length).toBeGreaterThanOrEqual(3);
  for (const body of [...bodies, html]) expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
});

test('information pages and the 404 page are served', async ({ page }) => {
  await page.goto('/about');
  const structuredData = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(structuredData ?? '{}')).toMatchObject({ '@type': 'Organization' });
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
