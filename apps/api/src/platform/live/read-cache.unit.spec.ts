import { Subject } from 'rxjs';
import type { ReadModelChange } from '@safetrails/contracts';
import { onChangesOf, ReadCache, type ReadCacheOptions } from './read-cache';

function readCache(options: Partial<ReadCacheOptions> = {}) {
  const changes = new Subject<ReadModelChange>();
  const notices = { invalidations: changes.asObservable(), connected: true };
  let clock = 0;
  const cache = new ReadCache<string>(
    'pages',
    notices,
    { capacity: 10, forgets: onChangesOf('destinations'), ...options },
    () => clock,
  );
  let version = 0;
  const loads: string[] = [];
  const read = (key: string) =>
    cache.get(key, () => {
      loads.push(key);
      return Promise.resolve(`${key}@${version}`);
    });
  return {
    cache,
    loads,
    read,
    notices,
    notify: (change: ReadModelChange) => changes.next(change),
    change: (projection: string) => changes.next({ projection, eventTypes: ['SafetyRatingSubmitted'], count: 1 }),
    write: () => (version += 1),
    tick: (ms: number) => (clock += ms),
  };
}

describe('read cache', () => {
  it('answers from memory until a read model it depends on changes', async () => {
    const { read, loads, change, write } = readCache();
    expect(await read('paris')).toBe('paris@0');
    change('forum');
    expect(await read('paris')).toBe('paris@0');
    write();
    change('destinations');
    expect(await read('paris')).toBe('paris@1');
    expect(loads).toEqual(['paris', 'paris']);
  });

  it('forgets only the answers of the keys a change names, when it names them', async () => {
    const { read, loads, notify } = readCache({
      forgets: (change) => (change.streams ? change.streams.map((stream) => stream.slice('city-'.length)) : true),
    });
    await read('paris');
    await read('lisbon');
    notify({ projection: 'destinations', eventTypes: [], count: 1, streams: ['city-paris'] });
    await read('paris');
    await read('lisbon');
    expect(loads).toEqual(['paris', 'lisbon', 'paris']);
  });

  it('forgets on a notice that stands for anything (the connection was lost)', async () => {
    const { read, loads, change } = readCache();
    await read('paris');
    change('*');
    await read('paris');
    expect(loads).toEqual(['paris', 'paris']);
  });

  it('does not keep an answer whose query began before a change', async () => {
    const changes = new Subject<ReadModelChange>();
    const cache = new ReadCache<string>(
      'pages',
      { invalidations: changes, connected: true },
      {
        capacity: 10,
        forgets: onChangesOf('destinations'),
      },
    );
    let release!: (value: string) => void;
    const first = cache.get('paris', () => new Promise<string>((resolve) => (release = resolve)));
    changes.next({ projection: '*', eventTypes: [], count: 0 });
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('paris', () => Promise.resolve('new'))).toBe('new');
    expect(cache.counts()).toMatchObject({ hits: 0, misses: 2 });
  });

  it('keeps a query in flight through changes of other keys, not through a change of its own', async () => {
    const changes = new Subject<ReadModelChange>();
    const cache = new ReadCache<string>(
      'pages',
      { invalidations: changes, connected: true },
      { capacity: 10, forgets: (change) => change.streams ?? true, staleInFlight: 'named' },
    );
    const change = (key: string) =>
      changes.next({ projection: 'destinations', eventTypes: [], count: 1, streams: [key] });
    const releases = new Map<string, (value: string) => void>();
    const loads: string[] = [];
    const load = (key: string, value: string) => () => {
      loads.push(key);
      return new Promise<string>((resolve) => releases.set(key, () => resolve(value)));
    };
    const lisbon = cache.get('lisbon', load('lisbon', 'lisbon before'));
    const paris = cache.get('paris', load('paris', 'paris before'));
    change('paris');
    releases.get('lisbon')!('');
    releases.get('paris')!('');
    expect([await lisbon, await paris]).toEqual(['lisbon before', 'paris before']);
    // Lisbon did not change while its query ran: its answer is kept. Paris did: asked again.
    expect(await cache.get('lisbon', load('lisbon', 'lisbon again'))).toBe('lisbon before');
    const again = cache.get('paris', load('paris', 'paris after'));
    releases.get('paris')!('');
    expect(await again).toBe('paris after');
    expect(loads).toEqual(['lisbon', 'paris', 'paris']);
  });

  it("by default keeps no query in flight through any change: a key's dependencies may be learnt from its answer", async () => {
    const changes = new Subject<ReadModelChange>();
    const cache = new ReadCache<string>(
      'searches',
      { invalidations: changes, connected: true },
      { capacity: 10, forgets: (change) => change.streams ?? true },
    );
    let release!: (value: string) => void;
    const search = cache.get('lis', () => new Promise<string>((resolve) => (release = resolve)));
    // The search will match Lisbon, but that is known only once it has run.
    changes.next({ projection: 'destinations', eventTypes: [], count: 1, streams: ['lisbon'] });
    release('before');
    expect(await search).toBe('before');
    expect(await cache.get('lis', () => Promise.resolve('after'))).toBe('after');
  });

  it('shares a running query no change came under, though its answer was dropped for room', async () => {
    const cache = new ReadCache<string>(
      'pages',
      { invalidations: new Subject<ReadModelChange>(), connected: true },
      { capacity: 1, forgets: () => true },
    );
    const loads: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const load = (key: string) => async () => {
      loads.push(key);
      await released;
      return key;
    };
    const first = cache.get('paris', load('paris'));
    void cache.get('lisbon', load('lisbon'));
    const second = cache.get('paris', load('paris'));
    release();
    expect([await first, await second]).toEqual(['paris', 'paris']);
    expect(loads).toEqual(['paris', 'lisbon']);
  });

  it('keeps no failed query, nothing while notices may be missed, and nothing past its age', async () => {
    const failing = readCache();
    await expect(failing.cache.get('paris', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.read('paris')).toBe('paris@0');

    const deaf = readCache();
    (deaf.notices as { connected: boolean }).connected = false;
    await deaf.read('paris');
    await deaf.read('paris');
    expect(deaf.loads).toEqual(['paris', 'paris']);

    const aging = readCache({ maxAgeMs: 60_000 });
    await aging.read('paris');
    aging.tick(59_999);
    await aging.read('paris');
    aging.tick(1);
    await aging.read('paris');
    expect(aging.loads).toEqual(['paris', 'paris']);
    expect(aging.cache.counts()).toEqual({ name: 'pages', hits: 1, misses: 2, entries: 1 });
  });

  it('forgets the least recently used answer past its capacity', async () => {
    const { read, loads } = readCache({ capacity: 2 });
    await read('paris');
    await read('lisbon');
    await read('paris');
    await read('tokyo');
    await read('paris');
    await read('lisbon');
    expect(loads).toEqual(['paris', 'lisbon', 'tokyo', 'lisbon']);
  });

  it('says while an answer is still the one it holds: not forgotten, not too old, notices arriving', async () => {
    const { cache, notices, change, tick } = readCache({ maxAgeMs: 1_000 });
    const load = () => Promise.resolve('page');
    const first = cache.answer('paris', load);
    await first.value;
    expect(first.stillCurrent()).toBe(true);
    expect(cache.answer('paris', load).stillCurrent()).toBe(true);
    change('destinations');
    expect(first.stillCurrent()).toBe(false);

    const second = cache.answer('paris', load);
    await second.value;
    notices.connected = false;
    expect(second.stillCurrent()).toBe(false);
    notices.connected = true;
    tick(1_000);
    expect(second.stillCurrent()).toBe(false);
  });

  it('never calls an answer made while notices are missed current', () => {
    const { cache, notices } = readCache();
    notices.connected = false;
    const answer = cache.answer('paris', () => Promise.resolve('page'));
    notices.connected = true;
    expect(answer.stillCurrent()).toBe(false);
  });

  it('runs one query of a key at a time: readers after changes under it share one query begun when it ends', async () => {
    const { cache, change: changeOf } = readCache();
    const change = () => changeOf('destinations');
    const releases: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => releases.push(resolve));

    const first = cache.get('paris', load);
    const later: Promise<string>[] = [];
    for (let reader = 0; reader < 5; reader++) {
      change();
      later.push(cache.get('paris', load));
    }
    // Five changes and five readers under the first query: still one query of the key.
    expect(releases).toHaveLength(1);
    // Another key does not wait for it.
    void cache.get('lisbon', load);
    expect(releases).toHaveLength(2);

    releases[0]!('before the changes');
    expect(await first).toBe('before the changes');
    await new Promise((resolve) => setImmediate(resolve));
    // One more query, begun after every change: every later reader's answer, none the first one's.
    expect(releases).toHaveLength(3);
    releases[2]!('after the changes');
    expect(await Promise.all(later)).toEqual(Array(5).fill('after the changes'));
    // Begun after the last change, it is kept.
    expect(await cache.get('paris', () => Promise.resolve('a third query'))).toBe('after the changes');
  });

  it('does not keep a queued query when a change comes after it began', async () => {
    const { cache, change: changeOf } = readCache();
    const change = () => changeOf('destinations');
    let releaseFirst!: (value: string) => void;
    const first = cache.get('paris', () => new Promise<string>((resolve) => (releaseFirst = resolve)));
    change();
    let releaseSecond!: (value: string) => void;
    const second = cache.get('paris', () => new Promise<string>((resolve) => (releaseSecond = resolve)));
    releaseFirst('one');
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    change(); // while the queued query runs
    releaseSecond('two');
    expect(await second).toBe('two');
    expect(await cache.get('paris', () => Promise.resolve('three'))).toBe('three');
  });

  it('a failed query does not stop the one queued behind it', async () => {
    const { cache, change } = readCache();
    let fail!: (error: Error) => void;
    const first = cache.get('paris', () => new Promise<string>((_resolve, reject) => (fail = reject)));
    change('destinations');
    const second = cache.get('paris', () => Promise.resolve('answered'));
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(await second).toBe('answered');
  });
});
