import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The console's score audit against the real API: a moderator removes a traveller's rating of
 * Barcelona with a reason and the score returns to what it was before that rating (docs/SCORING.md
 * step 4), and an auditor picks a past instant in the audit view and sees the score of that
 * instant, equal to the history row in force then. Each persona signs in once (sign-in is rate
 * limited per address) and its session is reused, as in admin.e2e.spec.ts.
 */
type Persona = 'traveller-beta' | 'moderator' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const BARCELONA = 5;
const REMOVAL_REASON = 'Rating flood from one account';
// Far from UTC and without daylight saving: the picker's local time must be converted, not assumed.
const AUDITOR_TIME_ZONE = 'Asia/Kolkata';
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface TimelineEntry {
  readonly eventId: string;
  readonly revision: number;
  readonly type: string;
  readonly occurredAt: string;
  readonly actorName: string | null;
  readonly reason: string | null;
  readonly before: Record<string, number | null>;
  readonly after: Record<string, number | null>;
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
  for (const persona of ['traveller-beta', 'moderator', 'admin'] as const) {
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

async function pageAs(browser: Browser, persona: Persona, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: sessions.get(persona), timezoneId });
  openContexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

async function timeline(page: Page): Promise<TimelineEntry[]> {
  const response = await page.request.get(`/admin-api/audit/destinations/${BARCELONA}/timeline`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: TimelineEntry[] }).entries;
}

