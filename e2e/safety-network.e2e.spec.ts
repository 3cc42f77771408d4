/**
 * Someone knows where she is, at phone size against the app as `npm start` runs it (its notifier and
 * its mail catcher): a trip planned and its brief; a trusted contact accepting from the invitation's
 * link with no account; "I'm OK" from a reminder's link; SOS with its five seconds to cancel and the
 * local numbers to tap; a check-in made offline that counts at the device's time.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CheckInStatus, TrustedContacts } from '@safetrails/contracts';
import { mailWhere } from './support/mail';
import { apiWrite, pageAs, signIn, toast } from './support/pages';

const PHONE = { viewport: { width: 390, height: 844 } };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function status(page: Page): Promise<CheckInStatus> {
  return (await (await page.request.get('/api/check-ins')).json()) as CheckInStatus;
}

/** Ends every plan she has, so the next test (and the next file) starts without a deadline. */
async function endPlans(page: Page): Promise<void> {
  for (const plan of (await status(page)).plans) await apiWrite(page, 'DELETE', `/api/check-ins/plans/${plan.id}`);
}

/** A trusted contact who accepted, with an address of this run's own. */
async function acceptedContact(page: Page, browserPage: Page): Promise<string> {
  const address = `ana-${Date.now()}@example.org`;
  await apiWrite(page, 'POST', '/api/trusted-contacts', { name: 'Ana', email: address });
  const invitation = await mailWhere((mail) => mail.to.includes(address));
  await browserPage.goto(/(http\S+\/trusted-contact\?token=[\w.-]+)/.exec(invitation.text)![1]!);
  await browserPage.getByTestId('contact-accept').click();
  await expect(browserPage.getByTestId('contact-link')).toHaveAttribute('data-status', 'accepted');
  return address;
}

