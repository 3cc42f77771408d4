import { gunzipSync } from 'node:zlib';
import { CommandBus } from '@nestjs/cqrs';
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { seedDemoDestinations } from '../../seed/seed-destinations';

const BARCELONA = 5;
const PAGE = `/api/destinations/${BARCELONA}`;

/** This process's shared-answer hits and misses, from /metrics. */
async function counts(api: ApiHarness): Promise<{ hit: number; miss: number }> {
  const text = (await api.app.inject({ method: 'GET', url: '/metrics' })).body;
  const count = (outcome: string) =>
    Number(
      new RegExp(`read_cache_lookups_total\\{cache="shared-answers",outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ??
        0,
    );
  return { hit: count('hit'), miss: count('miss') };
}

/** The headers that differ between two answers by nature: their request ids and dates. */
function comparable(headers: Record<string, unknown>): Record<string, unknown> {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
}

describe('shared answers: a signed-out read answered again from its kept JSON', () => {
  let api: ApiHarness;
  let traveller: SignedIn;
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
  /** Rates Barcelona `score` in every dimension; the score its page shows after. */
  const rateBarcelona = async (score: number) => {
    const rated = await traveller.call('POST', '/api/safety/ratings', {
      destinationId: BARCELONA,
      overallScore: score,
      streetSafety: score,
      publicTransport: score,
      touristAreas: score,
      nightSafety: score,
      localAttitude: score,
    });
    expect(rated.statusCode).toBe(201);
    return rated.json<{ destination: { safetyScore: number } }>().destination.safetyScore;
  };

  beforeAll(async () => {
    api = await startApi();
    await seedDemoDestinations(api.app.get(CommandBus));
    await api.settled();
    traveller = await api.signIn('traveller-beta');
  });

  afterAll(async () => {
    await api.close();
  });

  it('answers a second read as the first, with its ETag, and a 304 to a reader who has it', async () => {
    const before = await counts(api);
    const first = await get(PAGE);
    const second = await get(PAGE);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(first.headers['etag']).toMatch(/^"[\w-]{27}"$/);
    expect(await counts(api)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });

    const etag = String(first.headers['etag']);
    const revalidated = await get(PAGE, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['etag']).toBe(etag);
    expect((await get(PAGE, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(PAGE, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const compressed = await get(PAGE, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('never answers or keeps a signed-in read, and forgets an answer when its read model changes', async () => {
    const score = async () => (await get(PAGE)).json<{ safetyScore: number }>().safetyScore;
    const kept = await score();
    const before = await counts(api);
    const signedIn = await traveller.call('GET', PAGE);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['etag']).toBeUndefined();
    expect(await counts(api)).toEqual(before);

    const fresh = await rateBarcelona(1);
    expect(fresh).toBeLessThan(kept);
    expect(await score()).toBe(fresh);
    expect((await counts(api)).miss).toBe(before.miss + 1);
  });

  it('keeps searches and the forum as a signed-out reader sees it, and nothing that failed', async () => {
    const search = '/api/destinations/search?q=barcelna';
    const first = await get(search);
    expect(first.json()).toEqual([expect.objectContaining({ name: 'Barcelona' })]);
    const before = await counts(api);
    expect((await get(search)).body).toBe(first.body);
    expect((await get('/api/forum/posts')).statusCode).toBe(200);
    expect((await get('/api/forum/posts')).statusCode).toBe(200);
    expect(await counts(api)).toEqual({ hit: before.hit + 2, miss: before.miss + 1 });

    const refused = '/api/destinations/search?q=';
    expect((await get(refused)).statusCode).toBe(400);
    expect((await get(refused)).statusCode).toBe(400);
    expect(await counts(api)).toEqual({ hit: before.hit + 2, miss: before.miss + 1 });
  });

  it('a rating forgets the searches that matched its city, and only those', async () => {
    const barcelona = '/api/destinations/search?q=barcelona';
    const tokyo = '/api/destinations/search?q=tokyo';
    const scoreIn = async (url: string) => (await get(url)).json<{ safetyScore: number }[]>()[0]!.safetyScore;
    const tokyoBefore = (await get(tokyo)).body;
    const barcelonaBefore = await scoreIn(barcelona);
    const fresh = await rateBarcelona(5);
    expect(fresh).not.toBe(barcelonaBefore);
    const before = await counts(api);
    expect(await scoreIn(barcelona)).toBe(fresh);
    expect((await get(tokyo)).body).toBe(tokyoBefore);
    expect(await counts(api)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });

  it('readers who come while a stale answer is made again wait for it, and get it', async () => {
    await get(PAGE);
    const fresh = await rateBarcelona(3);
    const before = await counts(api);
    const readers = await Promise.all(Array.from({ length: 8 }, () => get(PAGE)));
    expect(readers.map((reader) => reader.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(readers.map((reader) => reader.body)).size).toBe(1);
    expect(readers[0]!.json<{ safetyScore: number }>().safetyScore).toBe(fresh);
    // One made it again on the full path; the seven others were answered from it.
    expect(await counts(api)).toEqual({ hit: before.hit + 7, miss: before.miss + 1 });
  });
});
