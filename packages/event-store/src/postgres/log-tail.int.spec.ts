import { comparePositions, START, type RecordedEvent } from '@safetrails/contracts';
import { createTestDatabase } from '../../../../test/database';
import { systemEvent } from '../../../../test/new-event';
import type { EventFilter, Subscription } from '../event-store.port';
import { LogTail } from './log-tail';
import { PostgresEventStore } from './postgres-event-store';
import { PostgresSubscription } from './postgres-subscription';

/** Polls until `done` holds, failing after `ms`. */
async function until(done: () => boolean, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !done();) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function inOrder(events: readonly RecordedEvent[]): boolean {
  return events.every(
    (event, index) => index === 0 || comparePositions(events[index - 1]!.position, event.position) < 0,
  );
}

describe('PostgreSQL log: one tail reader for a store’s subscriptions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  const subscriptions: Subscription[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 8 });
  });
  afterEach(async () => {
    await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
    await store.close();
    await database.drop();
  });

  /** Appends event `n` of a wave: types A, B, C in turn, on streams `a-…` and `b-…` in turn. */
  const append = (n: number) =>
    store.append(`${n % 2 === 0 ? 'a' : 'b'}-${n}`, [systemEvent(['A', 'B', 'C'][n % 3]!, { n })], 'no_stream');

  it('serves every filter its events once and in order, listening once and reading each new page once', async () => {
    const listens = jest.spyOn(store, 'createListenClient');
    const reads = jest.spyOn(store, 'readPage');
    const filters: (EventFilter | undefined)[] = [
      { eventTypes: ['A'] },
      { eventTypes: ['B'] },
      { eventTypes: ['A', 'C'] },
      undefined,
      { streamPrefixes: ['a-'] },
      { eventTypes: ['B'], streamPrefixes: ['b-'] },
    ];
    const seen = filters.map(() => [] as RecordedEvent[]);
    const subscribe = (index: number) =>
      subscriptions.push(
        store.subscribeAll(
          START,
          (events) => {
            seen[index]!.push(...events);
            return Promise.resolve();
          },
          { filter: filters[index], batchSize: 4 },
        ),
      );
    // Half subscribe before any append, half after ten (they catch up on their own, then join the
    // tail's window).
    for (const index of [0, 1, 2]) subscribe(index);
    for (let n = 0; n < 10; n += 1) await append(n);
    for (const index of [3, 4, 5]) subscribe(index);
    const waves = 30;
    for (let n = 10; n < 10 + waves; n += 1) {
      await append(n);
      // Each append reaches the subscriber of everything before the next: one wake per append.
      await until(() => seen[3]!.length === n + 1);
    }

    expect(seen[3]!.map((event) => (event.data as { n: number }).n)).toEqual([...Array(10 + waves).keys()]);
    const all = seen[3]!;
    await Promise.all(
      filters.map(async (filter, index) => {
        const expected = all.filter(
          (event) =>
            (filter?.eventTypes === undefined || filter.eventTypes.includes(event.type)) &&
            (filter?.streamPrefixes === undefined ||
              filter.streamPrefixes.some((prefix) => event.stream.startsWith(prefix))),
        );
        expect(expected.length).toBeGreaterThan(0);
        await until(() => seen[index]!.length >= expected.length);
        expect(seen[index]!.map((event) => event.id)).toEqual(expected.map((event) => event.id));
        expect(inOrder(seen[index]!)).toBe(true);
      }),
    );
    expect(listens).toHaveBeenCalledTimes(1);
    // Each subscription reading for itself would read at least once per append: six times thirty.
    expect(reads.mock.calls.length).toBeLessThan((filters.length * waves) / 2);
  });

  it('a subscriber slower than the window falls back to reading for itself and misses nothing', async () => {
    const tail = new LogTail(store, 3);
    const slow: RecordedEvent[] = [];
    const fast: RecordedEvent[] = [];
    const start = (into: RecordedEvent[], delayMs: number) => {
      const subscription = new PostgresSubscription(
        store,
        tail,
        START,
        async (events) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          into.push(...events);
        },
        { batchSize: 2 },
      );
      subscription.start();
      subscriptions.push(subscription);
    };
    start(slow, 25);
    start(fast, 0);
    await until(() => tail.ready);
    const writers = Array.from({ length: 4 }, (_, writer) =>
      (async () => {
        for (let n = writer * 15; n < writer * 15 + 15; n += 1) await append(n);
      })(),
    );
    await Promise.all(writers);
    await until(() => slow.length === 60 && fast.length === 60, 20_000);
    for (const events of [slow, fast]) {
      expect(new Set(events.map((event) => event.id)).size).toBe(60);
      expect(inOrder(events)).toBe(true);
    }
  });

  it('a failed tail reader ends its subscriptions with the error, and the store starts a new one', async () => {
    const subscription = store.subscribeAll(START, () => Promise.resolve(), {});
    await append(0);
    // Cut the tail reader's LISTEN connection from the server side, once it listens: the reader
    // connects and listens on its own, and on a busy machine it may not have by the append's end.
    let cut = false;
    for (const deadline = Date.now() + 10_000; !cut && Date.now() < deadline;) {
      const { rows } = await store.pool.query<{ cut: boolean }>(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      cut = rows.some((row) => row.cut);
      if (!cut) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(cut).toBe(true);
    await expect(subscription.done).rejects.toThrow();
    const seen: number[] = [];
    subscriptions.push(
      store.subscribeAll(START, (events) => {
        seen.push(...events.map((event) => (event.data as { n: number }).n));
        return Promise.resolve();
      }),
    );
    await append(1);
    await until(() => seen.length === 2);
    expect(seen).toEqual([0, 1]);
  });
});
