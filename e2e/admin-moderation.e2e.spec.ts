import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The moderation console against the real API: a traveller's bug report reaches the moderator's
 * open dashboard live, the moderator claims it, resolves it with a reason and the moderation log
 * shows who did what, when and why; an undone dismissal sends nothing; a traveller is refused the
 * console. Sign-in is rate limited per address, so each persona signs in once and its session is
 * reused (as in admin.e2e.spec.ts).
 */
type Persona = 'traveller' | 'moderator';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// Each test drives two signed-in browsers through the console and waits for live updates: about
// 20 s on this machine alone, more once the suite's earlier files have run. The default 30 s left
// too little room (a run after the accessibility sweep timed out with the item already listed).
test.describe.configure({ timeout: 60_000 });

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
  for (const persona of ['traveller', 'moderator'] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/auth/development/sign-in', {
      headers: { 'x-csrf-token': await csrfToken(page) },
      data: { persona },
    });
    expect(signedIn.status()).toBe(200);
    sessions.set(persona, await context.storageState());
    await context.close();
  }
});

async function pageAs(browser: Browser, persona: Persona): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: sessions.get(persona) });
  openContexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

function unique(): string {
  return randomBytes(3).toString('hex');
}

/** A bug report sent by the signed-in traveller, as the /feedback form sends it. */
async function reportBug(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/bug-reports', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: {
      title,
      description: 'The map stays grey and never draws a street.',
      severity: 'high',
      steps: '1. Open Lisbon\n2. Open the map\n3. Wait ten seconds',
      browser: 'Firefox 128',
      device: 'Pixel 8',
      screenshot: 'https://example.com/grey-map.png',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function queueUrl(filter: Record<string, unknown>): string {
  return `/admin/moderation-queue?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

async function countOf(page: Page, testId: string): Promise<number> {
  const chip = page.getByTestId(testId);
  if ((await chip.count()) === 0) return 0;
  return Number(/(\d+)$/.exec((await chip.textContent()) ?? '')?.[1] ?? 0);
}

test('a traveller’s bug report reaches the queue live; a moderator claims it, resolves it with a reason and the log shows it', async ({
  browser,
}) => {
  const moderator = await pageAs(browser, 'moderator');
  await moderator.goto('/admin');
  await expect(moderator.getByTestId('queue-counts')).toBeVisible();
  await expect(moderator.getByTestId('count-open')).toBeVisible();
  await expect(moderator.getByTestId('live-indicator')).toHaveAttribute('data-live', 'true');
  const bugsBefore = await countOf(moderator, 'count-kind-bug_report');

  const traveller = await pageAs(browser, 'traveller');
  const title = `Map stays grey ${unique()}`;
  await reportBug(traveller, title);

  // Live: the open dashboard counts it without a reload.
  await expect(moderator.getByTestId('count-kind-bug_report')).toHaveText(`Bug report: ${bugsBefore + 1}`, {
    timeout: 10_000,
  });

  await moderator.goto(queueUrl({ status: 'open', kind: 'bug_report', q: title }));
  const row = moderator.locator('tbody tr', { hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Severity: high');
  await expect(row).toContainText('Dana Traveller');
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row.getByTestId('claim-chip')).toContainText('You');
  await expect(row.getByTestId('item-status')).toHaveText('Claimed');

  await row.getByTestId('item-label').click();
  await expect(moderator).toHaveURL(/\/admin\/moderation-queue\/bug_report-[^/]+\/show$/);
  const content = moderator.getByTestId('item-content');
  await expect(content).toContainText('1. Open Lisbon');
  await expect(content).toContainText('Firefox 128');
  await expect(content).toContainText('Pixel 8');
  await expect(content.getByRole('link', { name: 'https://example.com/grey-map.png' })).toHaveAttribute(
    'rel',
    /noopener/,
  );

  await moderator.getByTestId('moderation-action-resolve').click();
  const dialog = moderator.getByRole('dialog');
  // No reason, nothing sent.
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toContainText('Say why');
  const reason = `Fixed in the map tiles release ${unique()}`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
  // Undoable: shown at once, sent when the notification closes.
  await expect(moderator.getByText('Item resolved')).toBeVisible();
  await expect(moderator.getByTestId('item-status')).toHaveText('Resolved');
  await expect(moderator.getByText('Item resolved')).toBeHidden({ timeout: 15_000 });
  await expect(moderator.getByTestId('resolution')).toContainText(reason, { timeout: 10_000 });

  await moderator.goto(`/admin/moderation-log?filter=${encodeURIComponent(JSON.stringify({ q: reason }))}`);
  const logRow = moderator.locator('tbody tr', { hasText: reason });
  await expect(logRow).toHaveCount(1);
  await expect(logRow.getByTestId('log-action')).toHaveText('Resolved');
  await expect(logRow).toContainText('Mo Moderator');
  await expect(logRow).toContainText(title);
  await expect(logRow).toContainText('Dana Traveller');
});

test('a dismissal undone in time sends nothing', async ({ browser }) => {
  const traveller = await pageAs(browser, 'traveller');
  const title = `Undo me ${unique()}`;
  await reportBug(traveller, title);

  const moderator = await pageAs(browser, 'moderator');
  await expect(async () => {
    await moderator.goto(queueUrl({ status: 'open', q: title }));
    await expect(moderator.locator('tbody tr', { hasText: title })).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  const row = moderator.locator('tbody tr', { hasText: title });
  await row.getByRole('checkbox').check();
  await moderator.getByTestId('moderation-action-dismiss').click();
  const dialog = moderator.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Duplicate of the map report');
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row.getByTestId('item-status')).toHaveText('Dismissed');
  await moderator.getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByTestId('item-status')).toHaveText('New');

  await moderator.waitForTimeout(5_000);
  await moderator.reload();
  await expect(moderator.locator('tbody tr', { hasText: title }).getByTestId('item-status')).toHaveText('New');
});

test('a traveller is refused the console, its pages and its API', async ({ browser }) => {
  const traveller = await pageAs(browser, 'traveller');
  await traveller.goto('/admin');
  await expect(traveller.getByTestId('access-denied')).toContainText('Access denied');
  await expect(traveller.getByTestId('queue-counts')).toHaveCount(0);

  await traveller.goto('/admin/moderation-queue');
  await expect(traveller.getByText('Access denied').first()).toBeVisible();
  await expect(traveller.locator('tbody tr')).toHaveCount(0);

  for (const path of ['/admin-api/moderation-queue', '/admin-api/moderation-log', '/admin-api/dashboard/stats']) {
    expect((await traveller.request.get(path)).status()).toBe(403);
  }
});
