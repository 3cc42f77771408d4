/**
 * Personal data given without an account (a waitlist sign-up, a survey or bug report with an email,
 * free text) never sits in clear in the event log or in a log line, reaches the console opened,
 * and goes from every read model, and from every rebuild, when an admin carries out an erasure
 * request for that email.
 */
import { PassThrough } from 'node:stream';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections/index';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';

const EMAIL = 'zoe.secret+trip@example.org';
const NAME = 'Zoë Secretperson';
const FREE_TEXT = 'Call me on +44 7700 900123, I am staying at the Hotel Azul';

describe('personal data without an account', () => {
  let api: ApiHarness;
  let admin: SignedIn;
  let logged = '';

  const send = async (url: string, payload: object) => {
    const { headers, cookies } = await api.csrf();
    return api.app.inject({ method: 'POST', url, headers, cookies, payload });
  };
  const rawLog = async () =>
    (await api.database.pool.query<{ text: string }>(`SELECT data::text || metadata::text AS text FROM es.events`)).rows
      .map((row) => row.text)
      .join('\n');

  beforeAll(async () => {
    const logTo = new PassThrough();
    logTo.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    api = await startApi({ LOG_LEVEL: 'debug' }, { logTo });
    admin = await api.signIn('admin');
    expect(
      (await send('/api/core/waitlist/join', { email: EMAIL, name: NAME, company: 'Hotel Azul' })).statusCode,
    ).toBe(201);
    const survey = await send('/api/surveys', {
      travelFrequency: 'frequently',
      travelTypes: ['urban', 'cultural'],
      preferredFeatures: ['safety_scores', 'map_view'],
      mostImportantFactor: 'data_accuracy',
      appUsage: 'both',
      missingFeatures: FREE_TEXT,
      email: EMAIL,
    });
    expect(survey.statusCode).toBe(201);
    const bug = await send('/api/bug-reports', {
      title: 'Map is blank on my phone',
      description: FREE_TEXT,
      severity: 'low',
      steps: 'Open a city, scroll to the map',
      email: EMAIL.toUpperCase(),
    });
    expect(bug.statusCode).toBe(201);
    // The email in a URL, as a console search sends it, and a repeated sign-up's 409.
    await admin.call('GET', `/admin-api/waitlist?filter=${encodeURIComponent(JSON.stringify({ q: EMAIL }))}`);
    expect((await send('/api/core/waitlist/join', { email: EMAIL, name: 'Someone Else' })).json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      name: 'Someone',
    });
  });
  afterAll(() => api.close());

  it('keeps the email, the name and the free text out of the event log and the log lines', async () => {
    const log = await rawLog();
    expect(log).toContain('"sealed"');
    for (const secret of [EMAIL, EMAIL.toUpperCase(), NAME, 'Hotel Azul', '7700 900123'])
      expect({ secret, inLog: log.includes(secret) }).toEqual({ secret, inLog: false });
    await api.app.getHttpAdapter().getInstance().close();
    expect(logged).toContain('request completed');
    expect(logged.toLowerCase()).not.toContain(EMAIL);
    expect(logged).not.toContain('zoe.secret%2Btrip%40example.org');
  });
});

describe('an erasure request', () => {
  let api: ApiHarness;
  let admin: SignedIn;

  const send = async (url: string, payload: object) => {
    const { headers, cookies } = await api.csrf();
    return api.app.inject({ method: 'POST', url, headers, cookies, payload });
  };

  beforeAll(async () => {
    api = await startApi();
    admin = await api.signIn('admin');
    await send('/api/core/waitlist/join', { email: EMAIL, name: NAME, company: 'Hotel Azul' });
    await send('/api/core/waitlist/join', { email: 'someone.else@example.org', name: 'Sam Else' });
    await send('/api/bug-reports', {
      title: 'Map is blank on my phone',
      description: FREE_TEXT,
      severity: 'low',
      steps: 'Open a city, scroll to the map',
      email: EMAIL,
    });
    // The console reads the projections: wait until they hold what was just written.
    await api.settled();
  });
  afterAll(() => api.close());

  it('shows the console the opened data before, and nothing personal after, in every read model and rebuild', async () => {
    const entries = await admin.call('GET', '/admin-api/waitlist');
    expect(entries.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: EMAIL, name: NAME, company: 'Hotel Azul' })]),
    );
    const report = async () =>
      (await api.database.pool.query(`SELECT summary, payload FROM rm_reports.reports WHERE kind = 'bug_report'`))
        .rows[0] as { summary: string; payload: Record<string, unknown> };
    expect(await report()).toMatchObject({ payload: { email: EMAIL, description: FREE_TEXT } });

    const refused = await (
      await api.signIn('moderator')
    ).call('POST', '/admin-api/erasure-requests', {
      email: EMAIL,
      reason: 'Asked by email',
    });
    expect(refused.statusCode).toBe(403);
    const erased = await admin.call('POST', '/admin-api/erasure-requests', {
      email: ` ${EMAIL.toUpperCase()} `,
      reason: 'Asked by email on 25 November',
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ waitlistEntries: 1, submissions: 1 });
    await api.settled();

    const after = (await admin.call('GET', '/admin-api/waitlist')).json<{ email: string }[]>();
    expect(after.map((entry) => entry.email)).toEqual(['someone.else@example.org']);
    expect(await report()).toMatchObject({
      summary: '[low] (erased)',
      payload: { email: null, description: null, title: null, severity: 'low' },
    });
    const item = await api.database.pool.query(
      `SELECT label, content FROM rm_moderation.items WHERE kind = 'bug_report'`,
    );
    expect(item.rows[0]).toMatchObject({ label: '[low] (erased)', content: { email: null, description: null } });
    // Repeating the request finds nothing more to erase.
    expect(
      (await admin.call('POST', '/admin-api/erasure-requests', { email: EMAIL, reason: 'Asked twice' })).json(),
    ).toEqual({ waitlistEntries: 0, submissions: 0 });

    const pool = api.database.pool;
    const schemas = ['rm_waitlist', 'rm_reports', 'rm_moderation'];
    const live = await Promise.all(schemas.map((schema) => snapshotSchema(pool, schema)));
    for (const projection of createProjections(pool).filter((p) =>
      ['waitlist', 'reports', 'moderation'].includes(p.name),
    ))
      await rebuildProjection({ pool, store: api.store, projection });
    expect(await Promise.all(schemas.map((schema) => snapshotSchema(pool, schema)))).toEqual(live);
    expect(JSON.stringify(live)).not.toContain(EMAIL);
  });

  it('lets the person join again afterwards, with a new key', async () => {
    const again = await send('/api/core/waitlist/join', { email: EMAIL, name: NAME });
    expect(again.statusCode).toBe(201);
  });
});
