import { PassThrough } from 'node:stream';
import { CommandBus } from '@nestjs/cqrs';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';
import { seedDemoDestinations } from '../../seed/seed-destinations';
import { warmingUp, warmUp } from './warm-up';

/** Requests the API has counted in its latency histogram, from /metrics (each scrape counted once it answers). */
async function countedRequests(api: ApiHarness): Promise<number> {
  const text = (await api.app.inject({ method: 'GET', url: '/metrics' })).body;
  return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

describe('warm-up: a replica asks itself for a traveller’s first pages before it listens', () => {
  let api: ApiHarness;
  let logged = '';
  const accessLines = () => logged.split('\n').filter((line) => line.includes('"request completed"'));

  beforeAll(async () => {
    const logTo = new PassThrough();
    logTo.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    api = await startApi({ LOG_LEVEL: 'info' }, { logTo });
  });

  afterAll(async () => {
    await api.close();
  });

  it('with no destinations yet, warms the forum alone; with 0 ms, asks nothing', async () => {
    expect(await warmUp(api.app, 0)).toEqual({ ms: 0, requests: 0, paths: 0, failed: [] });
    const warmed = await warmUp(api.app, 200);
    expect(warmed.paths).toBe(3);
    expect(warmed.requests).toBeGreaterThan(3);
    expect(warmed.failed).toEqual([]);
  });

  it('asks each listed destination’s pages, writes nothing, and is neither logged nor counted', async () => {
    await seedDemoDestinations(api.app.get(CommandBus));
    await api.settled();
    const listed = await api.app.inject({ method: 'GET', url: '/api/destinations?limit=12' });
    const destinations = listed.json<unknown[]>().length;
    expect(destinations).toBeGreaterThan(0);
    const [events, counted] = [await api.eventCount(), await countedRequests(api)];
    logged = '';

    const warmed = await warmUp(api.app, 500);

    expect(warmed.paths).toBe(3 + 5 * destinations);
    expect(warmed.requests).toBeGreaterThan(warmed.paths);
    expect(warmed.ms).toBeGreaterThanOrEqual(500);
    expect(warmed.failed).toEqual([]);
    expect(warmingUp()).toBe(false);
    expect(await api.eventCount()).toBe(events);
    expect(accessLines()).toEqual([]);
    expect(await countedRequests(api)).toBe(counted + 1); // the scrape before

    // Once warm, a request is logged and counted as ever.
    expect((await api.app.inject({ method: 'GET', url: '/api/forum/posts' })).statusCode).toBe(200);
    expect(accessLines()).toHaveLength(1);
    expect(await countedRequests(api)).toBe(counted + 3); // two scrapes and the read
  });
});
