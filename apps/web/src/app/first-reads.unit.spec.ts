import { QueryClient } from '@tanstack/react-query';
import { answerFirstReads, firstReadOptions } from './first-reads';
import { EVERY_PAGE_READS, ROUTE_READS } from './route-reads';

/** A route read's address with its parameters as the server fills them in. */
const SAMPLE: Readonly<Record<string, string>> = { id: '2988507', slug: 'safety-tips' };
const filled = (read: string) => read.replace(/:(\w+)/g, (_match, name: string) => SAMPLE[name] ?? '');
const EVERY_READ = [...EVERY_PAGE_READS, ...Object.values(ROUTE_READS).flat()].map(filled);

const answering = (body: unknown, status = 200) =>
  jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );

describe('the page’s first reads', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it.each(EVERY_READ)('%s is known, and its query fetches exactly that address', async (address) => {
    const options = firstReadOptions(address);
    expect(options).not.toBeNull();
    const fetch = answering({ answer: address });
    globalThis.fetch = fetch;
    const client = new QueryClient();
    await answerFirstReads(client, [address], 1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([address, expect.anything()]);
    // Cached under the key the page's own hook reads: the first render finds it.
    expect(client.getQueryData(options?.queryKey ?? [])).toMatchObject({ answer: address });
  });

  it('leaves an address it does not know, and one with a malformed parameter, to the page', () => {
    expect(firstReadOptions('/api/destinations/search?q=paris')).toBeNull();
    expect(firstReadOptions('/api/destinations/0')).toBeNull();
    expect(firstReadOptions('/api/forum/categories/slug/a%20b')).toBeNull();
    expect(firstReadOptions('/api/user?x=1')).toBeNull();
  });

  it('does not hold the page for a read that has not answered in time', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
    const client = new QueryClient();
    const started = Date.now();
    await answerFirstReads(client, ['/api/user', '/api/forum/stats'], 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    // Still loading: the page's query takes the answer when it comes.
    expect(client.getQueryState(['user'])?.fetchStatus).toBe('fetching');
  });

  it('resolves when a read fails, leaving the failure for the page to show', async () => {
    globalThis.fetch = answering({ statusCode: 404, error: 'Not Found', message: 'No destination 42' }, 404);
    const client = new QueryClient();
    await answerFirstReads(client, ['/api/destinations/42'], 5_000);
    expect(client.getQueryState(['destinations', 'detail', 42])?.status).toBe('error');
  });
});