async function publicScore(page: Page): Promise<number | null> {
  const response = await page.request.get(`/api/destinations/${BARCELONA}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { safetyScore: number | null }).safetyScore;
}

/** A `datetime-local` value for an instant, as read in Asia/Kolkata. */
function kolkataInputValue(instant: number): string {
  return new Date(instant + KOLKATA_OFFSET_MS).toISOString().slice(0, 23);
}

test('a moderator removes a rating with a reason, and Barcelona scores as before that rating', async ({ browser }) => {
  const traveller = await pageAs(browser, 'traveller-beta');
  const moderator = await pageAs(browser, 'moderator');

  // Another file may have rated Barcelona as this persona: a new rating would replace that one,
  // and removing it would not bring the earlier score back. Start from no rating by her.
  const mine = await traveller.request.get(`/api/safety/ratings/mine/${BARCELONA}`);
  if (mine.status() === 200) {
    const { ratingId } = (await mine.json()) as { ratingId: string };
    const removed = await moderator.request.delete(
      `/admin-api/ratings/${ratingId}?reason=${encodeURIComponent('Start of the audit end-to-end test')}`,
      { headers: { 'x-csrf-token': await csrfToken(moderator) } },
    );
    expect(removed.status()).toBe(200);
  }
  await expect(async () =>
    expect((await traveller.request.get(`/api/safety/ratings/mine/${BARCELONA}`)).status()).toBe(404),
  ).toPass();
  const scoreBefore = await publicScore(moderator);
  const unroundedBefore = (await timeline(moderator)).at(-1)?.after.safetyScore;
  expect(unroundedBefore).toEqual(expect.any(Number));

  const rated = await traveller.request.post('/api/safety/ratings', {
    headers: { 'x-csrf-token': await csrfToken(traveller) },
    data: {
      destinationId: BARCELONA,
      overallScore: 1,
      streetSafety: 1,
      publicTransport: 1,
      touristAreas: 1,
      nightSafety: 1,
      localAttitude: 1,
      comment: 'Audit end-to-end test',
    },
  });
  expect(rated.status()).toBe(201);
  const { ratingId } = (await rated.json()) as { ratingId: string };
  // Every answer 1 pulls the score down: the removal must visibly undo it.
  await expect(async () => expect((await timeline(moderator)).at(-1)?.type).toBe('SafetyRatingSubmitted')).toPass();
  const lowered = (await timeline(moderator)).at(-1)?.after.safetyScore ?? Number.NaN;
  expect(lowered).toBeLessThan(unroundedBefore ?? 0);

  await moderator.goto(`/admin/ratings?filter=${encodeURIComponent(JSON.stringify({ destinationId: BARCELONA }))}`);
  const row = moderator.locator('tbody tr', { hasText: 'Audit end-to-end test' });
  await expect(row).toContainText('Bea');
  await row.click();
  await expect(moderator).toHaveURL(new RegExp(`/admin/ratings/${ratingId}/show$`));

  await moderator.getByRole('button', { name: 'Remove rating' }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Remove this rating?' });
  await expect(dialog).toContainText('what it would be had it never been given');
  // No reason, no removal.
  await dialog.getByRole('button', { name: 'Remove rating' }).click();
  await expect(dialog.getByText('Say why: the reason is kept with the action')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REMOVAL_REASON);
  await dialog.getByRole('button', { name: 'Remove rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(moderator.getByText("Rating removed; the destination's score no longer counts it")).toBeVisible();
  await expect(moderator).toHaveURL(/\/admin\/ratings(\?|$)/);
  await expect(moderator.locator('tbody tr', { hasText: 'Audit end-to-end test' })).toHaveCount(0);

  // The score is back where it was, unrounded in the history and rounded where travellers read it.
  await expect(async () => {
    const last = (await timeline(moderator)).at(-1);
    expect(last?.type).toBe('SafetyRatingRemoved');
    expect(last?.after.safetyScore).toBeCloseTo(unroundedBefore ?? Number.NaN, 9);
    expect(last?.reason).toBe(REMOVAL_REASON);
    expect(last?.actorName).toBe('Mo Moderator');
  }).toPass();
  await expect(async () => expect(await publicScore(moderator)).toBe(scoreBefore)).toPass();

  // The audit view shows the removal with who and why.
  await moderator.goto(`/admin/audit?destination=${BARCELONA}`);
  const newest = moderator.getByTestId('score-event').first();
  await expect(newest).toContainText('Rating removed');
  await expect(newest).toContainText(REMOVAL_REASON);
  await expect(newest).toContainText('Mo Moderator (moderator)');
});

test('an auditor picks a past instant and sees the score of that instant, equal to its history row', async ({
  browser,
}) => {
  const auditor = await pageAs(browser, 'admin', AUDITOR_TIME_ZONE);
  const entries = await timeline(auditor);
  // The last rating submitted and the event after it (the removal of the previous test).
  const ratedIndex = entries.findLastIndex((entry) => entry.type === 'SafetyRatingSubmitted');
  expect(ratedIndex).toBeGreaterThanOrEqual(0);
  const rated = entries[ratedIndex] as TimelineEntry;
  const next = entries[ratedIndex + 1];
  const ratedAt = Date.parse(rated.occurredAt);
  // A past instant strictly between the rating and the next event: the rating's row is in force.
  const instant = next ? Math.floor((ratedAt + Date.parse(next.occurredAt)) / 2) : ratedAt + 1;
  expect(instant).toBeGreaterThanOrEqual(ratedAt);
  const expected = rated.after.safetyScore ?? Number.NaN;

  await auditor.goto('/admin');
  await auditor.getByRole('menuitem', { name: 'Score audit' }).click();
  await expect(auditor).toHaveURL(/\/admin\/audit$/);
  await auditor.getByLabel('Destination').fill('Barcel');
  await auditor.getByRole('option', { name: 'Barcelona, Spain' }).click();
  await expect(auditor).toHaveURL(new RegExp(`destination=${BARCELONA}`));
  await expect(auditor.getByTestId('score-timeline-chart')).toBeVisible();
  await expect(auditor.getByTestId('timeline-dot')).toHaveCount(entries.length);
  await expect(auditor.getByTestId('score-event')).toHaveCount(entries.length);

  await auditor.getByTestId('as-of-input').fill(kolkataInputValue(instant));
  await auditor.getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(auditor).toHaveURL(new RegExp(`asOf=${encodeURIComponent(new Date(instant).toISOString())}`));

  const result = auditor.getByTestId('as-of-result');
  await expect(result.getByTestId('as-of-score')).toHaveText(expected.toFixed(2));
  await expect(result.getByTestId('as-of-check')).toContainText(`equals the history row of revision ${rated.revision}`);
  await expect(result).toContainText(new Date(instant).toISOString().slice(11, 23));
  for (const [metric, value] of Object.entries(rated.after)) {
    await expect(result.getByTestId(`as-of-metric-${metric}`)).toContainText(
      value === null ? 'not rated' : value.toFixed(2),
    );
  }
  // The in-force row is highlighted in the event list.
  await expect(auditor.locator(`[data-testid="score-event"][data-event-id="${rated.eventId}"]`)).toHaveClass(
    /Mui-selected/,
  );

  // The replay endpoint agrees, to full precision.
  const replay = await auditor.request.get(
    `/admin-api/audit/destinations/${BARCELONA}/score?asOf=${encodeURIComponent(new Date(instant).toISOString())}`,
  );
  expect(replay.status()).toBe(200);
  const replayed = (await replay.json()) as { metrics: Record<string, number | null> };
  expect(replayed.metrics.safetyScore).toBeCloseTo(expected, 9);

  // Replaying as of the registration: the demo baseline, before any traveller rated.
  await auditor.getByTestId('score-event').last().getByRole('button', { name: 'Replay as of this' }).click();
  await expect(result.getByTestId('as-of-score')).toHaveText((entries[0]?.after.safetyScore ?? Number.NaN).toFixed(2));
  await expect(result.getByTestId('as-of-check')).toContainText('equals the history row of revision 0');
});

test('the audit of a city nobody rated names each government, its level and the prior, as the traveller’s page does', async ({
  browser,
}) => {
  const LAGOS = 2332459;
  const auditor = await pageAs(browser, 'admin');
  const detail = (await (await auditor.request.get(`/api/destinations/${LAGOS}`)).json()) as {
    safetyScore: number;
    scoreExplanation: {
      source: string;
      steps: string[];
      advisoryPrior: { value: number; sources: { source: string; organisation: string; level: number }[] };
    };
  };
  const { scoreExplanation: explanation } = detail;
  expect(explanation.advisoryPrior.sources.length).toBeGreaterThan(0);

  await auditor.goto(`/admin/audit?destination=${LAGOS}`);
  const provenance = auditor.getByTestId('score-provenance');
  await expect(provenance).toContainText(`Overall safety ${detail.safetyScore}`);
  await expect(provenance).toContainText(`Source: ${explanation.source}`);
  await expect(provenance).toContainText(`prior ${explanation.advisoryPrior.value}`);
  await expect(provenance.getByTestId('prior-governments').locator('tbody tr')).toHaveCount(
    explanation.advisoryPrior.sources.length,
  );
  for (const government of explanation.advisoryPrior.sources) {
    const row = provenance.getByTestId(`prior-government-${government.source}`);
    await expect(row).toContainText(government.organisation);
    await expect(row.locator('td').nth(1)).toHaveText(String(government.level));
  }
  await expect(provenance.getByTestId('score-steps').locator('li')).toHaveText(explanation.steps);
  expect(await auditor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // The Destinations list names the same source instead of "No baseline".
  await auditor.goto(`/admin/destinations?filter=${encodeURIComponent(JSON.stringify({ q: 'Lagos' }))}`);
  await expect(auditor.locator('tbody tr', { hasText: 'Nigeria' }).first()).toContainText(
    `official advisories (${explanation.advisoryPrior.sources.length} governments, highest level`,
  );

  // The traveller's page works it out in the same words.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/destination/${LAGOS}`);
  const working = visitor.getByTestId('score-working');
  await working.getByText('How this score is worked out').click();
  await expect(working.locator('li')).toHaveText(explanation.steps);
  await visitor.context().close();
});
