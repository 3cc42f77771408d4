/**
 * The dashboard and saved places over the real API: a beta traveller rates Barcelona (id 5) from the
 * Contribute tab and sees its score move, votes on another traveller's tip (the vote survives a reload),
 * saves Barcelona and finds it on /saved, then removes it. A signed-out visitor sees the public part.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAndOpen, toast } from './support/pages';

const BARCELONA = 5;

/** The overall score shown on the inner Overview tab, as a number. */
async function shownScore(page: Page): Promise<number> {
  const text = await page.getByTestId('dashboard-destination-score').locator('.score-pill').innerText();
  return Number(text.replace('/100', '').trim());
}

test('a signed-out visitor sees Barcelona with sign-in prompts where personal data would be', async ({ page }) => {
  await page.goto(`/dashboard?destination=${BARCELONA}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Traveler');
  await expect(page.getByRole('heading', { name: /Barcelona/, level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Sign in to see the destinations you viewed.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' }).first()).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Neighborhoods' }).click();
  await expect(page.getByRole('region', { name: 'Safest neighborhoods' })).toBeVisible();

  await page.getByRole('tab', { name: 'Community' }).click();
  // The forum's latest activity replaced the product's "available soon" placeholder.
  await expect(page.getByRole('heading', { name: 'Community activity' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit the forums' })).toBeVisible();
});

test('rating Barcelona from the Contribute tab changes its score and its history', async ({ page }) => {
  await signInAndOpen(page, `/dashboard?destination=${BARCELONA}`);
  await expect(page.getByTestId('dashboard-destination-score')).toBeVisible();
  const before = await shownScore(page);

  // Another test may have rated Barcelona as this persona already: ask the API, then rate the
  // other end of the scale, so the score moves whatever the earlier rating was.
  const mine = await page.request.get(`/api/safety/ratings/mine/${BARCELONA}`);
  const earlier = mine.ok() ? ((await mine.json()) as { scores: { overallScore: number } }).scores.overallScore : null;
  const answer = earlier === 5 ? '1' : '5';

  await page.getByRole('tab', { name: 'Contribute' }).click();
  await page.getByRole('button', { name: /Add Safety Rating/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Safety Rating' });
  await expect(dialog.getByRole('group', { name: 'Overall safety' })).toBeVisible();
  // With an earlier rating, wait for the dialog to start from it before choosing new answers.
  if (earlier !== null) await expect(dialog).toContainText('a new rating replaces it');
  for (const dimension of [
    'Overall safety',
    'Street safety',
    'Public transport',
    'Tourist areas',
    'Night safety',
    'Local attitude',
  ]) {
    await dialog
      .getByRole('group', { name: dimension })
      .getByRole('radio', { name: new RegExp(`^${answer}`) })
      .check();
  }
  await dialog.getByLabel('Comment').fill('Felt fine walking in Gràcia at night; watch your bag on the metro.');
  await dialog.getByRole('button', { name: /Submit Rating|Replace Rating/ }).click();

  await expect(toast(page, 'Rating submitted').or(toast(page, 'Rating updated'))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tablist', { name: 'Barcelona sections' }).getByRole('tab', { name: 'Overview' }).click();
  await expect.poll(() => shownScore(page)).not.toBe(before);
  await expect(page.getByTestId('dashboard-rating-count')).toContainText(/Based on \d+ traveler rating/);

  // The rating is the traveller's own: it counts among their contributions, and opening the dialog
  // again starts from it and says a new one replaces it.
  await expect(page.getByTestId('stat-contributions')).not.toHaveText('0');
  await page.getByRole('tab', { name: 'Contribute' }).click();
  await page.getByRole('button', { name: /Add Safety Rating/ }).click();
  await expect(dialog).toContainText('a new rating replaces it');
  await expect(
    dialog.getByRole('group', { name: 'Overall safety' }).getByRole('radio', { name: new RegExp(`^${answer}`) }),
  ).toBeChecked();

  // The destination's history shows the rating as an event with its reason, after the registration.
  await page.goto(`/destination/${BARCELONA}`);
  const history = page.getByRole('region', { name: 'How this score changed' });
  await expect(history.getByRole('cell', { name: 'Safety rating submitted' }).first()).toBeVisible();
  await expect(history.getByText(/A traveller (rated the destination|replaced their rating)/).first()).toBeVisible();
});

test('a tip is submitted, another traveller votes on it, and the vote survives a reload', async ({ page, browser }) => {
  // Nobody votes on their own tip: the moderator (who has beta access too) writes it.
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await signInAndOpen(author, `/dashboard?destination=${BARCELONA}&view=contribute`, 'moderator');
  const content = `Use the Aerobús from the airport, it is staffed and well lit (${randomBytes(3).toString('hex')}).`;

  await author.getByRole('button', { name: /Submit Safety Tip/ }).click();
  const dialog = author.getByRole('dialog', { name: 'Submit Safety Tip' });
  await dialog.getByLabel('Category').selectOption('transportation');

  // Too short: the API's field error shows on the field, and nothing is sent.
  await dialog.getByLabel('Your tip').fill('Too short');
  await dialog.getByRole('button', { name: 'Submit Tip' }).click();
  await expect(dialog.getByLabel('Your tip')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/at least 10 characters/i)).toBeVisible();

  await dialog.getByLabel('Your tip').fill(content);
  await dialog.getByRole('button', { name: 'Submit Tip' }).click();
  await expect(toast(author, 'Safety tip submitted')).toBeVisible();
  await expect(author.getByRole('tab', { name: 'Safety tips' })).toHaveAttribute('aria-selected', 'true');
  const ownTip = author.getByTestId('safety-tip').filter({ hasText: content });
  await expect(ownTip).toContainText('Your tip');
  await expect(ownTip.getByRole('button', { name: /^Helpful/ })).toBeDisabled();
  await authorContext.close();

  await signInAndOpen(page, `/dashboard?destination=${BARCELONA}&view=safety-tips`);
  const tip = page.getByTestId('safety-tip').filter({ hasText: content });
  const helpful = tip.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(tip.getByTestId('tip-upvotes')).toHaveText('1');

  await page.reload();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(tip.getByTestId('tip-upvotes')).toHaveText('1');

  // Down replaces up; pressing the current vote again takes it back.
  await tip.getByRole('button', { name: /^Not helpful/ }).click();
  await expect(tip.getByTestId('tip-downvotes')).toHaveText('1');
  await expect(tip.getByTestId('tip-upvotes')).toHaveText('0');
  await tip.getByRole('button', { name: /^Not helpful/ }).click();
  await expect(tip.getByRole('button', { name: /^Not helpful/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(tip.getByTestId('tip-downvotes')).toHaveText('0');
});

test('Barcelona saved from the dashboard is on /saved and the profile, and can be removed', async ({ page }) => {
  await signInAndOpen(page, `/dashboard?destination=${BARCELONA}`);
  const save = page.getByRole('button', { name: /^Saved? Barcelona$/ });
  await expect(save).toBeVisible();
  // Start unsaved, whatever another test left behind.
  if ((await save.getAttribute('aria-pressed')) === 'true') {
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  }
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Destinations' })).toContainText('The destinations you saved.');

  // The header's Saved Items button goes to /saved-items, which is the saved page.
  await page.getByRole('link', { name: 'Saved Items' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  const card = page.getByTestId('saved-card').filter({ hasText: 'Barcelona' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Barcelona' })).toHaveAttribute('href', `/destination/${BARCELONA}`);

  await page.goto('/profile?tab=saved');
  await expect(page.getByRole('list', { name: 'Saved destinations' })).toContainText('Barcelona');

  await page.goto('/saved');
  await card.getByRole('button', { name: /Remove/ }).click();
  await expect(toast(page, 'Removed from saved')).toBeVisible();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: /Destinations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('saved-card').filter({ hasText: 'Barcelona' })).toHaveCount(0);
});
