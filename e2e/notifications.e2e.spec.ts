/**
 * Alerts that reach her when the app is closed, in the real browser against the app as `npm start`
 * runs it (its notifier and its local mail catcher):
 *
 * - A beta traveller saves Pokhara and her phone's browser has push on: its subscription points at a
 *   local Web Push service (Chromium's own needs Google's, which these machines cannot reach). A
 *   quake near Pokhara is imported with `npm run import:alerts -- --file`; the notifier encrypts a
 *   push for her; the test hands the decrypted payload to the page's real service worker through the
 *   DevTools protocol (`ServiceWorker.deliverPushMessage`), and the worker shows the notification:
 *   title, body, the kind's icon, the alert's page to open on tap.
 * - Her confirmed email lands in the mail catcher; its unsubscribe link works without a session.
 * - Pokhara's page opens with the earthquake in its first screen at 390 × 844.
 * - The settings page: push asked for only when she turns it on, and a browser whose push service
 *   cannot be reached says so.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { NOTIFICATION_KINDS } from '@safetrails/contracts';
import { startPushService, type LocalPushService } from '@safetrails/infra';
import { fixtureMovedToNow } from '../apps/api/src/notifications/fixtures/event-time';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './support/browsers';
import { mails, mailWhere } from './support/mail';
import { apiWrite as write, controlledByServiceWorker, pageAs } from './support/pages';

// The full browser: in Chromium's headless shell a service worker's getNotifications() finds none
// of the notifications it showed, and that is how this test sees what her phone would show.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

const POKHARA = 1282898;

/** The constructed quake near Pokhara, a minute ago, under an id of its own; as a file to import. */
function quakeNearPokhara(id: string): string {
  const file = path.join(tmpdir(), `usgs-${id}.geojson`);
  writeFileSync(file, fixtureMovedToNow('usgs-near-pokhara.geojson', { id }));
  return file;
}

async function importAlerts(file: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [path.join('apps', 'api', 'dist', 'alerts', 'import', 'import-alerts.cli.js'), '--source', 'usgs', '--file', file],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
      },
      timeout: 60_000,
    },
  );
}

