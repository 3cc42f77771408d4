/**
 * A bad event never stops the read models: malformed events of several types appended straight
 * into the event store (as a buggy writer or an old client would) are quarantined by the
 * projections that cannot fold them; a sign-up, a rating and a comment made afterwards reach their
 * read models within seconds; admins see the quarantined events with the raw event; /health says
 * degraded, not down, and /metrics counts them; a rebuild from the log ends with the same read
 * models and the same quarantine.
 */
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminQuarantinedEvent, DestinationDetail, ForumPostDetail } from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { systemEvent } from '../../../../test/new-event';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { ProjectionWaiter } from './live/projection-waiter';
import { seedDemoDestinations } from '../seed/seed-destinations';
import { seedForumCategories } from '../seed/seed-forum';

const BARCELONA = 5;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a bad event is quarantined, not fatal', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let ada: SignedIn;
  let post: ForumPostDetail;
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    api = await startApi();
    const commandBus = api.app.get(CommandBus);
    await seedDemoDestinations(commandBus);
    const position = await seedForumCategories(commandBus);
    await api.app.get(ProjectionWaiter).waitFor('forum', position);
    [bea, ada] = await Promise.all([api.signIn('traveller-beta'), api.signIn('admin')]);
    await eventually(
      () => get(`/api/destinations/${BARCELONA}`),
      (response) => response.statusCode === 200,
    );
    const created = await bea.call('POST', '/api/forum/posts', {
      categoryId: 1,
      isAnonymous: false,
      includeLocation: false,
      title: 'Night buses in Barcelona',
      content: 'Which night buses feel safe after midnight in Barcelona?'.padEnd(40, '.'),
    });
    expect(created.statusCode).toBe(201);
    post = created.json<ForumPostDetail>();
  }, 60_000);
  afterAll(async () => api.close());

  it('sets the events aside, and what comes after them reaches every read model', async () => {
    const bad = [
      {
        stream: `waitlist-malformed-${randomUUID()}`,
        event: systemEvent('WaitlistJoined', {
          email: 'poison@example.com',
          name: 'Poison',
          isFrequentTraveler: 'maybe',
        }),
      },
      { stream: `destination-${BARCELONA}`, event: systemEvent('SafetyRatingSubmitted', { ratingId: randomUUID() }) },
      { stream: `forum-post-${post.id}`, event: systemEvent('ForumCommentAdded', { postId: post.id }) },
    ];
    for (const { stream, event } of bad) await api.store.append(stream, [event], 'any');

    const stats = async () => (await get('/api/waitlist/stats')).json<{ count: number }>().count;
    const signUpsBefore = await stats();
    const { headers, cookies } = await api.csrf();
    const joined = await api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/join/',
      headers,
      cookies,
      payload: { email: `after.poison.${Date.now()}@example.com`, name: 'After Poison' },
    });
    expect([200, 201]).toContain(joined.statusCode);
    const rated = await bea.call('POST', '/api/safety/ratings', {
      destinationId: BARCELONA,
      overallScore: 5,
      streetSafety: 5,
      publicTransport: 5,
      touristAreas: 5,
      nightSafety: 5,
      localAttitude: 5,
    });
    expect(rated.statusCode).toBe(201);
    const commented = await bea.call('POST', '/api/forum/comments', {
      postId: post.id,
      content: 'The N8 felt fine at one in the morning.',
    });
    expect(commented.statusCode).toBe(201);

    expect(await eventually(stats, (count) => count === signUpsBefore + 1)).toBe(signUpsBefore + 1);
    const barcelona = await eventually(
      async () => (await get(`/api/destinations/${BARCELONA}`)).json<DestinationDetail>(),
      (destination) => destination.provenance.communityRatings >= 1,
    );
    expect(barcelona.provenance.communityRatings).toBeGreaterThanOrEqual(1);
    const thread = await eventually(
      async () => (await get(`/api/forum/posts/${post.id}/comments`)).json<unknown[]>(),
      (detail) => JSON.stringify(detail).includes('The N8 felt fine'),
    );
    expect(JSON.stringify(thread)).toContain('The N8 felt fine');

    const listed = (await ada.call('GET', '/admin-api/quarantine')).json<AdminQuarantinedEvent[]>();
    const ids = new Set(bad.map(({ event }) => event.id));
    const ours = listed.filter((entry) => ids.has(entry.eventId));
    expect(new Set(ours.map((entry) => entry.type))).toEqual(
      new Set(['WaitlistJoined', 'SafetyRatingSubmitted', 'ForumCommentAdded']),
    );
    for (const entry of ours) {
      expect(entry).toMatchObject({ attempts: 3, error: expect.any(String) });
      expect(entry.error.length).toBeGreaterThan(0);
    }
    const one = (await ada.call('GET', `/admin-api/quarantine/${ours[0]!.id}`)).json<AdminQuarantinedEvent>();
    expect(one.event).toMatchObject({ eventId: ours[0]!.eventId, stream: ours[0]!.stream });
    expect((await bea.call('GET', '/admin-api/quarantine')).statusCode).toBe(403);
    expect((await ada.call('GET', '/admin-api/quarantine/not-an-id')).statusCode).toBe(404);

    const health = await get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ info: { quarantine: { status: 'up', degraded: true } } });
    const metrics = (await get('/metrics')).body;
    expect(metrics).toMatch(/projector_quarantined_events\{projection="waitlist"\} 1/);
  });

  it('a rebuild from the log reproduces the same read models and the same quarantine', async () => {
    const pool = api.database.pool;
    const names = ['waitlist', 'destinations', 'forum'];
    const quarantine = async () =>
      (
        await pool.query(
          `SELECT projection, commit_position, prepare_position, event_id, stream, revision, type, error, attempts
             FROM projector.dead_letters ORDER BY projection, commit_position, prepare_position`,
        )
      ).rows;
    const read = async () =>
      Object.fromEntries(
        await Promise.all(names.map(async (name) => [name, await snapshotSchema(pool, `rm_${name}`)])),
      );
    const live = await read();
    const liveQuarantine = await quarantine();
    expect(liveQuarantine.length).toBeGreaterThanOrEqual(3);
    for (const projection of createProjections(pool).filter((candidate) => names.includes(candidate.name))) {
      await rebuildProjection({ pool, store: api.store, projection });
    }
    expect(await read()).toEqual(live);
    expect(await quarantine()).toEqual(liveQuarantine);
  });
});
