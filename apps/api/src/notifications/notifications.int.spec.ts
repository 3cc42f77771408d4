/**
 * Alerts that reach a traveller when the app is closed, on a real PostgreSQL, a real SMTP server (the
 * mail catcher) and a local Web Push service that checks the VAPID signature and decrypts every
 * payload: a quake near Pokhara reaches her phone and her inbox once; its revision sends one
 * "updated" message; the same payload again sends nothing; quiet hours hold a medium alert and let a
 * critical one through; the email's one-click unsubscribe stops the next one; a gone push
 * subscription is removed; a push service's 503 is retried; and the read model rebuilds as it was.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { AlertSettings, GlobalPosition, NotificationHistoryEntry } from '@safetrails/contracts';
import { startMailCatcher, startPushService, type MailCatcher, type LocalPushService } from '@safetrails/infra';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { OfficialAlertImporter } from '../alerts/import/official-alert-importer';
import { geonamesCities } from '../destinations/catalogue/geonames-catalogue';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { DigestScheduler } from './notifier/digest-scheduler';
import { fixtureMovedToNow } from './fixtures/event-time';
import { Notifier } from './notifier/notifier';

const POKHARA = 1282898;

describe('alerts that reach her', () => {
  let api: ApiHarness;
  let mail: MailCatcher;
  let push: LocalPushService;
  let maya: SignedIn;
  let moderator: SignedIn;
  let device: ReturnType<LocalPushService['subscribe']>;

  const importQuake = async (name: string) => {
    await api.app.get(OfficialAlertImporter).importPayload('usgs', fixtureMovedToNow(name));
    await api.settled();
  };
  const settings = async (traveller: SignedIn) =>
    (await traveller.call('GET', '/api/alert-settings')).json<AlertSettings>();
  const raise = async (severity: string, title: string) => {
    const response = await moderator.call('POST', '/api/safety-alerts', {
      destinationId: POKHARA,
      title,
      content: 'Police advise avoiding the lakeside district tonight.',
      severity,
      alertType: 'civil_unrest',
    });
    expect(response.statusCode).toBe(201);
    await api.settled();
    return response.json<{ id: string }>().id;
  };
  const history = async () => (await maya.call('GET', '/api/notification-history')).json<NotificationHistoryEntry[]>();

  beforeAll(async () => {
    [mail, push] = await Promise.all([startMailCatcher({}), startPushService()]);
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`, NOTIFIER_RETRY_SECONDS: '0.2' });
    const cities = geonamesCities().filter((city) => city.registration.countryCode === 'NP');
    const result: { position: GlobalPosition | null } = await api.app
      .get(CommandBus)
      .execute(new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT));
    await api.app.get(ProjectionWaiter).waitFor('destinations', result.position);
    [maya, moderator] = await Promise.all([api.signIn('traveller-beta'), api.signIn('moderator')]);
    await api.app.get(Notifier).start();
  });
  afterAll(async () => {
    await api.app.get(Notifier).stop();
    await api.close();
    await Promise.all([mail.close(), push.close()]);
  });

  it('monitors her saved city, and she turns on push for this device and email for her confirmed address', async () => {
    expect((await maya.call('POST', '/api/saved', { itemType: 'destination', itemId: POKHARA })).statusCode).toBe(201);
    await api.settled();
    const before = await settings(maya);
    expect(before.places).toEqual([
      expect.objectContaining({
        id: `saved-${POKHARA}`,
        kind: 'saved-city',
        label: 'Pokhara, Nepal',
        radiusMetres: null,
      }),
    ]);
    expect(before.channels).toEqual({ push: false, email: true });
    expect(before.email).toMatchObject({ confirmed: false, address: expect.stringMatching(/^.•••@/) });

    device = push.subscribe();
    const subscribed = await maya.call('POST', '/api/alert-settings/push-devices', device);
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json<AlertSettings>().channels.push).toBe(true);
    expect(subscribed.json<AlertSettings>().pushDevices).toHaveLength(1);

    expect((await maya.call('POST', '/api/alert-settings/email/confirmation')).statusCode).toBe(202);
    const [confirmation] = await mail.waitFor(1);
    expect(confirmation!.subject).toBe('Confirm your address for SafeTrails alerts');
    const token = /token=([\w.-]+)/.exec(confirmation!.text)![1]!;
    // No session: the link works from her mail client on another device.
    const confirmed = await api.app.inject({
      method: 'POST',
      url: '/api/alert-settings/email/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await settings(maya)).email.confirmed).toBe(true);
    mail.clear();
  });

  it('refuses a push endpoint that is not a push service, naming the field, and appends nothing', async () => {
    const before = await api.eventCount();
    const response = await maya.call('POST', '/api/alert-settings/push-devices', {
      endpoint: 'https://internal.example.org/admin',
      keys: device.keys,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'endpoint' }] });
    expect(await api.eventCount()).toBe(before);
  });

  it('puts a quake 9 km away on her phone and in her inbox once; its revision sends one "updated"; a repeat nothing', async () => {
    await importQuake('usgs-near-pokhara.geojson');
    const [pushed] = await push.waitFor(1);
    const payload = JSON.parse(pushed!.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Medium alert: Earthquake 9 km from Pokhara, Nepal',
      body: '“M 6.4 - 9 km NNE of Pokhara, Nepal” · Official: USGS',
      icon: '/notification-icons/earthquake.png',
      url: expect.stringMatching(/^\/alerts\/[0-9a-f-]{36}$/),
    });
    expect(pushed).toMatchObject({ urgency: 'normal', ttl: 86400, topic: expect.stringMatching(/^[\w-]{32}$/) });
    const [email] = await mail.waitFor(1);
    expect(email!.subject).toBe('Medium alert: earthquake 9 km from Pokhara, Nepal');
    expect(email!.text).toContain('U.S. Geological Survey says:\n“M 6.4 - 9 km NNE of Pokhara, Nepal”');
    // USGS gives no summary: ours, from its fields, is never quoted.
    expect(email!.text).toContain('\nMagnitude 6.4 (mww), depth 12.5 km. USGS PAGER alert level: yellow.');
    expect(email!.html).toContain('Open the alert');
    expect(email!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(email!.messageId).toMatch(/^<[0-9a-f]{40}@localhost>$/);

    await importQuake('usgs-near-pokhara-revised.geojson');
    const pushes = await push.waitFor(2);
    expect(JSON.parse(pushes[1]!.payload)).toMatchObject({ title: expect.stringMatching(/^Updated · Medium alert/) });
    expect(pushes[1]!.topic).toBe(pushes[0]!.topic);
    const emails = await mail.waitFor(2);
    expect(emails[1]!.subject).toMatch(/^Updated · Medium alert: earthquake/);
    expect(emails[1]!.text).toContain('“M 6.6 - 9 km NNE of Pokhara, Nepal”');

    await importQuake('usgs-near-pokhara-revised.geojson');
    await importQuake('usgs-near-pokhara.geojson');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(push.received).toHaveLength(2);
    expect(mail.messages).toHaveLength(2);
    expect(push.refused).toEqual([]);

    const [latest] = await history();
    expect(latest).toMatchObject({ update: true, placeLabel: 'Pokhara, Nepal', magnitude: 6.6 });
    expect(latest!.channels.push).toMatchObject({ decision: 'send', status: 'sent', attempts: 1 });
    expect(latest!.channels.app).toMatchObject({ decision: 'send', status: 'sent' });
  });

  it('holds a medium alert through her quiet hours, and lets a critical one through', async () => {
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: '2-digit', hourCycle: 'h23' });
    const hour = Number(local.format(new Date()));
    const at = (offset: number) => `${String((hour + offset + 24) % 24).padStart(2, '0')}:00`;
    const quiet = await maya.call('PATCH', '/api/alert-settings', {
      quietHours: { start: at(-1), end: at(2), zone: 'place' },
    });
    expect(quiet.statusCode).toBe(200);
    push.clear();
    mail.clear();

    const medium = await raise('medium', 'Protest march on Lakeside road');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(push.received).toHaveLength(0);
    const held = (await history()).find((entry) => entry.alertId === medium)!;
    expect(held.channels.push).toMatchObject({ decision: 'held', status: 'pending', notBefore: expect.any(String) });
    expect(held.channels.app.decision).toBe('send');

    await raise('critical', 'Violent clashes near Lakeside road');
    const [critical] = await push.waitFor(1);
    expect(JSON.parse(critical!.payload)).toMatchObject({
      title: expect.stringMatching(/^Critical alert: Civil unrest in Pokhara/),
    });
    expect(critical!.urgency).toBe('high');
    expect((await maya.call('PATCH', '/api/alert-settings', { quietHours: null })).statusCode).toBe(200);
  });

  it('stops email with the one-click unsubscribe of the email, without a session', async () => {
    mail.clear();
    push.clear();
    await raise('high', 'Road blockade on the Prithvi Highway');
    // Only this test's alerts: an earlier test's email may still be on its way on a busy machine.
    const prithvi = () => mail.messages.filter((message) => /Prithvi/.test(message.text));
    const [email] = await eventually(
      () => Promise.resolve(prithvi()),
      (messages) => messages.length >= 1,
      10_000,
    );
    const url = /<(http[^>]+)>/.exec(email!.headers['list-unsubscribe']!)![1]!;
    const oneClick = await api.app.inject({
      method: 'POST',
      url: url.replace(/^http:\/\/localhost:3000/, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await settings(maya)).channels.email).toBe(false);
    await push.waitFor(1);

    await raise('high', 'Second road blockade on the Prithvi Highway');
    await push.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(prithvi()).toHaveLength(1);
    const [latest] = await history();
    expect(latest!.channels.email).toMatchObject({ decision: 'skip', reason: 'channel-off' });
  });

  it('retries a push the service answered 503 for, and removes a subscription it says is gone', async () => {
    push.clear();
    push.failNext(device.endpoint, 503);
    await raise('high', 'Landslide closes the road to Sarangkot');
    await push.waitFor(1, 15_000);
    const retried = await eventually(
      () => history(),
      (entries) => entries[0]?.channels.push.status === 'sent',
    );
    expect(retried[0]!.channels.push).toMatchObject({ attempts: 2, status: 'sent' });

    push.expire(device.endpoint);
    await raise('high', 'A second landslide on the road to Sarangkot');
    const gone = await eventually(
      () => settings(maya),
      (current) => current.pushDevices.length === 0,
      10_000,
    );
    expect(gone.pushDevices).toEqual([]);
    // The subscription's removal and the delivery's failure are two events; the history may show the
    // first before the second is projected.
    const [latest] = await eventually(
      () => history(),
      (entries) => entries[0]?.channels.push.status !== 'pending',
    );
    expect(latest!.channels.push).toMatchObject({ status: 'failed', lastError: 'push service 410: subscription gone' });
    expect(await api.eventCount('PushSubscriptionRemoved')).toBe(1);
  });

  it('sends low-severity alerts together in the daily digest, at 8:00 in her time zone', async () => {
    expect((await maya.call('PATCH', '/api/alert-settings', { email: true })).statusCode).toBe(200);
    mail.clear();
    const low = await raise('low', 'Minor road works near Lakeside');
    const entry = await eventually(
      () => history(),
      (entries) => entries[0]?.alertId === low,
    );
    expect(entry[0]!.channels.email).toMatchObject({ decision: 'digest' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.messages).toHaveLength(0);
    // Tomorrow, past 8:00 UTC (she gave no time zone): the digest is decided and goes out.
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(9, 0, 0, 0);
    expect(await api.app.get(DigestScheduler).decideDue(tomorrow)).toBe(1);
    expect(await api.app.get(DigestScheduler).decideDue(tomorrow)).toBe(0);
    const [digest] = await mail.waitFor(1);
    expect(digest!.subject).toBe(`1 low-severity alert for your places (${tomorrow.toISOString().slice(0, 10)})`);
    expect(digest!.text).toContain('Minor road works near Lakeside');
    expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('shows the console who an alert reached, and admins alone one traveller’s history', async () => {
    const [latest] = await history();
    const reach = await moderator.call('GET', `/admin-api/alerts/${latest!.alertId}/reach`);
    expect(reach.statusCode).toBe(200);
    expect(reach.json()).toMatchObject({ travellers: 1, inApp: 1, channels: { email: { digest: 1 } } });
    expect((await moderator.call('GET', `/admin-api/users/${maya.id}/notifications`)).statusCode).toBe(403);
    const admin = await api.signIn('admin');
    const ofMaya = await admin.call('GET', `/admin-api/users/${maya.id}/notifications`);
    expect(ofMaya.statusCode).toBe(200);
    expect(ofMaya.json<NotificationHistoryEntry[]>().length).toBeGreaterThan(5);
  });

  it('shows one set of settings in her profile and on the alert settings page, whichever changed them', async () => {
    const profile = await maya.call('PUT', '/api/account/notification-preferences', {
      emailNotifications: true,
      safetyAlerts: true,
      travelTips: false,
    });
    expect(profile.json()).toMatchObject({ notifications: { emailNotifications: true, safetyAlerts: true } });
    expect((await settings(maya)).channels.email).toBe(true);
    await maya.call('PATCH', '/api/alert-settings', { email: false });
    const account = await maya.call('GET', '/api/account/profile');
    expect(account.json()).toMatchObject({ notifications: { emailNotifications: false, travelTips: false } });
  });

  it('reaches a point of hers within its radius, and names the field of a bad trip', async () => {
    const bad = await maya.call('POST', '/api/alert-settings/places', {
      label: 'Guesthouse near Phewa Lake',
      latitude: 28.2096,
      longitude: 83.9592,
      tripStart: '2026-12-10',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'tripEnd' }] });
    const added = await maya.call('POST', '/api/alert-settings/places', {
      label: 'Guesthouse near Phewa Lake',
      latitude: 28.2096,
      longitude: 83.9592,
      radiusMetres: 20_000,
    });
    expect(added.statusCode).toBe(201);
    const point = added.json<AlertSettings>().places.find((place) => place.kind === 'point')!;
    expect(point).toMatchObject({ label: 'Guesthouse near Phewa Lake', radiusMetres: 20_000, trip: null });
    // Her saved city paused: the quake reaches her through the guesthouse alone.
    await maya.call('PATCH', `/api/alert-settings/places/saved-${POKHARA}`, { paused: true });
    const alertId = await raise('high', 'Flash flood warning for Phewa Lake shore');
    const entry = await eventually(
      () => history(),
      (entries) => entries[0]?.alertId === alertId,
    );
    expect(entry[0]).toMatchObject({ placeLabel: 'Guesthouse near Phewa Lake', distanceKm: expect.any(Number) });
    await maya.call('PATCH', `/api/alert-settings/places/saved-${POKHARA}`, { paused: false });
  });

  it('writes her messages in the language she chose, the source’s words as written', async () => {
    const refused = await maya.call('PUT', '/api/user/language', { language: 'tlh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'language' }] });
    const chosen = await maya.call('PUT', '/api/user/language', { language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'es' });
    expect((await maya.call('GET', '/api/user')).json()).toMatchObject({ language: 'es' });
    expect((await maya.call('PATCH', '/api/alert-settings', { email: true })).statusCode).toBe(200);
    mail.clear();
    await raise('critical', 'Protest closes the lakeside road');
    const [email] = await mail.waitFor(1);
    expect(email!.subject).toBe('Alerta crítica: disturbios en Pokhara, Nepal');
    expect(email!.text).toContain('Disturbios en Pokhara, Nepal, un lugar que sigues.');
    // The moderator's words as she wrote them: we translate ours, never theirs.
    expect(email!.text).toContain('Verificada por la moderación de SafeTrails:\nProtest closes the lakeside road');
    expect(email!.text).toContain('Abrir la alerta: http://localhost:3000/es/alerts/');
    expect(email!.text).toContain('Darse de baja: http://localhost:3000/es/unsubscribe?token=');
    expect(email!.html).toContain('<html lang="es" dir="ltr">');
    await maya.call('PUT', '/api/user/language', { language: 'en' });
    await maya.call('PATCH', '/api/alert-settings', { email: false });
  });

  it('rebuilds the notifications read model from the log as it is', async () => {
    await api.settled();
    const [notifications] = createProjections(api.database.pool).filter(
      (projection) => projection.name === 'notifications',
    );
    const live = await snapshotSchema(api.database.pool, 'rm_notifications');
    await rebuildProjection({ pool: api.database.pool, store: api.store, projection: notifications! });
    expect(await snapshotSchema(api.database.pool, 'rm_notifications')).toEqual(live);
  });

  it('erases her places, devices and settings with her account: sealed in the log, gone from a rebuild', async () => {
    const raw = async () =>
      (
        await api.database.pool.query<{ data: string }>(
          `SELECT data::text FROM es.events WHERE stream_id LIKE 'notify-settings-%'`,
        )
      ).rows
        .map((row) => row.data)
        .join('\n');
    // Her point's name and coordinates, and her push endpoint, never enter the log in the clear.
    expect(await raw()).not.toContain('Phewa');
    expect(await raw()).not.toContain('28.2096');
    expect(await raw()).not.toContain(device.endpoint);
    expect((await maya.call('DELETE', '/api/user', { confirm: 'DELETE' })).statusCode).toBe(200);
    await api.settled();
    const [notifications] = createProjections(api.database.pool).filter(
      (projection) => projection.name === 'notifications',
    );
    await rebuildProjection({ pool: api.database.pool, store: api.store, projection: notifications! });
    for (const table of ['settings', 'monitors', 'push_devices', 'decisions', 'deliveries']) {
      const { rowCount } = await api.database.pool.query(`SELECT 1 FROM rm_notifications.${table} WHERE user_id = $1`, [
        maya.id,
      ]);
      expect(rowCount).toBe(0);
    }
  });
});