test.describe('alerts that reach her when the app is closed', () => {
  let push: LocalPushService;
  test.beforeAll(async () => {
    push = await startPushService();
  });
  test.afterAll(async () => push.close());

  test('a quake near Pokhara reaches her phone (the real service worker shows it) and her inbox, once', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = await pageAs(browser, 'traveller-beta', { viewport: { width: 390, height: 844 } });
    await phone.context().grantPermissions(['notifications']);
    await write(phone, 'POST', '/api/saved', { itemType: 'destination', itemId: POKHARA });
    // Another spec's trip may place her in Pokhara today; its "Are you safe?" question is the safety
    // network's to test (safety-network specs), not this one: here only the alert itself is counted.
    await write(phone, 'PATCH', '/api/safety-check', { on: false });
    // Her phone's subscription, as PushSubscription.toJSON() gives it, at a push service on this machine.
    const subscription = push.subscribe();
    await write(phone, 'POST', '/api/alert-settings/push-devices', subscription);
    // Email: confirmed once by the link in the mail catcher.
    await write(phone, 'POST', '/api/alert-settings/email/confirmation', {});
    const confirmation = await mailWhere((mail) => mail.subject === 'Confirm your address for SafeTrails alerts');
    const confirmLink = /(http\S+\/confirm-email\?token=\S+)/.exec(confirmation.text)![1]!;
    await phone.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
    await expect(phone.getByRole('heading', { name: 'Your address is confirmed' })).toBeVisible();

    // The page is closed as far as the alert is concerned: only its service worker is left to wake.
    await phone.goto('/safety-alerts/settings');
    await controlledByServiceWorker(phone);
    const mailsBefore = (await mails()).length;

    const id = `us7e2e${Date.now().toString(36)}`;
    await importAlerts(quakeNearPokhara(id));
    const [pushed] = await push.waitFor(1, 30_000);
    const payload = JSON.parse(pushed!.payload) as { title: string; body: string; url: string; tag: string };
    expect(payload.title).toBe('Medium alert: Earthquake 9 km from Pokhara, Nepal');

    // Hand the payload to the page's real service worker, as Chromium's push service would.
    const cdp = await phone.context().newCDPSession(phone);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((registration) => !registration.isDeleted)).toBe(true);
    const registration = registrations.find((candidate) => !candidate.isDeleted)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(registration.scopeURL).origin + '/',
      registrationId: registration.registrationId,
      data: pushed!.payload,
    });
    const notifications = () =>
      phone.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          icon: notification.icon,
          url: (notification.data as { url: string }).url,
        })),
      );
    // The service worker may be starting when the message arrives: it shows it within seconds.
    await expect.poll(async () => (await notifications()).length, { timeout: 15_000 }).toBe(1);
    const [shown] = await notifications();
    expect(shown!.title).toBe('Medium alert: Earthquake 9 km from Pokhara, Nepal');
    expect(shown!.body).toBe('“M 6.4 - 9 km NNE of Pokhara, Nepal” · Official: USGS');
    expect(shown!.icon).toMatch(/\/notification-icons\/earthquake\.png$/);
    expect(shown!.url).toMatch(/^\/alerts\/[0-9a-f-]{36}$/);

    // Her inbox: one email, with a one-click unsubscribe.
    const email = await mailWhere((mail) => mail.subject === 'Medium alert: earthquake 9 km from Pokhara, Nepal');
    expect((await mails()).length).toBe(mailsBefore + 1);
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same payload again: nothing more.
    await importAlerts(quakeNearPokhara(id));
    await phone.waitForTimeout(2000);
    expect(push.received).toHaveLength(1);
    expect((await mails()).length).toBe(mailsBefore + 1);

    // The tap opens the alert's page.
    await phone.goto(shown!.url);
    await expect(phone.getByTestId('alert-card')).toContainText('M 6.4 - 9 km NNE of Pokhara, Nepal');

    // Pokhara's page opens with the earthquake in its first screen.
    await phone.goto(`/destination/${POKHARA}`);
    const happening = phone.getByTestId('happening-now');
    await expect(happening).toContainText('M 6.4 - 9 km NNE of Pokhara, Nepal');
    const box = (await happening.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    // Unsubscribing from the email, in a browser with no session.
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(email.text)![1]!;
    const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await stranger.goto(new URL(link).pathname + new URL(link).search);
    await stranger.getByRole('button', { name: 'Stop alerts about earthquakes' }).click();
    await expect(stranger.getByTestId('unsubscribe-result')).toHaveText(
      'You will no longer get alerts about earthquakes.',
    );
    await phone.goto('/safety-alerts/settings');
    await expect(phone.getByRole('checkbox', { name: 'Earthquakes' })).not.toBeChecked();
    await write(phone, 'PATCH', '/api/alert-settings', { kinds: [...NOTIFICATION_KINDS] });
    await write(phone, 'PATCH', '/api/safety-check', { on: true });
  });

  test('the settings page asks for push only when she turns it on, and says when the browser cannot', async ({
    browser,
  }) => {
    const phone = await pageAs(browser, 'traveller-beta', { viewport: { width: 390, height: 844 } });
    let asked = 0;
    await phone.exposeFunction('notePermissionAsked', () => asked++);
    await phone.addInitScript(() => {
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
        (window as unknown as { notePermissionAsked: () => void }).notePermissionAsked();
        return original(...args);
      };
    });
    await phone.goto('/safety-alerts/settings');
    await expect(phone.getByRole('heading', { name: 'Alert settings', level: 1 })).toBeVisible();
    await controlledByServiceWorker(phone);
    expect(asked).toBe(0);
    await expect(phone.getByRole('switch', { name: 'In the app' })).toBeChecked();
    await expect(phone.getByText('SMS alerts need a text-message provider')).toBeVisible();
    await phone.getByRole('switch', { name: 'Push to this device' }).click();
    // Headless Chromium grants no push subscription: she is told why, and nothing is saved.
    await expect(phone.getByRole('alert')).toContainText(/blocked for SafeTrails|could not reach its push service/);
    expect(asked).toBe(1);
    await expect(phone.getByRole('switch', { name: 'Push to this device' })).not.toBeChecked();
    // No horizontal scrolling at phone size.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
