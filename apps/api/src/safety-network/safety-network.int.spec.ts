/**
 * Someone knows where she is, on a real PostgreSQL, a real SMTP server (the mail catcher) and a local
 * Web Push service: a trip whose stop is a place she monitors; contacts who hear nothing but their
 * invitation until they accept through a signed link; a missed "back by" timer told once to each
 * accepted contact with where she is, the numbers and her government, and her late check-in told to
 * them once; "I'm OK" from a reminder's link; an offline check-in; SOS; a quake near her trip's city
 * asking whether she is safe; a notifier stopped across a deadline escalating once when it is back;
 * the read model rebuilt as it was; and her erased account leaving nothing readable. The server's
 * clock is moved forward to each deadline (Clock.travel) instead of waiting for it.
 *
 * One file: the cases share one app, its notifier, the mail catcher and the push service (beforeAll); a file per part would start them all again.
 */
import { CommandBus } from '@nestjs/cqrs';
import type {
  AlertSettings,
  CheckInAnswer,
  CheckInStatus,
  ContactLinkView,
  CountryDetail,
  GlobalPosition,
  SafetyNetworkDay,
  SosAnswer,
  Trip,
  TrustedContact,
} from '@safetrails/contracts';
import {
  startMailCatcher,
  startPushService,
  type CaughtMail,
  type LocalPushService,
  type MailCatcher,
} from '@safetrails/infra';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { AdvisoryImporter, snapshotRecords } from '../advisories/import/advisory-importer';
import { loadSnapshot } from '../advisories/snapshot/snapshot';
import { OfficialAlertImporter } from '../alerts/import/official-alert-importer';
import { geonamesCities } from '../destinations/catalogue/geonames-catalogue';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { fixtureMovedToNow } from '../notifications/fixtures/event-time';
import { Notifier } from '../notifications/notifier/notifier';
import { Clock } from '../platform/clock';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';

const POKHARA = 1282898;
const MINUTE = 60_000;

