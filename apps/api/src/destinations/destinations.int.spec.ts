import { CommandBus } from '@nestjs/cqrs';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import type { Appended } from '../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { seedDemoDestinations } from '../seed/seed-destinations';
import { RegisterDestinationCommand } from './commands/register-destination/register-destination.command';

const BARCELONA = 5;
/** The built CLI: `npm test` builds before it runs the integration tests. */
const AUDIT_CLI = path.resolve(__dirname, '../../dist/cli/audit-score.cli.js');
const rating = (overall: number, rest = overall) => ({
  destinationId: BARCELONA,
  overallScore: overall,
  streetSafety: rest,
  publicTransport: rest,
  touristAreas: rest,
  nightSafety: rest,
  localAttitude: rest,
});

describe('destinations, ratings, tips and saved places', () => {
  let api: ApiHarness;
  let traveller: SignedIn;
  let moderator: SignedIn;
  let admin: SignedIn;

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    api = await startApi();
    const commandBus = api.app.get(CommandBus);
    await seedDemoDestinations(commandBus);
    const saoPaulo: Appended = await commandBus.execute(
      new RegisterDestinationCommand(
        {
          destinationId: 3448439,
          name: 'São Paulo',
          country: 'Brazil',
          countryCode: 'BR',
          region: 'americas',
          latitude: -23.5475,
          longitude: -46.63611,
          population: 10021295,
          image: null,
          description: null,
          baseline: null,
          baselineSource: null,
          sentiment: null,
          origin: 'test',
        },
        [],
        [],
        [],
        false,
        SYSTEM_CONTEXT,
      ),
    );
    await api.app.get(ProjectionWaiter).waitFor('destinations', saoPaulo.position);
    [traveller, moderator, admin] = await Promise.all([
      api.signIn('traveller-beta'),
      api.signIn('moderator'),
      api.signIn('admin'),
    ]);
  });
  afterAll(async () => api.close());

  it('serves the featured destinations, details, places and the not-found and bad-id answers', async () => {
    expect((await get('/api/destinations/featured')).json()).toEqual([
      { id: 1, name: 'Paris', country: 'France', countryCode: 'FR', safetyScore: 72 },
      { id: 2, name: 'New York', country: 'United States', countryCode: 'US', safetyScore: 70 },
      { id: 3, name: 'Tokyo', country: 'Japan', countryCode: 'JP', safetyScore: 90 },
      { id: 4, name: 'Mumbai', country: 'India', countryCode: 'IN', safetyScore: 58 },
      { id: 5, name: 'Barcelona', country: 'Spain', countryCode: 'ES', safetyScore: 68 },
    ]);
    const detail = (await get('/api/destinations/5')).json();
    expect(detail).toMatchObject({
      id: 5,
      name: 'Barcelona',
      safetyScore: 68,
      pettyCrime: 40,
      provenance: { baselineSource: { source: 'demo seed' }, communityRatings: 0 },
    });
    expect(detail.neighborhoods.map((n: { name: string }) => n.name)).toContain('Gràcia');
    expect((await get('/api/destinations/5/accommodations')).json()).toHaveLength(2);
    expect((await get('/api/destinations/5/activities')).json()).toHaveLength(1);

    const bad = await get('/api/destinations/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'id', rule: 'matches' })]);
    expect((await get('/api/destinations/999')).statusCode).toBe(404);
    expect((await get('/api/destinations/999/score-history')).statusCode).toBe(404);
    expect((await get('/api/safety/ratings/average/999')).statusCode).toBe(404);
    expect((await get('/api/destinations/5/score?asOf=yesterday')).statusCode).toBe(400);
  });

  it('finds places despite typos and accents, best match first', async () => {
    const names = async (q: string) =>
      (await get(`/api/destinations/search?q=${encodeURIComponent(q)}`)).json().map((d: { name: string }) => d.name);
    expect((await names('barcelna'))[0]).toBe('Barcelona');
    expect((await names('Tokio'))[0]).toBe('Tokyo');
    expect((await names('sao paulo'))[0]).toBe('São Paulo');
    expect((await names('new'))[0]).toBe('New York');
    expect(await names('spain')).toEqual(['Barcelona']);
    expect(await names('zzzzqqq')).toEqual([]);
    expect((await get('/api/destinations/search?q=')).statusCode).toBe(400);

    const all = await get('/api/destinations?limit=3');
    expect(all.headers['x-total-count']).toBe('6');
    expect(all.json().map((d: { name: string }) => d.name)).toEqual(['Tokyo', 'Paris', 'New York']);
    const unrated = (await get('/api/destinations?rated=false')).json();
    expect(unrated).toEqual([expect.objectContaining({ name: 'São Paulo', safetyScore: null })]);
  });

  it('moves the score a little per rating, replaces a traveller’s old rating, and records every step', async () => {
    const page = async () => (await get('/api/destinations/5')).json<{ safetyScore: number }>().safetyScore;
    // Read twice: the second answer comes from memory, and a rating must still show at once.
    expect([await page(), await page()]).toEqual([68, 68]);
    const first = await traveller.call('POST', '/api/safety/ratings', rating(1));
    expect(first.statusCode).toBe(201);
    // (20 × 68 + 0) / 21: the baseline weighs as twenty ratings.
    expect(first.json()).toMatchObject({ replaced: false, destination: { safetyScore: 65 } });
    expect(await page()).toBe(65);

    const second = await traveller.call('POST', '/api/safety/ratings', { ...rating(5), comment: 'Felt fine' });
    expect(second.json()).toMatchObject({
      replaced: true,
      destination: { safetyScore: 70, provenance: { communityRatings: 1 } },
    });
    expect(await page()).toBe(70);
    expect((await get('/api/safety/ratings/average/5')).json()).toEqual({
      overallSafety: 100,
      walkability: 100,
      publicTransport: 100,
      nightSafety: 100,
      harassmentRisk: 100,
      visibilityToAuthorities: 100,
      totalRatings: 1,
    });
    expect((await traveller.call('GET', '/api/safety/ratings/mine/5')).json()).toMatchObject({
      comment: 'Felt fine',
      scores: { overallScore: 5 },
    });

    const history = (await get('/api/destinations/5/score-history')).json().entries;
    expect(history.map((entry: { type: string }) => entry.type)).toEqual([
      'DestinationRegistered',
      'SafetyRatingSubmitted',
      'SafetyRatingSubmitted',
    ]);
    expect(history[2]).toMatchObject({
      actorId: traveller.id,
      actorRole: 'traveller',
      reason: 'A traveller replaced their rating',
      communityRatingsAfter: 1,
    });
    expect(history[2].before.safetyScore).toBeCloseTo((20 * 68) / 21, 10);
    expect(history[2].after.safetyScore).toBeCloseTo((20 * 68 + 100) / 21, 10);
  });

  it('replays the log to any instant and finds the history row of that instant', async () => {
    const { entries } = (await get('/api/destinations/5/score-history')).json();
    for (const entry of entries) {
      const replayed = (await get(`/api/destinations/5/score?asOf=${encodeURIComponent(entry.occurredAt)}`)).json();
      expect(replayed.metrics).toEqual(entry.after);
      expect(replayed.communityRatings).toBe(entry.communityRatingsAfter);
    }
    const before = (await get('/api/destinations/5/score?asOf=2000-01-01T00:00:00Z')).json();
    expect(before).toMatchObject({ lastEvent: null, metrics: { safetyScore: null } });
  });

  it('keeps one rating per traveller when the same traveller rates ten times at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((score) => admin.call('POST', '/api/safety/ratings', rating(score))),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    const rows = await api.database.pool.query(
      'SELECT count(*)::int AS n FROM rm_destinations.ratings WHERE destination_id = 5 AND user_id = $1',
      [admin.id],
    );
    expect(rows.rows[0].n).toBe(1);
    expect((await get('/api/destinations/5')).json().provenance.communityRatings).toBe(2);
  });

  it('lets a moderator remove a rating with a reason, and the score is as if it was never given', async () => {
    const mine = (await admin.call('GET', '/api/safety/ratings/mine/5')).json();
    const withoutReason = await moderator.call('DELETE', `/api/safety/ratings/5/${mine.ratingId}`, {});
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().errors[0]).toMatchObject({ field: 'reason' });
    expect(
      (await traveller.call('DELETE', `/api/safety/ratings/5/${mine.ratingId}`, { reason: 'spam' })).statusCode,
    ).toBe(403);

    const removed = await moderator.call('DELETE', `/api/safety/ratings/5/${mine.ratingId}`, {
      reason: 'Rating flood from one account',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().provenance.communityRatings).toBe(1);
    const history = (await get('/api/destinations/5/score-history')).json().entries;
    const last = history[history.length - 1];
    expect(last).toMatchObject({ type: 'SafetyRatingRemoved', reason: 'Rating flood from one account' });
    // Only the traveller's five-star rating is left: (20 × 68 + 100) / 21, exactly as before the flood.
    expect(last.after.safetyScore).toBe((20 * 68 + 100) / 21);
    expect(
      (await moderator.call('DELETE', `/api/safety/ratings/5/${mine.ratingId}`, { reason: 'again' })).statusCode,
    ).toBe(404);
  });

  it('refuses bad ratings with the field and rule, and writes nothing', async () => {
    const before = await api.eventCount();
    const bad = await traveller.call('POST', '/api/safety/ratings', {
      ...rating(3),
      overallScore: 6,
      nightSafety: 2.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'overallScore', rule: 'max' }),
      expect.objectContaining({ field: 'nightSafety', rule: 'isInt' }),
    ]);
    const unknown = await traveller.call('POST', '/api/safety/ratings', { ...rating(3), destinationId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(await api.eventCount()).toBe(before);
  });

  it('keeps one vote per traveller on a tip, lets them take it back, and counts helpful votes', async () => {
    const tooShort = await traveller.call('POST', '/api/safety/tips', {
      destinationId: 5,
      category: 'scams',
      content: 'Short',
    });
    expect(tooShort.json().errors).toEqual([expect.objectContaining({ field: 'content', rule: 'minLength' })]);
    const created = await traveller.call('POST', '/api/safety/tips', {
      destinationId: 5,
      category: 'scams',
      content: '  Ignore the friendship-bracelet sellers at Park Güell.  ',
    });
    expect(created.statusCode).toBe(201);
    const tip = created.json();
    expect(tip).toMatchObject({
      content: 'Ignore the friendship-bracelet sellers at Park Güell.',
      upvotes: 0,
      authorName: 'Bea',
    });

    expect((await traveller.call('PUT', `/api/safety/tips/${tip.id}/vote`, { vote: 'up' })).statusCode).toBe(422);
    expect((await moderator.call('PUT', `/api/safety/tips/${tip.id}/vote`, { vote: 'up' })).json()).toMatchObject({
      upvotes: 1,
      myVote: 'up',
    });
    expect((await moderator.call('PUT', `/api/safety/tips/${tip.id}/vote`, { vote: 'up' })).json().upvotes).toBe(1);
    expect((await admin.call('PUT', `/api/safety/tips/${tip.id}/vote`, { vote: 'down' })).json()).toMatchObject({
      upvotes: 1,
      downvotes: 1,
    });
    expect((await admin.call('PUT', `/api/safety/tips/${tip.id}/vote`, { vote: 'up' })).json()).toMatchObject({
      upvotes: 2,
      downvotes: 0,
    });
    expect((await admin.call('PUT', `/api/safety/tips/${tip.id}/vote`, { vote: 'none' })).json()).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      myVote: 'none',
    });
    const top = (await moderator.call('GET', '/api/safety/tips/top/5')).json();
    expect(top).toEqual([expect.objectContaining({ id: tip.id, myVote: 'up' })]);
    expect((await get('/api/safety/tips/top/5')).json()[0].myVote).toBe('none');
    expect(
      (await traveller.call('PUT', '/api/safety/tips/00000000-0000-4000-8000-000000000000/vote', { vote: 'up' }))
        .statusCode,
    ).toBe(404);

    const stats = (await traveller.call('GET', '/api/me/stats')).json();
    expect(stats).toMatchObject({ tipsGiven: 1, ratingsGiven: 1, helpfulVotesReceived: 1, travellersHelped: 1 });
  });

  it('blends neighbourhood reports into the neighbourhood, one report per traveller per neighbourhood', async () => {
    const report = { destinationId: 5, neighborhoodName: 'el raval', safetyScore: 1, description: 'Dark side streets' };
    const first = await traveller.call('POST', '/api/safety/neighborhoods', report);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ neighborhoodName: 'El Raval', safetyScore: 0 });
    await traveller.call('POST', '/api/safety/neighborhoods', { ...report, safetyScore: 3 });
    const averages = (await get('/api/safety/neighborhoods/average/5')).json();
    // (10 × 50 + 50) / 11 = 50: the baseline weighs as ten reports, and the second report replaced the first.
    expect(averages.find((n: { neighborhoodName: string }) => n.neighborhoodName === 'El Raval')).toEqual({
      neighborhoodName: 'El Raval',
      averageSafetyScore: 50,
      reportCount: 1,
    });
    expect((await get('/api/safety/neighborhoods?destinationId=5')).json()).toHaveLength(1);
    const fresh = await traveller.call('POST', '/api/safety/neighborhoods', {
      ...report,
      neighborhoodName: 'Poblenou',
      safetyScore: 4,
    });
    expect(fresh.statusCode).toBe(201);
    const detail = (await get('/api/destinations/5')).json();
    expect(detail.neighborhoods).toContainEqual(
      expect.objectContaining({ id: 'poblenou', name: 'Poblenou', latitude: null, safety: null, reportCount: 1 }),
    );
    expect((await get('/api/safety/neighborhoods?destinationId=abc')).statusCode).toBe(400);
  });

  it('saves and unsaves places once each, and lists them with their scores', async () => {
    const save = (itemType: string, itemId: number) => traveller.call('POST', '/api/saved', { itemType, itemId });
    expect((await save('destination', 5)).statusCode).toBe(201);
    expect((await save('destination', 5)).statusCode).toBe(201);
    expect((await save('accommodation', 501)).json()).toMatchObject({
      destinationId: 5,
      name: 'Gràcia family-run pension',
      countryOrArea: 'Gràcia',
      safetyScore: 86,
      priceRange: '€€',
    });
    expect((await save('activity', 99999)).statusCode).toBe(404);
    expect((await save('hotel', 1)).json().errors[0]).toMatchObject({ field: 'itemType', rule: 'isIn' });
    const saved = (await traveller.call('GET', '/api/saved')).json();
    expect(saved.map((item: { itemType: string }) => item.itemType)).toEqual(['accommodation', 'destination']);
    expect(await api.eventCount('ItemSaved')).toBe(2);

    const removed = await traveller.call('DELETE', '/api/saved/destination/5');
    expect(removed.json()).toMatchObject({ itemType: 'destination', itemId: 5, name: 'Barcelona' });
    expect((await traveller.call('DELETE', '/api/saved/destination/5')).statusCode).toBe(404);
    expect((await traveller.call('GET', '/api/saved')).json()).toHaveLength(1);

    expect((await traveller.call('POST', '/api/destinations/5/views')).statusCode).toBe(204);
    expect((await traveller.call('POST', '/api/destinations/5/views')).statusCode).toBe(204);
    expect(await api.eventCount('DestinationViewed')).toBe(1);
    expect((await traveller.call('GET', '/api/me/stats')).json().destinationsViewed30Days).toBe(1);
    expect((await traveller.call('GET', '/api/me/recent-destinations')).json()).toEqual([
      expect.objectContaining({ id: 5, name: 'Barcelona', viewedOn: new Date().toISOString().slice(0, 10) }),
    ]);
  });

  it('prints from the audit CLI exactly what the score endpoint answers', async () => {
    const { entries } = (await get('/api/destinations/5/score-history')).json();
    const instant = entries[2].occurredAt;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [AUDIT_CLI, '--destination', '5', '--as-of', instant],
      {
        env: {
          ...process.env,
          DATABASE_URL: api.database.url,
          COOKIE_SECRET: 'audit-cli-test-secret-long-enough-0123456789',
        },
      },
    );
    const fromApi = (await get(`/api/destinations/5/score?asOf=${encodeURIComponent(instant)}`)).json();
    expect(JSON.parse(stdout)).toEqual(fromApi);
    expect(fromApi.metrics).toEqual(entries[2].after);
  });

  it('rebuilds the destinations, tips and travellers read models from the log, equal to the live ones', async () => {
    const pool = api.database.pool;
    const names = ['destinations', 'tips', 'travellers'];
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(names.map(async (name) => [name, await snapshotSchema(pool, `rm_${name}`)])),
      );
    const live = await snapshot();
    expect(live.destinations.score_history.length).toBeGreaterThan(6);
    for (const projection of createProjections(pool).filter((p) => names.includes(p.name))) {
      await rebuildProjection({ pool, store: api.store, projection });
    }
    expect(await snapshot()).toEqual(live);
  });
});
