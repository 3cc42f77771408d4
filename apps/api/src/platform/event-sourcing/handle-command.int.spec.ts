/**
 * Many writers of one stream in one process (handle-command.ts with stream-lanes.ts), against the
 * real PostgreSQL event store: every command lands, in one unbroken run of revisions, and after a
 * first collision the writers take turns instead of colliding again.
 */
import { randomUUID } from 'node:crypto';
import { isWrongExpectedRevision, PostgresEventStore } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../../test/database';
import { SYSTEM_CONTEXT } from './command-context';
import { handleCommand, type Decider } from './handle-command';

interface Tally {
  readonly count: number;
  readonly by: readonly string[];
}

const tallyDecider: Decider<Tally, { readonly writer: string }> = {
  initialState: () => ({ count: 0, by: [] }),
  evolve: (state, event) => ({ count: state.count + 1, by: [...state.by, (event.data as { writer: string }).writer] }),
  decide: (command, state) => [
    { type: 'Counted', schemaVersion: 1, data: { writer: command.writer, after: state.count } },
  ],
};

describe('handleCommand: many writers of one stream in one process', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 10 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('thirty at once: all land in order, and no writer collides more than once', async () => {
    const stream = `tally-${randomUUID()}`;
    const writers = Array.from({ length: 30 }, (_, index) => `w${index}`);
    let conflicts = 0;
    const counting = new Proxy(store, {
      get(target, property, receiver) {
        if (property !== 'append') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<PostgresEventStore['append']>) => {
          try {
            return await target.append(...args);
          } catch (error) {
            if (isWrongExpectedRevision(error)) conflicts += 1;
            throw error;
          }
        };
      },
    });

    const results = await Promise.all(
      writers.map((writer) => handleCommand(counting, stream, tallyDecider, { writer }, SYSTEM_CONTEXT)),
    );

    const events = [];
    for await (const event of store.readStream(stream)) events.push(event);
    expect(events.map((event) => event.revision)).toEqual(writers.map((_, index) => BigInt(index)));
    // Each event saw exactly the ones before it: no update lost, none decided on stale state.
    expect(events.map((event) => (event.data as { after: number }).after)).toEqual(writers.map((_, index) => index));
    expect(new Set(events.map((event) => (event.data as { writer: string }).writer))).toEqual(new Set(writers));
    expect(results.every((result) => result.position !== null)).toBe(true);
    // A first try may meet another writer; after it, this process's writers take turns.
    expect(conflicts).toBeLessThanOrEqual(writers.length - 1);
  });
});
