/**
 * The community forum over the real API: a beta traveller writes a post with the toolbar's Markdown,
 * previews it (rendered and sanitised by the server) and publishes it; a second traveller in another
 * browser sees the first one's comment arrive without reloading, replies and reacts, and the first
 * sees those live too; a comment is edited and a reply reported; search finds the post; a locked post
 * refuses comments with the spec's text; a signed-out visitor meets the sign-in prompts, the 'Sign in
 * required' toasts and the not-found views.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { pageAs, signIn, toast } from './support/pages';

function unique(): string {
  return randomBytes(3).toString('hex');
}

/** Writes a post in Safety Tips through the new-post page and returns its address. */
async function createPost(page: Page, title: string, content: string): Promise<string> {
  await page.goto('/forums/new-post?category=1');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill(content);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/forums\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return new URL(page.url()).pathname;
}

/** A moderator action through the API, as the admin console would send it. */
async function moderate(page: Page, path: string, body: object): Promise<void> {
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const response = await page.request.post(path, { headers: { 'x-csrf-token': token }, data: body });
  expect(response.ok()).toBe(true);
}

test('a post written with the toolbar previews as the server renders it, and publishes safely', async ({ page }) => {
  await signIn(page, 'traveller-beta');
  await page.goto('/forums/new-post?category=1');
  const form = page.getByRole('form', { name: 'New post' });

  // The spec's rules first.
  await form.getByRole('textbox', { name: 'Title' }).fill('Tip');
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(form.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(form.getByText('Content must be at least 30 characters')).toBeVisible();

  const title = `Door wedges for hostel rooms ${unique()}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.fill('Keep a door wedge');
  await content.selectText();
  await form.getByRole('button', { name: 'Bold' }).click();
  await expect(content).toHaveValue('**Keep a door wedge**');
  await content.press('End');
  await content.press('Enter');
  await content.pressSequentially('Check the window lock');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await content.press('Enter');
  await form.getByRole('button', { name: 'Quote' }).click();
  await content.pressSequentially('Trust your instincts <img src=x onerror="alert(1)"> [tap](javascript:alert(1))');
  await expect(content).toHaveValue(
    '**Keep a door wedge**\n- Check the window lock\n> Trust your instincts <img src=x onerror="alert(1)"> [tap](javascript:alert(1))',
  );

  await form.getByRole('tab', { name: 'Preview' }).click();
  const preview = form.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('Keep a door wedge');
  await expect(preview.locator('li')).toHaveText('Check the window lock');
  await expect(preview.locator('blockquote')).toContainText('Trust your instincts');
  await expect(preview.locator('img, script, [onerror], a[href^="javascript"]')).toHaveCount(0);

  await form.getByRole('tab', { name: 'Write' }).click();
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();
  await expect(page).toHaveURL(/\/forums\/post\/[0-9a-f-]{36}$/);
  const post = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(post.locator('.forum-post-content strong')).toHaveText('Keep a door wedge');
  await expect(post.locator('.forum-post-content li')).toHaveText('Check the window lock');
  await expect(page.locator('main img, main script, main [onerror], main a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Safety Tips');

  // The dashboard's community tab shows it among the latest activity.
  await page.goto('/dashboard?tab=community');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a comment, a reply and a reaction reach the other traveller without a reload; edit and report', async ({
  browser,
  baseURL,
}) => {
  // Two signed-in browsers, six live round trips, an edit and two reports: about 25 s on a loaded
  // two-core machine, where it once ran out of the default 30 s on its very last step.
  test.setTimeout(60_000);
  const bea = await pageAs(browser, 'traveller-beta', { baseURL });
  const path = await createPost(
    bea,
    `Late arrivals in Lisbon ${unique()}`,
    'Which metro lines are still busy after 11pm when you arrive alone?',
  );
  const mo = await pageAs(browser, 'moderator', { baseURL });
  await mo.goto(path);
  await expect(mo.getByRole('heading', { name: '0 Comments' })).toBeVisible();

  // Bea comments; Mo's open page shows it without a reload.
  const comment = `The green line is busy until midnight ${unique()}`;
  await bea.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
  await bea.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(bea, 'Comment added')).toBeVisible();
  await expect(mo.getByText(comment)).toBeVisible({ timeout: 10_000 });

  // Mo replies to it; Bea sees the reply arrive.
  const beasComment = mo.getByRole('article', { name: /^Comment by Bea/ });
  await beasComment.getByRole('button', { name: 'Reply' }).click();
  const reply = `Agreed, and sit in the first carriage ${unique()}`;
  await mo.getByRole('textbox', { name: 'Reply to Bea' }).fill(reply);
  await mo.getByRole('button', { name: 'Post Reply' }).click();
  await expect(mo.getByText(reply)).toBeVisible();
  await expect(bea.getByText(reply)).toBeVisible({ timeout: 10_000 });
  await expect(bea.getByRole('heading', { name: '2 Comments' })).toBeVisible();

  // Mo finds the post helpful; a second press takes it back. Bea watches the count.
  const reactions = mo.getByRole('group', { name: 'Reactions' });
  const helpful = reactions.getByRole('button', { name: /^Helpful/ });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(mo, 'Reaction added')).toContainText('Your reaction has been recorded.');
  await expect(bea.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^Helpful/ })).toHaveText(
    /Helpful\s*1/,
    { timeout: 10_000 },
  );
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(helpful).toHaveText(/Helpful\s*0/);

  // Bea likes Mo's reply.
  const mosReply = bea.getByRole('article', { name: /^Comment by Mo/ });
  await mosReply.getByRole('button', { name: /^Like/ }).click();
  await expect(mosReply.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');

  // Bea edits her comment.
  const mine = bea.getByRole('article', { name: /^Comment by Bea/ });
  await mine.getByRole('button', { name: 'Edit' }).click();
  const edited = `${comment}, and the airport line too`;
  await bea.getByRole('textbox', { name: 'Edit your comment' }).fill(edited);
  await bea.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(bea, 'Comment updated')).toBeVisible();
  await expect(mine).toContainText(edited);
  await expect(mine).toContainText('(edited)');

  // Bea reports Mo's reply: a reason is required.
  await mosReply.getByRole('button', { name: 'Report' }).click();
  const dialog = bea.getByRole('dialog', { name: 'Report this comment' });
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByText('Please select a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Testing the report flow');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(bea, 'Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // And Mo reports the post itself.
  await mo.getByRole('button', { name: 'Report' }).first().click();
  const postDialog = mo.getByRole('dialog', { name: 'Report this post' });
  await postDialog.getByRole('radio', { name: 'False or misleading information' }).check();
  await postDialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(mo, 'Report sent')).toBeVisible();

  await bea.context().close();
  await mo.context().close();
});

test('a new post appears on another traveller’s open forum page, and search finds it by a word of its body', async ({
  browser,
  baseURL,
}) => {
  const mo = await pageAs(browser, 'moderator', { baseURL });
  await mo.goto('/forums?tab=recent&sort=new');
  await expect(mo.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();

  const word = `zebracrossing${unique()}`;
  const bea = await pageAs(browser, 'traveller-beta', { baseURL });
  const title = `Crossing big avenues in Hanoi ${unique()}`;
  await createPost(bea, title, `Walk at a steady pace and never run: ${word} rules do not apply here.`);
  await expect(mo.getByRole('link', { name: title })).toBeVisible({ timeout: 10_000 });

  await bea.goto('/forums');
  await bea.getByRole('searchbox', { name: 'Search discussions' }).fill(word);
  await bea.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(bea).toHaveURL(new RegExp(`q=${word}`));
  await expect(bea.getByRole('heading', { name: `Results for “${word}”` })).toBeVisible();
  await expect(bea.getByRole('link', { name: title })).toBeVisible();
  await expect(bea.getByRole('button', { name: 'Best match' })).toHaveAttribute('aria-pressed', 'true');

  // A filter that excludes it (pinned only) empties the list; the address keeps the choice.
  await bea.getByRole('combobox', { name: 'Filters' }).selectOption('pinned');
  await expect(bea).toHaveURL(/filter=pinned/);
  await expect(bea.getByText(`No posts match “${word}”`)).toBeVisible();

  await bea.context().close();
  await mo.context().close();
});

test('an anonymous post with a destination shows neither the author nor any coordinates', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'traveller-beta');
  await page.goto('/forums/new-post?category=4');
  const title = `Hostel staff asking for my room number ${unique()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Content' })
    .fill('Twice this week the night porter asked which room I was in. Is that normal here?');
  await page.getByRole('switch', { name: 'Post Anonymously' }).check();
  await page.getByRole('switch', { name: 'Include Location Data' }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(
    page.getByText('Choose the destination this post is about, or turn off Include Location Data'),
  ).toBeVisible();
  // Typo-tolerant: the destinations search finds Barcelona from "barcelna".
  await page.getByRole('combobox', { name: 'Destination' }).fill('barcelna');
  await page.getByRole('option', { name: /Barcelona, Spain/ }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/forums\/post\/[0-9a-f-]{36}$/);
  // The author sees it is theirs, posted anonymously.
  await expect(page.getByText('Posted anonymously')).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(new URL(page.url()).pathname);
  const byline = visitor.locator('.forum-post-byline');
  await expect(byline).toContainText('Anonymous');
  await expect(byline).not.toContainText('Bea');
  await expect(byline.getByRole('link', { name: 'Barcelona, Spain' })).toHaveAttribute('href', /\/destination\/\d+$/);
  const answer = await (
    await visitor.request.get(`/api${new URL(page.url()).pathname.replace('/forums/post/', '/forum/posts/')}`)
  ).text();
  expect(answer).not.toMatch(/latitude|longitude/i);
  expect(answer).not.toContain('Bea');
  await visitor.context().close();
});

test('a locked post shows the spec’s text instead of the comment form', async ({ browser, baseURL }) => {
  const bea = await pageAs(browser, 'traveller-beta', { baseURL });
  const path = await createPost(bea, `Lock me ${unique()}`, 'A discussion a moderator is about to lock for the test.');
  const mo = await pageAs(browser, 'moderator', { baseURL });
  await moderate(mo, `/api${path.replace('/forums/post/', '/forum/posts/')}/lock`, {
    locked: true,
    reason: 'End-to-end test',
  });

  await expect(bea.getByText('This discussion is locked. New comments cannot be posted.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(bea.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await expect(bea.locator('.forum-badge-locked')).toBeVisible();

  await bea.context().close();
  await mo.context().close();
});

test('a signed-out visitor reads, and is asked to sign in to write', async ({ page }) => {
  await page.goto('/forums/new-post');
  await expect(page).toHaveURL(/\/auth\?from=%2Fforums%2Fnew-post/);
  await expect(toast(page, 'Sign in required')).toBeVisible();

  await page.goto('/forums?tab=recent&sort=new');
  await expect(page.getByRole('link', { name: 'Sign In to Post' })).toBeVisible();
  await page.getByRole('link', { name: /Walking back to Gràcia/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Walking back to Gràcia');
  await expect(page.getByText('Sign in to join the discussion')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);

  await page.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^Like/ }).click();
  await expect(toast(page, 'Sign in required').filter({ hasText: 'Please sign in to react.' })).toBeVisible();
  await page.getByRole('button', { name: 'Reply' }).first().click();
  await expect(toast(page, 'Sign in required').filter({ hasText: 'Please sign in to reply.' })).toBeVisible();

  await page.goto('/forums/category/no-such-category');
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Forums' }).click();
  await expect(page).toHaveURL(/\/forums$/);

  await page.goto('/forums/post/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await page.goto('/forums/post/not-a-post');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
});