test.describe('someone knows where she is', () => {
  test.afterEach(async ({ browser }) => {
    const page = await pageAs(browser, 'traveller-beta');
    await endPlans(page);
    await page.context().close();
  });

  test('plans a trip to Pokhara on her phone, and its brief has the advice, numbers and laws', async ({ browser }) => {
    const page = await pageAs(browser, 'traveller-beta', PHONE);
    await page.goto('/trips');
    await page.getByTestId('plan-trip').click();
    await page.getByLabel('Trip name').fill('Nepal in December');
    await page.getByLabel('City of stop 1').fill('Pokhara');
    await page
      .getByRole('button', { name: /^Pokhara/ })
      .first()
      .click();
    await page.getByLabel('Arrive').fill(day(-1));
    await page.getByLabel('Leave').fill(day(7));
    await page.getByRole('button', { name: 'Save the trip' }).click();
    await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('trip-stop-view')).toContainText('Pokhara, Nepal');
    await expect(page.getByTestId('trip-stop-view')).toContainText('Asia/Kathmandu');

    await page.getByRole('link', { name: 'Brief to share' }).click();
    const brief = page.getByTestId('trip-brief');
    await expect(brief.getByRole('heading', { name: /Official advice for Pokhara/ })).toBeVisible();
    await expect(brief.getByTestId('emergency-numbers')).toBeVisible();
    await expect(brief.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(brief.getByRole('heading', { name: 'Laws that catch visitors out' })).toBeVisible();
    // Her trip places her in Pokhara today.
    expect((await status(page)).where).toMatchObject({ city: 'Pokhara', from: 'trip' });
  });

  test('a contact accepts from the invitation email, with no account', async ({ browser }) => {
    const page = await pageAs(browser, 'traveller-beta', PHONE);
    const address = `ben-${Date.now()}@example.org`;
    await page.goto('/safety');
    await page.getByLabel('Their name').fill('Ben');
    await page.getByLabel('Their email').fill(address);
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(toast(page, 'Invitation sent to Ben')).toBeVisible();
    const invitation = await mailWhere((mail) => mail.to.includes(address));
    expect(invitation.subject).toMatch(/asks you to be a trusted contact on SafeTrails$/);

    const stranger = await (await browser.newContext(PHONE)).newPage();
    await stranger.goto(/(http\S+\/trusted-contact\?token=[\w.-]+)/.exec(invitation.text)![1]!);
    await expect(stranger.getByRole('heading', { name: /asks you to be one of her trusted contacts/ })).toBeVisible();
    await stranger.getByTestId('contact-accept').click();
    await expect(stranger.getByTestId('contact-sharing')).toContainText('Today she is in Pokhara, Nepal');

    await page.reload();
    const ben = page.getByTestId('trusted-contact').filter({ hasText: address });
    await expect(ben.getByTestId('contact-status')).toHaveText('Accepted');
  });

  test('"I\'m OK" from the reminder email checks her in only when she presses it', async ({ browser }) => {
    const page = await pageAs(browser, 'traveller-beta', PHONE);
    // Reminders reach her confirmed address.
    await apiWrite(page, 'POST', '/api/alert-settings/email/confirmation');
    const confirmation = await mailWhere((mail) => mail.subject === 'Confirm your address for SafeTrails alerts');
    await page.goto(/(http\S+\/confirm-email\?token=[\w.-]+)/.exec(confirmation.text)![1]!);
    await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeVisible();

    const backBy = new Date(Date.now() + 70_000).toISOString();
    await apiWrite(page, 'POST', '/api/check-ins/plans', { backBy, graceMinutes: 30, reminderMinutes: 1 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('im-ok-header')).toBeVisible();
    const reminder = await mailWhere((mail) => mail.subject.startsWith('Check in before'), 25_000);

    const mailApp = await (await browser.newContext(PHONE)).newPage();
    await mailApp.goto(/(http\S+\/check-in\?token=[\w.-]+)/.exec(reminder.text)![1]!);
    await expect(mailApp.getByTestId('link-check-in')).toBeEnabled();
    // Opening the link decided nothing.
    expect((await status(page)).plans).toHaveLength(1);
    await mailApp.getByTestId('link-check-in').click();
    await expect(mailApp.getByTestId('checked-in')).toContainText('Checked in at');
    await expect.poll(async () => (await status(page)).plans.length).toBe(0);
  });

  test('SOS asks, gives five seconds to cancel, then tells her contact and shows the numbers to call', async ({
    browser,
  }) => {
    const page = await pageAs(browser, 'traveller-beta', PHONE);
    const stranger = await (await browser.newContext(PHONE)).newPage();
    const address = await acceptedContact(page, stranger);
    await page.goto('/trips');
    await page.getByTestId('sos-button').click();
    const dialog = page.getByTestId('sos-dialog');
    await expect(dialog).toContainText(/get one email at once|gets one email at once/);
    await dialog.getByTestId('sos-confirm').click();
    await expect(dialog.getByTestId('sos-countdown')).toContainText('Sending in');
    await dialog.getByTestId('sos-cancel').click();
    await expect(dialog).toHaveAttribute('data-stage', 'confirm');

    await dialog.getByTestId('sos-confirm').click();
    await expect(dialog.getByTestId('sos-sent')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.locator('a[href^="tel:"]').first()).toBeVisible();
    const sos = await mailWhere((mail) => mail.to.includes(address) && mail.subject.startsWith('SOS from'));
    expect(sos.text).toContain('Emergency numbers in Nepal');
    // Cancelled once, sent once: one SOS reached her.
    const contacts = (await (await page.request.get('/api/trusted-contacts')).json()) as TrustedContacts;
    expect(contacts.contacts.some((contact) => contact.email === address && contact.status === 'accepted')).toBe(true);
  });

  test('an "I\'m OK" tapped offline waits on her phone and counts at the time she tapped', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signIn(page);
    await apiWrite(page, 'POST', '/api/check-ins/plans', { everyHours: 4, graceMinutes: 30, reminderMinutes: 0 });
    const before = (await status(page)).plans[0]!.next!.dueAt;
    await page.goto('/safety');
    await expect(page.getByTestId('im-ok-header')).toBeVisible();
    await context.setOffline(true);
    const tapped = Date.now();
    await page.getByTestId('im-ok-header').click();
    // The banner the app shows while writes wait for the connection.
    await expect(page.getByText('1 waiting to be sent')).toBeVisible();
    await page.waitForTimeout(2000);
    await context.setOffline(false);
    await expect.poll(async () => (await status(page)).plans[0]?.next?.dueAt, { timeout: 15_000 }).not.toBe(before);
    const after = await status(page);
    const at = Date.parse(after.lastCheckIn!.at);
    // The tap's time, not the time it reached the server two seconds later.
    expect(Math.abs(at - tapped)).toBeLessThan(1500);
    expect(Date.parse(after.plans[0]!.next!.dueAt) - at).toBe(4 * 3600_000);
  });
});
