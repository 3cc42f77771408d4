/**
 * Rate limits on writes at their real values (RATE_LIMIT_FACTOR 1): honest use passes, a flood gets
 * 429 with Retry-After and a JSON body, nothing over the limit is appended, and two API instances
 * on one database count against the same limit. A signed-in write finds its session and counts its
 * limits in one statement.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorResponse } from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { createApp } from '../../app.factory';
import { validateConfig } from '../../config/app.config';
import { seedForumCategories } from '../../seed/seed-forum';
import { ProjectionWaiter } from '../live/projection-waiter';
import { READ_POOL } from '../database/database.module';
import type { Pool } from 'pg';

const ENV = { RATE_LIMIT_FACTOR: '1', LOG_LEVEL: 'silent' };

describe('write rate limits', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let ada: SignedIn;

  const post = (who: SignedIn, title: string) =>
    who.call('POST', '/api/forum/posts', {
      categoryId: 1,
      title,
      content: 'Is it safe to walk from the station to the old town after ten at night?',
      isAnonymous: false,
      includeLocation: false,
    });

  beforeAll(async () => {
    api = await startApi(ENV);
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(api.app.get(CommandBus)));
    [bea, ada] = await Promise.all([api.signIn('traveller-beta'), api.signIn('admin')]);
  });
  afterAll(() => api.close());

  it('lets a person write honestly and refuses a flood of posts with 429, Retry-After and when to retry', async () => {
    const honest = [];
    for (let index = 0; index < 3; index++) honest.push((await post(bea, `Night walk question ${index}`)).statusCode);
    expect(honest).toEqual([201, 201, 201]);

    const flood = [];
    for (let index = 0; index < 37; index++) flood.push(await post(bea, `Flood post number ${index}`));
    const accepted = flood.filter((response) => response.statusCode === 201).length;
    const refused = flood.filter((response) => response.statusCode === 429);
    expect(3 + accepted).toBe(10);
    expect(refused).toHaveLength(37 - accepted);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0]!.json<ErrorResponse>()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      retryAfter,
      message: expect.stringMatching(/^Too many posts in a short time\. Please try again in \d+ seconds?\.$/),
    });
    expect(await api.eventCount('ForumPostCreated')).toBe(10);
    // Reading stays open, and other kinds of writes have their own limit.
    expect((await bea.call('GET', '/api/forum/posts')).statusCode).toBe(200);
    expect((await bea.call('POST', '/api/saved', { itemType: 'destination', itemId: 1 })).statusCode).not.toBe(429);
  });

  it("finds a signed-in writer's session and counts her limits in one statement, not two", async () => {
    const pool = api.app.get<Pool>(READ_POOL);
    const statements: string[] = [];
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const query = jest.spyOn(pool, 'query').mockImplementation((...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      statements.push(typeof first === 'string' ? first : first.text);
      return original(...args);
    });
    try {
      expect((await post(ada, 'Late trains from the airport')).statusCode).toBe(201);
    } finally {
      query.mockRestore();
    }
    const counting = statements.filter((text) => text.includes('ratelimit.counters'));
    expect(counting).toHaveLength(1);
    expect(counting[0]).toContain('auth.sessions');
    expect(statements.filter((text) => text.includes('auth.sessions'))).toHaveLength(1);
  });

  it('counts concurrent writes exactly: sixty comments at once, thirty stored', async () => {
    const target = (await post(ada, 'Where to stay near the harbour')).json<{ id: string }>().id;
    const before = await api.eventCount('ForumCommentAdded');
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        ada.call('POST', '/api/forum/comments', { postId: target, content: `Comment number ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect((await api.eventCount('ForumCommentAdded')) - before).toBe(30);
  });

  it('lets a page send thirty analytics batches a minute and refuses the flood after them', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const statuses = [];
    for (let index = 0; index < 35; index++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/analytics/batch',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { events: [{ type: 'page_view', route: '/', day }] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(202), ...Array<number>(5).fill(429)]);
    expect(await api.eventCount('AnalyticsBatchRecorded')).toBe(30);
  });

  it('shares the limits between API instances on one database', async () => {
    const second: NestFastifyApplication = await createApp(
      validateConfig({
        NODE_ENV: 'test',
        DATABASE_URL: api.database.url,
        COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
        ADVISORY_REFRESH_HOURS: '0',
        ALERT_POLL_MINUTES: '0',
        ...ENV,
      }),
    );
    try {
      await second.getHttpAdapter().getInstance().ready();
      const { headers, cookies } = await api.csrf();
      const statuses = [];
      // Signed out, feedback counts per address: ten a minute (RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE).
      for (let index = 0; index < 12; index++) {
        const response = await (index % 2 === 0 ? api.app : second).inject({
          method: 'POST',
          url: '/api/feedback',
          headers,
          cookies,
          payload: { feedbackType: 'general', message: `The map is lovely, thank you (${index})` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    } finally {
      await second.close();
    }
  });
});
