import { CommandBus } from '@nestjs/cqrs';
import type { AdminDestination, AuditEvent, AuditEventPage, AuditTimeline, ScoreAsOf } from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { seedDemoDestinations } from '../../seed/seed-destinations';

const BARCELONA = 5;
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
const rating = (value: number) => ({
  destinationId: BARCELONA,
  overallScore: value,
  streetSafety: value,
  publicTransport: value,
  touristAreas: value,
  nightSafety: value,
  localAttitude: value,
});

describe('audit API', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let mo: SignedIn;
  let ada: SignedIn;

  beforeAll(async () => {
    api = await startApi();
    await seedDemoDestinations(api.app.get(CommandBus));
    [bea, mo, ada] = await Promise.all([api.signIn('traveller-beta'), api.signIn('moderator'), api.signIn('admin')]);
    for (let tries = 0; tries < 200; tries++) {
      if ((await mo.call('GET', `/admin-api/destinations/${BARCELONA}`)).statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await bea.call('POST', '/api/safety/ratings', rating(2))).statusCode).toBe(201);
    expect((await bea.call('POST', '/api/safety/ratings', rating(5))).statusCode).toBe(201);
    const destination = (await ada.call('GET', `/admin-api/destinations/${BARCELONA}`)).json<AdminDestination>();
    const revised = await ada.call('PUT', `/admin-api/destinations/${BARCELONA}`, {
      baseline: { ...destination.baseline!, harassmentLevel: 30 },
      baselineSource: { source: 'Police statistics', asOf: '2026-09-30', url: null },
      reason: 'Harassment figures published',
    });
    expect(revised.statusCode).toBe(200);
    const [current] = (await mo.call('GET', `/admin-api/ratings?${q({ filter: { destinationId: BARCELONA } })}`)).json<
      { id: string }[]
    >();
    expect(
      (await mo.call('DELETE', `/admin-api/ratings/${current!.id}?reason=${encodeURIComponent('Fake account')}`))
        .statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(async () => api.close());

  it("shows a destination's timeline: each event with its actor's name, reason, before and after", async () => {
    const response = await mo.call('GET', `/admin-api/audit/destinations/${BARCELONA}/timeline`);
    expect(response.statusCode).toBe(200);
    const timeline = response.json<AuditTimeline>();
    expect(timeline.name).toBe('Barcelona');
    expect(timeline.entries.map((entry) => [entry.type, entry.actorName, entry.reason])).toEqual([
      ['DestinationRegistered', 'System', expect.stringContaining('demo seed')],
      ['SafetyRatingSubmitted', 'Bea Traveller', 'A traveller rated the destination'],
      ['SafetyRatingSubmitted', 'Bea Traveller', 'A traveller replaced their rating'],
      ['BaselineRevised', 'Ada Admin', 'Harassment figures published'],
      ['SafetyRatingRemoved', 'Mo Moderator', 'Fake account'],
    ]);
    for (const [index, entry] of timeline.entries.entries()) {
      if (index > 0) expect(entry.before).toEqual(timeline.entries[index - 1]!.after);
      expect(entry.changes.map((change) => change.metric).sort()).toEqual(
        Object.keys(entry.after)
          .filter(
            (metric) => entry.before[metric as keyof typeof entry.before] !== entry.after[metric as 'safetyScore'],
          )
          .sort(),
      );
    }
    const revision = timeline.entries[3]!;
    expect(revision.changes).toContainEqual({
      metric: 'harassmentLevel',
      before: expect.any(Number),
      after: expect.any(Number),
    });
    expect(timeline.entries.map((entry) => entry.communityRatingsAfter)).toEqual([0, 1, 1, 1, 0]);
    expect((await mo.call('GET', '/admin-api/audit/destinations/999999/timeline')).statusCode).toBe(404);
  });

  it('replays the score as of each event of the timeline and gets what the timeline recorded', async () => {
    const timeline = (
      await mo.call('GET', `/admin-api/audit/destinations/${BARCELONA}/timeline`)
    ).json<AuditTimeline>();
    // Several events may share a millisecond: the replay at that instant is the last of them.
    const lastAt = new Map(timeline.entries.map((entry) => [entry.occurredAt, entry]));
    for (const [instant, entry] of lastAt) {
      const replay = await mo.call('GET', `/admin-api/audit/destinations/${BARCELONA}/score?asOf=${instant}`);
      expect(replay.statusCode).toBe(200);
      const score = replay.json<ScoreAsOf>();
      expect(score.metrics).toEqual(entry.after);
      expect(score.communityRatings).toBe(entry.communityRatingsAfter);
    }
    const before = new Date(Date.parse(timeline.entries[0]!.occurredAt) - 1000).toISOString();
    const empty = (
      await mo.call('GET', `/admin-api/audit/destinations/${BARCELONA}/score?asOf=${before}`)
    ).json<ScoreAsOf>();
    expect(empty.lastEvent).toBeNull();
    expect((await mo.call('GET', `/admin-api/audit/destinations/${BARCELONA}/score?asOf=yesterday`)).statusCode).toBe(
      400,
    );
  });

  it('pages through a raw stream from the event store, with metadata', async () => {
    const first = (
      await mo.call('GET', `/admin-api/audit/streams/destination-${BARCELONA}?limit=2`)
    ).json<AuditEventPage>();
    expect(first.events.map((event) => event.revision)).toEqual([0, 1]);
    expect(first.next).toBe('2');
    expect(first.events[0]).toMatchObject({
      id: `destination-${BARCELONA}@0`,
      stream: `destination-${BARCELONA}`,
      type: 'DestinationRegistered',
      schemaVersion: 1,
      metadata: expect.objectContaining({ actorRole: 'system', correlationId: expect.any(String) }),
    });
    let next: string | null = first.next;
    const revisions = first.events.map((event) => event.revision);
    while (next) {
      const page: AuditEventPage = (
        await mo.call('GET', `/admin-api/audit/streams/destination-${BARCELONA}?limit=50&from=${next}`)
      ).json<AuditEventPage>();
      revisions.push(...page.events.map((event) => event.revision));
      next = page.next;
    }
    expect(revisions).toEqual(revisions.map((_revision, index) => index));
    const removal = await api.database.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM es.events WHERE stream_id = $1`,
      [`destination-${BARCELONA}`],
    );
    expect(revisions).toHaveLength(Number(removal.rows[0]!.n));
    expect((await mo.call('GET', '/admin-api/audit/streams/no-such-stream')).json()).toEqual({
      events: [],
      next: null,
    });
    expect((await mo.call('GET', '/admin-api/audit/streams/destination-5?limit=0')).statusCode).toBe(400);
  });

  it('keeps personal fields sealed in the raw view', async () => {
    const page = await mo.call('GET', `/admin-api/audit/streams/user-${bea.id}`);
    const events = page.json<AuditEventPage>().events;
    expect(events[0]).toMatchObject({
      type: 'UserRegistered',
      data: expect.objectContaining({ displayName: { sealed: expect.any(String) } }),
    });
    expect(page.body).not.toContain('Bea Traveller');
    expect(page.body).not.toContain('@demo.safetrails.invalid');
  });

  it('pages through the global log by type after a position', async () => {
    const revisions = (await mo.call('GET', '/admin-api/audit/events?type=BaselineRevised')).json<AuditEventPage>();
    expect(revisions.events).toEqual([
      expect.objectContaining({
        type: 'BaselineRevised',
        stream: `destination-${BARCELONA}`,
        data: expect.objectContaining({ reason: 'Harassment figures published' }),
      }),
    ]);
    expect(revisions.next).toBeNull();
    const first = (
      await mo.call('GET', '/admin-api/audit/events?type=SafetyRatingSubmitted&limit=1')
    ).json<AuditEventPage>();
    expect(first.events).toHaveLength(1);
    expect(first.next).toBe(first.events[0]!.position);
    const second = (
      await mo.call('GET', `/admin-api/audit/events?type=SafetyRatingSubmitted&limit=1&after=${first.next}`)
    ).json<AuditEventPage>();
    expect(second.events[0]!.data).toMatchObject({
      replaces: expect.objectContaining({ ratingId: expect.any(String) }),
    });
    const all = (await mo.call('GET', '/admin-api/audit/events?limit=500')).json<AuditEventPage>();
    expect(all.events.length).toBeGreaterThan(5);
    expect((await mo.call('GET', '/admin-api/audit/events?after=12')).statusCode).toBe(400);
  });

  it('serves the raw stream as the ra resource `events` with range, sort, filter, getOne and getMany', async () => {
    const stream = `destination-${BARCELONA}`;
    const all = await mo.call('GET', `/admin-api/events?${q({ filter: { stream }, range: [0, 499] })}`);
    const total = all.json<AuditEvent[]>().length;
    expect(all.headers['content-range']).toBe(`events 0-${total - 1}/${total}`);
    const newest = await mo.call(
      'GET',
      `/admin-api/events?${q({ filter: { stream }, range: [0, 1], sort: ['revision', 'DESC'] })}`,
    );
    expect(newest.headers['content-range']).toBe(`events 0-1/${total}`);
    expect(newest.json<AuditEvent[]>().map((event) => event.revision)).toEqual([total - 1, total - 2]);
    expect(newest.json<AuditEvent[]>()[0]!.type).toBe('SafetyRatingRemoved');
    const ratings = await mo.call(
      'GET',
      `/admin-api/events?${q({ filter: { stream, type: 'SafetyRatingSubmitted' }, range: [1, 5] })}`,
    );
    expect(ratings.headers['content-range']).toBe('events 1-1/2');
    const one = await mo.call('GET', `/admin-api/events/${encodeURIComponent(`${stream}@0`)}`);
    expect(one.json()).toMatchObject({ type: 'DestinationRegistered', revision: 0 });
    const many = await mo.call(
      'GET',
      `/admin-api/events?${q({ filter: { id: [`${stream}@1`, `${stream}@0`, 'nope@3'] } })}`,
    );
    expect(many.json<AuditEvent[]>().map((event) => event.revision)).toEqual([1, 0]);
    expect((await mo.call('GET', '/admin-api/events')).json().errors).toEqual([
      expect.objectContaining({ field: 'filter.stream' }),
    ]);
    const byType = await mo.call(
      'GET',
      `/admin-api/events?${q({ filter: { type: 'SafetyRatingSubmitted' }, range: [0, 0], sort: ['position', 'DESC'] })}`,
    );
    expect(byType.headers['content-range']).toBe('events 0-0/2');
    expect(byType.json<AuditEvent[]>()[0]!.data).toMatchObject({
      replaces: expect.objectContaining({ ratingId: expect.any(String) }),
    });
    const oldest = await mo.call(
      'GET',
      `/admin-api/events?${q({ filter: { type: 'SafetyRatingSubmitted' }, range: [0, 0], sort: ['position', 'ASC'] })}`,
    );
    expect(oldest.json<AuditEvent[]>()[0]!.data).toMatchObject({ replaces: null });
    expect((await mo.call('GET', `/admin-api/events/${encodeURIComponent(`${stream}@9999`)}`)).statusCode).toBe(404);
  });

  it('refuses travellers', async () => {
    for (const url of [
      `/admin-api/audit/destinations/${BARCELONA}/timeline`,
      `/admin-api/audit/streams/destination-${BARCELONA}`,
      '/admin-api/audit/events',
      `/admin-api/events?${q({ filter: { stream: 'destination-5' } })}`,
    ]) {
      expect((await bea.call('GET', url)).statusCode).toBe(403);
    }
  });
});
