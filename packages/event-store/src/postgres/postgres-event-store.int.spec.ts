import pg from 'pg';
import { comparePositions, START, type GlobalPosition } from '@safetrails/contracts';
import { createTestDatabase } from '../../../../test/database';
import { systemEvent } from '../../../../test/new-event';
import { eventStoreContract } from '../contract/event-store.contract';
import { PostgresEventStore } from './postgres-event-store';
import { LogTail } from './log-tail';
import { PostgresSubscription } from './postgres-subscription';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 20 });
  return {
    store,
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});

describe('PostgreSQL log: an event that commits behind an older transaction', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let older: pg.Client;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 4 });
    await store.append('before', [systemEvent('Tested', { n: 1 })], 'no_stream');
    // An older transaction holds a transaction id, so the next append's event is past the horizon.
    older = new pg.Client({ connectionString: database.url });
    await older.connect();
    await older.query('BEGIN');
    await older.query('SELECT pg_current_xact_id()');
    await store.append('late', [systemEvent('Tested', { n: 2 })], 'no_stream');
  });
  afterEach(async () => {
    await older.end().catch(() => undefined);
    await store.close();
    await database.drop();
  });

  it('is left out of a page while the older one runs, then found pending and read once it ends', async () => {
    // The horizon is the cluster's: another test file's transaction, running at this instant on the
    // same server, may hold back even 'before' for a moment. 'late' stays out all along.
    let page = await store.readPage(START, 100);
    for (const deadline = Date.now() + 10_000; page.events.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = await store.readPage(START, 100);
    }
    expect(page.events.map((event) => event.stream)).toEqual(['before']);
    const cursor = [page.events[0]!.position, page.horizon].sort(comparePositions).at(-1)!;
    expect(await store.pendingAfter(cursor)).toBe('waiting');

    await older.query('COMMIT');
    // Its notice came before the page that could not see it: only this check finds it now (once no
    // other file's transaction on the same server holds the horizon back).
    let pending = await store.pendingAfter(cursor);
    for (const deadline = Date.now() + 10_000; pending === 'waiting' && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      pending = await store.pendingAfter(cursor);
    }
    expect(pending).toBe('readable');
    const next = await store.readPage(cursor, 100);
    expect(next.events.map((event) => event.stream)).toEqual(['late']);
    expect(await store.pendingAfter(next.events[0]!.position)).toBe('none');
  });

  it('reaches a subscriber at once when the older transaction ends right after its page, with no notice after', async () => {
    // The tail reader's page is read while the older transaction runs; it ends before the reader
    // decides to sleep, and no append follows to wake it: the reader must look again by itself.
    let pages = 0;
    const reader = {
      readPage: async (from: GlobalPosition, limit: number, filter?: Parameters<typeof store.readPage>[2]) => {
        const page = await store.readPage(from, limit, filter);
        if (++pages === 1) await older.query('COMMIT');
        return page;
      },
      pendingAfter: (from: GlobalPosition) => store.pendingAfter(from),
      horizon: () => store.horizon(),
      createListenClient: () => store.createListenClient(),
    };
    const seen: string[] = [];
    const started = Date.now();
    const subscription = new PostgresSubscription(
      store,
      new LogTail(reader),
      START,
      (events) => {
        seen.push(...events.map((event) => event.stream));
        return Promise.resolve();
      },
      {},
    );
    subscription.start();
    try {
      while (seen.length < 2 && Date.now() - started < 4_000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual(['before', 'late']);
      // Well before the idle check (5 s), the only other way it would have looked again.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await subscription.close();
    }
  });
});
