/**
 * The notifier killed in the middle of a feed (SIGKILL, the built process) and started again: every
 * message reaches the local push service and the SMTP server, each outcome is recorded once, and no
 * message whose sending was recorded before the kill is sent again. What can go twice is only what
 * was in flight at the kill (handed over, not yet recorded): it goes again with the same push tag and
 * Topic and the same Message-ID, so her phone and her mail client show it once. The test counts it.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { AlertSettings, GlobalPosition } from '@safetrails/contracts';
import {
  generateVapidKeys,
  startMailCatcher,
  startPushService,
  type LocalPushService,
  type MailCatcher,
} from '@safetrails/infra';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { requireBuilt, startScript } from '../../../../test/app-processes';
import { OfficialAlertImporter } from '../alerts/import/official-alert-importer';
import { geonamesCities } from '../destinations/catalogue/geonames-catalogue';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { messageIdOf } from './delivery/messages/alert-email';

const NOTIFIER = path.resolve(__dirname, '../../dist/notifier/notifier.main.js');
const POKHARA = 1282898;
const QUAKES = 40;

/** A USGS feed of `count` earthquakes of M 6.0 to 6.9 around Pokhara, a minute old (our severity: medium). */
function quakeFeed(count: number): string {
  const now = Date.now() - 60_000;
  return JSON.stringify({
    type: 'FeatureCollection',
    metadata: {
      generated: now,
      url: 'https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_day.geojson',
      count,
    },
    features: Array.from({ length: count }, (_, index) => {
      const magnitude = 6 + (index % 10) / 10;
      const id = `us7000r${String(index).padStart(3, '0')}`;
      return {
        type: 'Feature',
        id,
        geometry: { type: 'Point', coordinates: [83.9 + (index % 7) * 0.03, 28.2 + (index % 5) * 0.03, 10] },
        properties: {
          mag: magnitude,
          place: 'near Pokhara, Nepal',
          time: now - index * 1000,
          updated: now,
          url: `https://earthquake.usgs.gov/earthquakes/eventpage/${id}`,
          alert: null,
          status: 'reviewed',
          tsunami: 0,
          type: 'earthquake',
          magType: 'mww',
          title: `M ${magnitude} - near Pokhara, Nepal`,
        },
      };
    }),
  });
}

describe('the notifier killed mid-feed and restarted', () => {
  let api: ApiHarness;
  let mail: MailCatcher;
  let push: LocalPushService;
  let travellers: SignedIn[];
  let notifier: ChildProcess | null = null;
  const vapid = generateVapidKeys();

  const startNotifier = () =>
    startScript(NOTIFIER, {
      DATABASE_URL: api.database.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // Few at a time, so that the kill lands in the middle of the feed.
      NOTIFIER_CONCURRENCY: '4',
    });

  beforeAll(async () => {
    requireBuilt(NOTIFIER);
    [mail, push] = await Promise.all([startMailCatcher({}), startPushService()]);
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` });
    const cities = geonamesCities().filter((city) => city.registration.countryCode === 'NP');
    const result: { position: GlobalPosition | null } = await api.app
      .get(CommandBus)
      .execute(new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT));
    await api.app.get(ProjectionWaiter).waitFor('destinations', result.position);
    travellers = await Promise.all(['traveller-beta', 'moderator', 'admin'].map((persona) => api.signIn(persona)));
    for (const traveller of travellers) {
      expect(
        (await traveller.call('POST', '/api/saved', { itemType: 'destination', itemId: POKHARA })).statusCode,
      ).toBe(201);
      expect((await traveller.call('POST', '/api/alert-settings/push-devices', push.subscribe())).statusCode).toBe(201);
      expect((await traveller.call('POST', '/api/alert-settings/email/confirmation')).statusCode).toBe(202);
    }
    for (const confirmation of await mail.waitFor(travellers.length)) {
      const token = /token=([\w.-]+)/.exec(confirmation.text)![1]!;
      await api.app.inject({ method: 'POST', url: '/api/alert-settings/email/confirm', payload: { token } });
    }
    for (const traveller of travellers) {
      expect((await traveller.call('GET', '/api/alert-settings')).json<AlertSettings>().email.confirmed).toBe(true);
    }
    mail.clear();
  });
  afterAll(async () => {
    notifier?.kill('SIGKILL');
    await api.close();
    await Promise.all([mail.close(), push.close()]);
  });

  it('sends every message, records each once, and sends nothing again that was recorded before the kill', async () => {
    notifier = startNotifier();
    const { summary } = await api.app.get(OfficialAlertImporter).importPayload('usgs', quakeFeed(QUAKES));
    expect(summary.new).toBe(QUAKES);
    const expected = QUAKES * travellers.length;

    await push.waitFor(Math.round(expected / 3), 60_000);
    notifier.kill('SIGKILL');
    await new Promise<void>((resolve) => notifier!.once('exit', () => resolve()));
    const recordedBeforeKill = (
      await api.database.pool.query<{ key: string }>(
        `SELECT data->>'deliveryKey' AS key FROM es.events WHERE type = 'NotificationSent'`,
      )
    ).rows.map((row) => row.key);
    expect(recordedBeforeKill.length).toBeGreaterThan(0);
    expect(recordedBeforeKill.length).toBeLessThan(expected * 2);

    notifier = startNotifier();
    await push.waitFor(expected, 90_000);
    // The catcher accepts a message before it has parsed it: wait for every distinct one to be read.
    await eventually(
      () => Promise.resolve(new Set(mail.messages.map((message) => message.messageId)).size),
      (count) => count === expected,
      90_000,
    );
    await eventually(
      () => api.eventCount('NotificationSent'),
      (count) => count === expected * 2,
      60_000,
    );

    // Every delivery recorded sent exactly once.
    const sent = (
      await api.database.pool.query<{ key: string; times: number }>(
        `SELECT data->>'deliveryKey' AS key, count(*)::int AS times FROM es.events WHERE type = 'NotificationSent' GROUP BY 1`,
      )
    ).rows;
    expect(sent).toHaveLength(expected * 2);
    expect(sent.every((row) => row.times === 1)).toBe(true);

    // Each push is one (device, alert) and each email one Message-ID: every one arrived.
    const pushKeys = push.received.map((message) => `${message.subscriptionId} ${JSON.parse(message.payload).tag}`);
    const mailKeys = mail.messages.map((message) => message.messageId);
    expect(new Set(pushKeys).size).toBe(expected);
    expect(new Set(mailKeys).size).toBe(expected);

    // Nothing recorded as sent before the kill went again.
    const counts = new Map<string, number>();
    for (const key of mailKeys) counts.set(key!, (counts.get(key!) ?? 0) + 1);
    for (const key of recordedBeforeKill.filter((deliveryKey) => deliveryKey.endsWith(':email:0'))) {
      expect(counts.get(messageIdOf(key, 'http://localhost:3000'))).toBe(1);
    }
    // What went twice was in flight at the kill: at most the notifier's concurrency per channel,
    // each copy with the same identity (the sets above), so it shows once.
    const repeatedPush = push.received.length - expected;
    const repeatedMail = mail.messages.length - expected;
    console.log(
      `notifier killed after ${recordedBeforeKill.length} recorded sends; sent again: ${repeatedPush} push, ${repeatedMail} email`,
    );
    expect(repeatedPush + repeatedMail).toBeLessThanOrEqual(4);
  });
});