describe('someone knows where she is', () => {
  let api: ApiHarness;
  let mail: MailCatcher;
  let push: LocalPushService;
  let maya: SignedIn;
  let other: SignedIn;
  let moderator: SignedIn;
  let clock: Clock;
  let nepal: CountryDetail;
  let trip: Trip;
  let ana: TrustedContact;

  const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const status = async () => (await maya.call('GET', '/api/check-ins')).json<CheckInStatus>();
  const tokenOf = (message: CaughtMail, path: string) =>
    new RegExp(`${path}\\?token=([\\w.-]+)`).exec(message.text)![1]!;
  const to = (address: string) => mail.messages.filter((message) => message.to.includes(address));
  const mailTo = (address: string) => Promise.resolve(to(address));
  const link = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, ...(payload ? { payload } : {}) });
  /** Moves the server's clock past a moment, and waits for the watch to act and the model to fold it. */
  const travelTo = async (iso: string, extraMs = 1000) => {
    clock.travel(Math.max(0, Date.parse(iso) + extraMs - clock.now().getTime()));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await api.settled();
  };

  beforeAll(async () => {
    [mail, push] = await Promise.all([startMailCatcher({}), startPushService()]);
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`, NOTIFIER_RETRY_SECONDS: '0.2' });
    clock = api.app.get(Clock);
    const bus = api.app.get(CommandBus);
    const cities = geonamesCities().filter((city) => city.registration.countryCode === 'NP');
    const registered: { position: GlobalPosition | null } = await bus.execute(
      new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT),
    );
    await api.app.get(ProjectionWaiter).waitFor('destinations', registered.position);
    const snapshot = loadSnapshot();
    for (const source of ['us', 'uk', 'ca', 'au', 'ie'] as const) {
      const records = snapshotRecords(snapshot, source);
      const of = <T extends { countryCode: string }>(list: readonly T[]) =>
        list.filter((record) => record.countryCode === 'NP');
      await api.app.get(AdvisoryImporter).importRecords({
        source,
        advisories: of(records.advisories),
        emergency: of(records.emergency),
        travellerFacts: of(records.travellerFacts ?? []),
      });
    }
    await api.settled(30_000);
    [maya, other, moderator] = await Promise.all([
      api.signIn('traveller-beta'),
      api.signIn('traveller'),
      api.signIn('moderator'),
    ]);
    nepal = (await link('GET', '/api/countries/NP')).json<CountryDetail>();
    // Her home country names her embassy; her alert email is confirmed, so reminders reach her inbox.
    const profile = await maya.call('POST', '/api/user-profiles', {
      travelStyle: 'solo',
      travelExperience: 'experienced',
      homeCountry: 'United States',
    });
    expect(profile.statusCode).toBe(201);
    await maya.call('POST', '/api/alert-settings/email/confirmation');
    const [confirmation] = await mail.waitFor(1);
    const confirmToken = tokenOf(confirmation!, '/confirm-email');
    await link('POST', '/api/alert-settings/email/confirm', { token: confirmToken });
    await maya.call('POST', '/api/alert-settings/push-devices', push.subscribe());
    mail.clear();
    await api.app.get(Notifier).start();
  }, 120_000);

  afterAll(async () => {
    await api.app.get(Notifier).stop();
    await api.close();
    await Promise.all([mail.close(), push.close()]);
  });

  it('plans a trip whose stop is a place she monitors; a broken stop is refused by field; no one else sees it', async () => {
    const before = await api.eventCount();
    const backwards = await maya.call('POST', '/api/trips', {
      name: 'Nepal',
      stops: [{ destinationId: POKHARA, arrive: day(2), leave: day(1) }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errors: [{ field: 'stops[0].leave' }] });
    const unknown = await maya.call('POST', '/api/trips', {
      name: 'Nowhere',
      stops: [{ destinationId: 2_000_000_000, arrive: day(0), leave: day(1) }],
    });
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'stops[0].destinationId' }] });
    expect(await api.eventCount()).toBe(before);

    const planned = await maya.call('POST', '/api/trips', {
      name: 'Nepal in December',
      stops: [{ destinationId: POKHARA, arrive: day(-1), leave: day(10) }],
    });
    expect(planned.statusCode).toBe(201);
    trip = planned.json<Trip>();
    expect(trip).toMatchObject({
      name: 'Nepal in December',
      status: 'current',
      stops: [{ destinationId: POKHARA, city: 'Pokhara', countryCode: 'NP', timeZone: 'Asia/Kathmandu' }],
    });
    const places = (await maya.call('GET', '/api/alert-settings')).json<AlertSettings>().places;
    expect(places).toContainEqual(
      expect.objectContaining({ kind: 'trip-stop', label: 'Pokhara, Nepal', tripName: 'Nepal in December' }),
    );
    expect((await moderator.call('GET', `/api/trips/${trip.id}`)).statusCode).toBe(404);
    expect((await moderator.call('GET', '/api/trips')).json()).toEqual([]);
    expect((await other.call('GET', '/api/trips')).statusCode).toBe(403);
    expect((await status()).where).toMatchObject({ destinationId: POKHARA, from: 'trip' });
  });

  it('invites contacts who hear nothing but the invitation until they accept; five at once; a day between invitations', async () => {
    const invited = await maya.call('POST', '/api/trusted-contacts', {
      name: 'Ana',
      email: 'ana@example.org',
      language: 'es',
    });
    expect(invited.statusCode).toBe(201);
    ana = invited.json<TrustedContact>();
    expect(ana).toMatchObject({ name: 'Ana', status: 'invited', language: 'es' });
    const [invitation] = await mail.waitFor(1);
    expect(invitation!.to).toContain('ana@example.org');
    expect(invitation!.subject).toMatch(/te pide que seas su contacto de confianza en SafeTrails$/);
    expect(invitation!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(invitation!, '/es/trusted-contact');

    // No account: the link shows the invitation, and nothing she shares until they accept.
    const before = (await link('GET', `/api/trusted-contact-links?token=${token}`)).json<ContactLinkView>();
    expect(before).toMatchObject({ contactName: 'Ana', status: 'invited', sharing: null });
    const accepted = await link('POST', `/api/trusted-contact-links?token=${token}`, {
      answer: 'accept',
      timeZone: 'Europe/Madrid',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ContactLinkView>()).toMatchObject({
      status: 'accepted',
      sharing: { where: { city: 'Pokhara' }, point: null },
    });

    for (const name of ['Ben', 'Cleo', 'Dee', 'Eve']) {
      const response = await maya.call('POST', '/api/trusted-contacts', {
        name,
        email: `${name.toLowerCase()}@example.org`,
      });
      expect(response.statusCode).toBe(201);
    }
    const sixth = await maya.call('POST', '/api/trusted-contacts', { name: 'Fay', email: 'fay@example.org' });
    expect(sixth.json()).toMatchObject({ statusCode: 409, code: 'TOO_MANY_CONTACTS' });
    const again = await maya.call('POST', '/api/trusted-contacts', { name: 'Ana again', email: 'ANA@example.org' });
    expect(again.json()).toMatchObject({ code: 'ALREADY_INVITED' });

    const { contacts } = (await maya.call('GET', '/api/trusted-contacts')).json<{ contacts: TrustedContact[] }>();
    const [ben, cleo, , eve] = contacts.slice(1);
    expect((await maya.call('POST', `/api/trusted-contacts/${ben!.id}/invitation`)).json()).toMatchObject({
      code: 'RESEND_TOO_SOON',
    });
    await mail.waitFor(5);
    const cleoToken = tokenOf(to('cleo@example.org')[0]!, '/trusted-contact');
    await link('POST', `/api/trusted-contact-links?token=${cleoToken}`, { answer: 'decline' });
    const eveToken = tokenOf(to('eve@example.org')[0]!, '/trusted-contact');
    expect((await maya.call('DELETE', `/api/trusted-contacts/${eve!.id}`)).statusCode).toBe(200);
    expect((await link('GET', `/api/trusted-contact-links?token=${eveToken}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'LINK_GONE',
    });
    // Another traveller cannot remove hers.
    expect((await moderator.call('DELETE', `/api/trusted-contacts/${ben!.id}`)).statusCode).toBe(404);

    clock.travel(24 * 3600_000 + MINUTE);
    expect((await maya.call('POST', `/api/trusted-contacts/${ben!.id}/invitation`)).statusCode).toBe(202);
    await eventually(
      () => mailTo('ben@example.org').then((messages) => messages.length),
      (count) => count === 2,
    );
    expect(
      (await maya.call('POST', '/api/trusted-contacts', { name: 'Cleo', email: cleo!.email })).json(),
    ).toMatchObject({
      code: 'DECLINED_RECENTLY',
      retryAt: expect.any(String),
    });
    // Only the invitations went out: nobody who has not accepted heard anything else.
    expect(mail.messages.every((message) => /SafeTrails$/.test(message.subject))).toBe(true);
    mail.clear();
  });

  it('tells each accepted contact once when a "back by" timer is missed, and once when she checks in late', async () => {
    const backBy = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
    const planned = await maya.call('POST', '/api/check-ins/plans', { backBy, graceMinutes: 15, reminderMinutes: 5 });
    expect(planned.statusCode).toBe(201);
    const plan = planned.json<{ next: { dueAt: string; escalateAt: string; remindAt: string; timeZone: string } }>();
    expect(plan.next).toMatchObject({ dueAt: backBy, timeZone: 'Asia/Kathmandu' });

    await travelTo(plan.next.remindAt);
    const [reminder] = await push.waitFor(1);
    expect(JSON.parse(reminder!.payload)).toMatchObject({
      title: 'Time to check in',
      actions: [{ action: 'check-in', title: "I'm OK" }],
      actionToken: expect.any(String),
    });
    const [reminderEmail] = await mail.waitFor(1);
    expect(reminderEmail!.text).toContain("I'm OK: http://localhost:3000/check-in?token=");
    mail.clear();

    await travelTo(plan.next.escalateAt);
    const [missed] = await mail.waitFor(1);
    expect(missed!.to).toContain('ana@example.org');
    expect(missed!.subject).toMatch(/no ha hecho su comprobación$/);
    expect(missed!.text).toContain('Pokhara, Nepal');
    expect(missed!.text).toContain('(Asia/Kathmandu)');
    expect(missed!.text).toContain('(Europe/Madrid)');
    // Every number Nepal's page gives, each with its source; her government's missions with theirs.
    for (const number of [...nepal.emergency.police, ...nepal.emergency.general]) {
      expect(missed!.text).toContain(number.number);
      expect(missed!.text).toContain(number.organisation);
    }
    expect(missed!.text).toContain('Su gobierno en Nepal');
    for (const mission of nepal.embassies.filter((embassy) => embassy.of === 'US')) {
      expect(missed!.text).toContain(mission.name ?? mission.organisation);
    }
    expect(missed!.headers['list-unsubscribe']).toMatch(/\/api\/trusted-contact-links\/stop\?token=/);
    // Ben never accepted, Cleo declined, Dee was only invited: nothing reaches them.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mail.messages).toHaveLength(1);
    expect((await status()).missed).toHaveLength(1);

    const late = await maya.call('POST', '/api/check-ins', {});
    expect(late.json<CheckInAnswer>()).toMatchObject({ followUps: 1 });
    const [, followUp] = await mail.waitFor(2);
    expect(followUp!.to).toContain('ana@example.org');
    expect(followUp!.subject).toMatch(/ha avisado de que está bien$/);
    await maya.call('POST', '/api/check-ins', {});
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.messages).toHaveLength(2);
    expect((await status()).plans).toEqual([]);
    mail.clear();
    push.clear();
  });

  it("checks her in from the reminder's link only when she presses, without a session", async () => {
    const planned = await maya.call('POST', '/api/check-ins/plans', {
      everyHours: 2,
      graceMinutes: 30,
      reminderMinutes: 10,
    });
    const plan = planned.json<{ id: string; next: { dueAt: string; remindAt: string } }>();
    await travelTo(plan.next.remindAt);
    const [email] = await mail.waitFor(1);
    const token = tokenOf(email!, '/check-in');
    // Opening the link (as a mail scanner does) checks no one in.
    expect((await link('GET', `/api/check-ins/by-link?token=${token}`)).json()).toMatchObject({
      purpose: 'check-in',
      dueAt: plan.next.dueAt,
      done: false,
    });
    expect((await status()).plans[0]!.next!.dueAt).toBe(plan.next.dueAt);
    const pressed = await link('POST', `/api/check-ins/by-link?token=${token}`, {});
    expect(pressed.json<CheckInAnswer>()).toMatchObject({ counted: 1 });
    const next = (await status()).plans[0]!.next!;
    expect(Date.parse(next.dueAt) - Date.parse(pressed.json<CheckInAnswer>().at)).toBe(2 * 3600_000);
    expect((await link('POST', '/api/check-ins/by-link?token=forged.AAAA', {})).statusCode).toBe(400);
    await maya.call('DELETE', `/api/check-ins/plans/${plan.id}`);
    mail.clear();
    push.clear();
  });

  it("counts an offline check-in at the device's time, and refuses a device clock ahead, naming at", async () => {
    const ahead = await maya.call('POST', '/api/check-ins', {
      at: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ errors: [{ field: 'at' }] });
    const planned = await maya.call('POST', '/api/check-ins/plans', {
      everyHours: 4,
      graceMinutes: 30,
      reminderMinutes: 0,
    });
    const plan = planned.json<{ id: string; next: { dueAt: string } }>();
    // Tapped "I'm OK" five minutes before the deadline with no signal; it reached the server ten minutes after.
    const tapped = new Date(Date.parse(plan.next.dueAt) - 5 * MINUTE).toISOString();
    clock.travel(Date.parse(plan.next.dueAt) + 10 * MINUTE - clock.now().getTime());
    const offline = await maya.call('POST', '/api/check-ins', { at: tapped });
    expect(offline.json<CheckInAnswer>()).toMatchObject({ at: tapped, counted: 1, followUps: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.messages).toHaveLength(0);
    await maya.call('DELETE', `/api/check-ins/plans/${plan.id}`);
  });

  it('sends an SOS only when confirmed: every accepted contact at once, and the numbers to call on her screen', async () => {
    const unconfirmed = await maya.call('POST', '/api/sos', { confirm: false });
    expect(unconfirmed.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'confirm' }] });
    const sos = await maya.call('POST', '/api/sos', { confirm: true });
    expect(sos.statusCode).toBe(202);
    expect(sos.json<SosAnswer>()).toMatchObject({
      contactsTold: 1,
      where: { city: 'Pokhara' },
      emergency: { police: nepal.emergency.police },
    });
    const [email] = await mail.waitFor(1);
    expect(email!.to).toContain('ana@example.org');
    expect(email!.subject).toMatch(/^SOS de /);
    expect(email!.text).toContain('Números de emergencia en Nepal');
    mail.clear();
  });

  it('asks whether she is safe after a quake near her trip\'s city; unanswered, Ana hears; "I\'m safe" tells her once', async () => {
    await api.app.get(OfficialAlertImporter).importPayload('usgs', fixtureMovedToNow('usgs-near-pokhara.geojson'));
    await api.settled();
    const asked = await eventually(status, (now) => now.safetyCheck.open.length === 1, 10_000);
    const check = asked.safetyCheck.open[0]!;
    expect(check).toMatchObject({ source: 'usgs', title: 'M 6.4 - 9 km NNE of Pokhara, Nepal' });
    const askedMail = await eventually(
      () => mailTo('.invalid').then((messages) => messages.find((message) => message.subject === 'Are you safe?')),
      (message) => message !== undefined,
      10_000,
    );
    expect(askedMail!.text).toContain('“M 6.4 - 9 km NNE of Pokhara, Nepal”');
    expect(to('ana@example.org').filter((message) => /alerta/.test(message.subject))).toEqual([]);

    await travelTo(check.answerBy);
    const unanswered = await eventually(
      () => mailTo('ana@example.org'),
      (messages) => messages.length === 1,
      10_000,
    );
    expect(unanswered[0]!.subject).toMatch(/no ha respondido tras una alerta$/);
    expect(unanswered[0]!.text).toContain('“M 6.4 - 9 km NNE of Pokhara, Nepal”');

    const safe = await maya.call('POST', '/api/check-ins', { safe: true, alertId: check.alertId });
    expect(safe.statusCode).toBe(201);
    const told = await eventually(
      () => mailTo('ana@example.org'),
      (messages) => messages.length === 2,
      10_000,
    );
    expect(told[1]!.subject).toMatch(/ha indicado que está a salvo$/);
    expect((await status()).safetyCheck.open).toEqual([]);
    mail.clear();
    push.clear();
  });

  it('escalates a deadline once when the notifier comes back after it passed', async () => {
    await api.app.get(Notifier).stop();
    const backBy = new Date(clock.now().getTime() + 5 * MINUTE).toISOString();
    const plan = (
      await maya.call('POST', '/api/check-ins/plans', { backBy, graceMinutes: 0, reminderMinutes: 0 })
    ).json<{ next: { escalateAt: string } }>();
    clock.travel(Date.parse(plan.next.escalateAt) + 30 * MINUTE - clock.now().getTime());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.messages).toHaveLength(0);
    await api.app.get(Notifier).start();
    const [email] = await mail.waitFor(1, 10_000);
    expect(email!.to).toContain('ana@example.org');
    await api.app.get(Notifier).stop();
    await api.app.get(Notifier).start();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mail.messages).toHaveLength(1);
    await maya.call('POST', '/api/check-ins', {});
    await mail.waitFor(2);
    mail.clear();
  });

  it('shows the console daily counts only, never whose', async () => {
    const days = (await moderator.call('GET', '/admin-api/safety-network/daily')).json<SafetyNetworkDay[]>();
    const totals = days.reduce(
      (sum, entry) => ({
        misses: sum.misses + entry.misses,
        sos: sum.sos + entry.sos,
        checkIns: sum.checkIns + entry.checkIns,
      }),
      { misses: 0, sos: 0, checkIns: 0 },
    );
    expect(totals).toMatchObject({ misses: 2, sos: 1 });
    expect(totals.checkIns).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(days)).not.toContain(maya.id);
    expect((await other.call('GET', '/admin-api/safety-network/daily')).statusCode).toBe(403);
  });

  it('rebuilds the safety read model from the log as it is', async () => {
    await api.settled();
    const [safety] = createProjections(api.database.pool).filter((projection) => projection.name === 'safety');
    const live = await snapshotSchema(api.database.pool, 'rm_safety');
    await rebuildProjection({ pool: api.database.pool, store: api.store, projection: safety! });
    expect(await snapshotSchema(api.database.pool, 'rm_safety')).toEqual(live);
  });

  it('keeps her contacts and trips sealed in the log, and erases them with her account', async () => {
    const raw = (
      await api.database.pool.query<{ data: string }>(`SELECT data::text FROM es.events WHERE stream_id = $1`, [
        `safety-${maya.id}`,
      ])
    ).rows
      .map((row) => row.data)
      .join('\n');
    for (const secret of ['ana@example.org', 'Ana', 'Nepal in December', String(POKHARA)])
      expect(raw).not.toContain(secret);
    const anaToken = (
      await api.database.pool.query<{ contact_id: string }>(
        'SELECT contact_id FROM rm_safety.contacts WHERE name = $1',
        ['Ana'],
      )
    ).rows[0]!.contact_id;
    expect(anaToken).toBe(ana.id);
    expect((await maya.call('DELETE', '/api/user', { confirm: 'DELETE' })).statusCode).toBe(200);
    await api.settled();
    const [safety] = createProjections(api.database.pool).filter((projection) => projection.name === 'safety');
    await rebuildProjection({ pool: api.database.pool, store: api.store, projection: safety! });
    for (const table of [
      'trips',
      'trip_stops',
      'contacts',
      'plans',
      'last_check_ins',
      'sos',
      'safety_checks',
      'messages',
    ]) {
      const { rowCount } = await api.database.pool.query(`SELECT 1 FROM rm_safety.${table} WHERE user_id = $1`, [
        maya.id,
      ]);
      expect(rowCount).toBe(0);
    }
    const { rows } = await api.database.pool.query<{ total: number }>(
      'SELECT sum(misses)::int AS total FROM rm_safety.daily',
    );
    expect(rows[0]!.total).toBe(2);
  });
});
