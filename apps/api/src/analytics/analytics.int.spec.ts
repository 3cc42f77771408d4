/**
 * Product analytics through the real HTTP stack: a batch from our own pages is counted without
 * anything personal, a bad one is refused whole and appends nothing, the console's summary adds the
 * days up for moderators and admins only, and the read model equals its rebuild from the log.
 */
import { CommandBus } from '@nestjs/cqrs';
import {
  addDays,
  utcDay,
  type AnalyticsBatchRecordedData,
  type AnalyticsSummary,
  type ErrorResponse,
} from '@safetrails/contracts';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { RecordAnalyticsBatchCommand } from './commands/record-analytics-batch/record-analytics-batch.command';

const SITE = { origin: 'http://safetrails.test', host: 'safetrails.test' };
const today = utcDay();

const view = (route: string, day = today) => ({ type: 'page_view', route, day });
const action = (name: string, route: string) => ({ type: 'action', action: name, route, day: today });
const scroll = (route: string, depth: number) => ({ type: 'scroll', route, depth, day: today });
const step = (funnel: string, index: number) => ({ type: 'funnel_step', funnel, step: index, day: today });

describe('product analytics', () => {
  let api: ApiHarness;
  let mo: SignedIn;
  let bea: SignedIn;

  const send = (payload: unknown, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/analytics/batch',
      headers: { ...SITE, 'content-type': 'application/json', ...headers },
      cookies,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const batches = () => api.eventCount('AnalyticsBatchRecorded');
  const summary = async (query = '') =>
    (await mo.call('GET', `/admin-api/analytics/summary${query}`)).json<AnalyticsSummary>();

  beforeAll(async () => {
    api = await startApi();
    [mo, bea] = await Promise.all([api.signIn('moderator'), api.signIn('traveller-beta')]);
  });
  afterAll(() => api.close());

  it('counts a batch from our pages, keeping route patterns, action names and days and nothing about the sender', async () => {
    const response = await send(
      {
        events: [
          view('/'),
          step('waitlist', 0),
          action('open-waitlist-form', '/'),
          step('waitlist', 1),
          view('/search/:query'),
          step('save', 0),
          view('/destination/:id'),
          step('save', 1),
          scroll('/destination/:id', 25),
          scroll('/destination/:id', 50),
          action('save-destination', '/destination/:id'),
          step('save', 2),
        ],
      },
      { 'user-agent': 'Mozilla/5.0 (Phone)', 'x-forwarded-for': '203.0.113.9' },
      bea.cookies,
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 12 });

    const { rows } = await api.database.pool.query<{
      stream: string;
      data: AnalyticsBatchRecordedData;
      metadata: object;
    }>(`SELECT stream_id AS stream, data, metadata FROM es.events WHERE type = 'AnalyticsBatchRecorded'`);
    expect(rows).toHaveLength(1);
    const [event] = rows;
    expect(event!.stream).toMatch(/^analytics-[0-9a-f-]{36}$/);
    expect(event!.metadata).toMatchObject({ actorId: null, actorRole: 'anonymous' });
    expect(event!.metadata).not.toHaveProperty('clientIpHash');
    const stored = JSON.stringify(event);
    for (const personal of [bea.id, '203.0.113.9', 'Mozilla', 'safetrails.test'])
      expect(stored).not.toContain(personal);
    expect(event!.data.events[8]).toEqual({ type: 'scroll', day: today, route: '/destination/:id', depth: 25 });
  });

  it('adds the days up for the console: views per route and day, actions, scroll depth and funnels', async () => {
    await send({
      events: [view('/'), view('/forums'), view('/forums'), action('waitlist-joined', '/'), step('waitlist', 2)],
    });
    const result = await eventually(summary, (value) => value.totals.pageViews === 6);
    expect(result.viewsPerDay).toHaveLength(30);
    expect(result.viewsPerDay.at(-1)).toEqual({
      day: today,
      total: 6,
      byRoute: { '/': 2, '/search/:query': 1, '/destination/:id': 1, '/forums': 2 },
    });
    expect(result.viewsPerDay[0]).toEqual({ day: addDays(today, -29), total: 0, byRoute: {} });
    expect(result.routes.slice(0, 2)).toEqual([
      { route: '/', views: 2 },
      { route: '/forums', views: 2 },
    ]);
    expect(result.topActions).toEqual([
      { action: 'open-waitlist-form', count: 1 },
      { action: 'save-destination', count: 1 },
      { action: 'waitlist-joined', count: 1 },
    ]);
    expect(result.scrollDepth.find((row) => row.route === '/destination/:id')).toEqual({
      route: '/destination/:id',
      views: 1,
      reached: { 25: 1, 50: 1, 75: 0, 100: 0 },
    });
    const waitlist = result.funnels.find((funnel) => funnel.name === 'waitlist')!;
    expect(waitlist.steps.map((entry) => [entry.count, entry.fromStart])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    const save = result.funnels.find((funnel) => funnel.name === 'save')!;
    expect(save.steps.map((entry) => entry.count)).toEqual([1, 1, 1]);

    const yesterday = await summary(`?from=${addDays(today, -7)}&to=${addDays(today, -1)}`);
    expect(yesterday.viewsPerDay).toHaveLength(7);
    expect(yesterday.totals).toEqual({ pageViews: 0, actions: 0 });
    expect(yesterday.funnels[0]!.steps[0]!.fromStart).toBeNull();
  });

  it('counts a batch sent again with the same idempotency key once', async () => {
    const before = await batches();
    const key = 'batch-7f3a9c1e2b4d';
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await send({ events: [view('/about')] }, { 'idempotency-key': key })).statusCode).toBe(202);
    expect(await batches()).toBe(before + 1);
  });

  it('counts nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    const before = await batches();
    for (const signal of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await send({ events: [view('/about')] }, signal);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: 0 });
    }
    expect(await batches()).toBe(before);
  });

  it.each([
    ['a concrete address', { events: [view('/destination/5')] }, 'events.0.route'],
    ['a query string', { events: [view('/search/:query?q=paris')] }, 'events.0.route'],
    ['an unknown type', { events: [{ type: 'click', route: '/', day: today }] }, 'events.0.type'],
    ['an unknown action', { events: [action('jane@example.org', '/')] }, 'events.0.action'],
    ['a time instead of a day', { events: [view('/', new Date().toISOString())] }, 'events.0.day'],
    ['a day from last year', { events: [view('/', addDays(today, -40))] }, 'events.0.day'],
    ['a day next week', { events: [view('/', addDays(today, 7))] }, 'events.0.day'],
    ['a day that does not exist', { events: [view('/', '2026-02-30')] }, 'events.0.day'],
    ['an odd scroll depth', { events: [scroll('/', 33)] }, 'events.0.depth'],
    ['a step past the funnel', { events: [step('save', 3)] }, 'events.0.step'],
    ['an unknown funnel', { events: [step('checkout', 0)] }, 'events.0.funnel'],
    ['an extra field', { events: [{ ...view('/'), userId: 'u-1' }] }, 'events.0.userId'],
    ['an extra top-level field', { events: [view('/')], email: 'jane@example.org' }, 'email'],
    ['no events', { events: [] }, 'events'],
    ['51 events', { events: Array.from({ length: 51 }, () => view('/')) }, 'events'],
    ['a list instead of a batch', [view('/')], 'body'],
    ['a null event', { events: [view('/'), null] }, 'events'],
    ['a bare value as an event', { events: ['page_view'] }, 'events'],
  ])('refuses %s with a 400 naming the field, appending nothing', async (_, payload, field) => {
    const before = await api.eventCount();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors?.map((error) => error.field)).toContain(field);
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a batch over 16 KB, one from another site and one that is not JSON, appending nothing', async () => {
    const before = await api.eventCount();
    const padded = JSON.stringify({ events: [view('/')] }).replace('{', `{${' '.repeat(17 * 1024)}`);
    const tooLarge = await send(padded);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ErrorResponse>().code).toBe('BATCH_TOO_LARGE');

    const elsewhere = await send({ events: [view('/')] }, { origin: 'https://tracker.example' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<ErrorResponse>().code).toBe('CROSS_ORIGIN_REFUSED');
    const noOrigin = await api.app.inject({
      method: 'POST',
      url: '/api/analytics/batch',
      payload: { events: [view('/')] },
    });
    expect(noOrigin.statusCode).toBe(403);
    const sameOriginFetch = await api.app.inject({
      method: 'POST',
      url: '/api/analytics/batch',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { events: [view('/')] },
    });
    expect(sameOriginFetch.statusCode).toBe(202);

    const form = await send('events=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(await api.eventCount()).toBe(before + 1);
  });

  it('shows the summary to moderators and admins only, over a valid range', async () => {
    const admin = await api.signIn('admin');
    expect((await admin.call('GET', '/admin-api/analytics/summary')).statusCode).toBe(200);
    expect((await bea.call('GET', '/admin-api/analytics/summary')).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/admin-api/analytics/summary' })).statusCode).toBe(401);
    for (const [query, field] of [
      [`?from=${today}&to=${addDays(today, -1)}`, 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      [`?from=${addDays(today, -400)}&to=${today}`, 'to'],
    ] as const) {
      const response = await mo.call('GET', `/admin-api/analytics/summary${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().errors?.[0]?.field).toBe(field);
    }
  });

  it('keeps the counts for good, raw events for 30 days, and rebuilds to exactly the live model', async () => {
    const bus = api.app.get(CommandBus);
    const longAgo = addDays(today, -45);
    await bus.execute(
      new RecordAnalyticsBatchCommand([{ type: 'page_view', day: longAgo, route: '/how-it-works' }], SYSTEM_CONTEXT),
    );
    await bus.execute(
      new RecordAnalyticsBatchCommand([{ type: 'page_view', day: today, route: '/terms' }], SYSTEM_CONTEXT),
    );
    const pool = api.database.pool;
    const rawDays = async () =>
      (
        await pool.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM rm_analytics.recent_events`)
      ).rows.map((row) => row.day);
    await eventually(
      () => summary(`?from=${today}&to=${today}`),
      (value) => value.routes.some((row) => row.route === '/terms'),
    );
    expect(await rawDays()).not.toContain(longAgo);
    const old = await summary(`?from=${longAgo}&to=${longAgo}`);
    expect(old.routes).toEqual([{ route: '/how-it-works', views: 1 }]);

    const live = await snapshotSchema(pool, 'rm_analytics');
    expect(live.page_views!.length).toBeGreaterThan(4);
    const projection = createProjections(pool).find((candidate) => candidate.name === 'analytics')!;
    await rebuildProjection({ pool, store: api.store, projection });
    expect(await snapshotSchema(pool, 'rm_analytics')).toEqual(live);
  });
});
