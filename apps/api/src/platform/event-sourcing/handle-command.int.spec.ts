/**
 * Many writers of one stream in one process (handle-command.ts with stream-lanes.ts), against the
 * real PostgreSQL event store: every command lands, in one unbroken run of revisions, the writers
 * take turns instead of colliding, a collision with a writer elsewhere is caught up from what the
 * refusal told (or by reading, when it told nothing usable), and a command that decides nothing
 * waits for no one.
 */
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@safetrails/contracts';
import { isWrongExpectedRevision, PostgresEventStore, WrongExpectedRevisionError } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../../test/database';
import { systemEvent } from '../../../../../test/new-event';
import { SYSTEM_CONTEXT } from './command-context';
import { eventIdFor, handleCommand, type Decider } from './handle-command';

type Watched = Pick<PostgresEventStore, 'append' | 'readStream'>;

/** The store with some of its methods replaced: what a test counts, holds or races. */
function storeWith(store: PostgresEventStore, replaced: Partial<Watched>): PostgresEventStore {
  return new Proxy(store, {
    get: (target, property, receiver) =>
      property in replaced ? replaced[property as keyof Watched] : (Reflect.get(target, property, receiver) as unknown),
  });
}

/** A `readStream` for `storeWith` that counts the stream reads a test's commands make. */
function countedReads(store: PostgresEventStore): Pick<Watched, 'readStream'> & { count(): number } {
  let reads = 0;
  return {
    readStream: (...args) => {
      reads += 1;
      return store.readStream(...args);
    },
    count: () => reads,
  };
}

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
  const eventsOf = async (stream: string): Promise<RecordedEvent[]> => {
    const events: RecordedEvent[] = [];
    for await (const event of store.readStream(stream)) events.push(event);
    return events;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 10 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('thirty at once: all land in order, and no writer collides with another', async () => {
    const stream = `tally-${randomUUID()}`;
    const writers = Array.from({ length: 30 }, (_, index) => `w${index}`);
    let conflicts = 0;
    const reads = countedReads(store);
    const counting = storeWith(store, {
      readStream: reads.readStream,
      append: async (...args) => {
        try {
          return await store.append(...args);
        } catch (error) {
          if (isWrongExpectedRevision(error)) conflicts += 1;
          throw error;
        }
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
    // Each writer that decided to append waited for its turn and read what the ones before it
    // appended: none appended on a stale revision.
    expect(conflicts).toBe(0);
    // The first tries read the stream once, together; each turn after starts from the state the
    // one before it left, without reading the stream again.
    expect(reads.count()).toBe(1);
  });

  it("a repeated request queued behind its original finds the original's events and appends nothing", async () => {
    const stream = `tally-${randomUUID()}`;
    const context = { ...SYSTEM_CONTEXT, idempotencyKey: randomUUID() };
    const [original, repeat] = await Promise.all([
      handleCommand(store, stream, tallyDecider, { writer: 'a' }, context),
      handleCommand(store, stream, tallyDecider, { writer: 'a' }, context),
    ]);
    const events = [];
    for await (const event of store.readStream(stream)) events.push(event);
    expect(events).toHaveLength(1);
    expect([original.replayed, repeat.replayed]).toEqual([false, true]);
    expect(repeat.state.count).toBe(1);
  });

  it('a writer elsewhere between two turns: the next turn collides once, folds what the refusal told and lands', async () => {
    const stream = `tally-${randomUUID()}`;
    let conflicts = 0;
    const reads = countedReads(store);
    let outsiderWrote = false;
    const racing = storeWith(store, {
      readStream: reads.readStream,
      append: async (...args) => {
        try {
          const result = await store.append(...args);
          if (!outsiderWrote) {
            // Another process appends right after this process's first writer: the note it
            // leaves for the next turn is already stale.
            outsiderWrote = true;
            await store.append(
              stream,
              [systemEvent('Counted', { writer: 'elsewhere', after: 1 })],
              result.nextExpectedRevision,
            );
          }
          return result;
        } catch (error) {
          if (isWrongExpectedRevision(error)) conflicts += 1;
          throw error;
        }
      },
    });
    const results = await Promise.all(
      ['a', 'b'].map((writer) => handleCommand(racing, stream, tallyDecider, { writer }, SYSTEM_CONTEXT)),
    );
    const events = [];
    for await (const event of store.readStream(stream)) events.push(event);
    expect(events.map((event) => (event.data as { writer: string }).writer)).toEqual(['a', 'elsewhere', 'b']);
    expect(events.map((event) => (event.data as { after: number }).after)).toEqual([0, 1, 2]);
    expect(results[1]!.state.count).toBe(3);
    expect(conflicts).toBe(1);
    // The first tries' read of the new stream, and none after the conflict: the refusal told it.
    expect(reads.count()).toBe(1);
  });

  it('a refusal whose tail does not continue the decided revision: the stream is read, and the command lands', async () => {
    const stream = `tally-${randomUUID()}`;
    await handleCommand(store, stream, tallyDecider, { writer: 'first' }, SYSTEM_CONTEXT);
    const reads = countedReads(store);
    let refused = false;
    const gapped = storeWith(store, {
      readStream: reads.readStream,
      append: async (...args) => {
        if (refused) return store.append(...args);
        refused = true;
        // Another writer appended two events; a store that told only the second would leave a gap.
        await store.append(stream, [systemEvent('Counted', { writer: 'x', after: 1 })], 0n);
        const second = await store.append(stream, [systemEvent('Counted', { writer: 'y', after: 2 })], 1n);
        const last = (await eventsOf(stream)).at(-1)!;
        throw new WrongExpectedRevisionError(stream, args[2], second.nextExpectedRevision, [last]);
      },
    });
    const result = await handleCommand(gapped, stream, tallyDecider, { writer: 'z' }, SYSTEM_CONTEXT);
    expect(result.state.by).toEqual(['first', 'x', 'y', 'z']);
    expect(reads.count()).toBe(2);
  });

  it("a repeat that reaches the store after its original learns of it from the refusal's tail", async () => {
    const stream = `tally-${randomUUID()}`;
    const context = { ...SYSTEM_CONTEXT, idempotencyKey: randomUUID() };
    await handleCommand(store, stream, tallyDecider, { writer: 'first' }, SYSTEM_CONTEXT);
    // The repeat decides one event more than its original did (its state was older), so the store
    // does not take it for a duplicate of the original's events: it refuses it, telling the original.
    const twice: Decider<Tally, { readonly writer: string }> = {
      ...tallyDecider,
      decide: (command, state) => [...tallyDecider.decide(command, state), ...tallyDecider.decide(command, state)],
    };
    const reads = countedReads(store);
    let original = true;
    const late = storeWith(store, {
      readStream: reads.readStream,
      append: async (...args) => {
        if (original) {
          // The original, appended by another process: its event's id is derived from the same key.
          original = false;
          const event = systemEvent('Counted', { writer: 'a', after: 1 });
          await store.append(stream, [{ ...event, id: eventIdFor(stream, context.idempotencyKey, 0) }], 0n);
        }
        return store.append(...args);
      },
    });
    const repeat = await handleCommand(late, stream, twice, { writer: 'a' }, context);
    expect(repeat.replayed).toBe(true);
    expect(repeat.state.by).toEqual(['first', 'a']);
    expect(await eventsOf(stream)).toHaveLength(2);
    expect(reads.count()).toBe(1);
  });

  it('a command that decides nothing answers while another appends to its stream', async () => {
    const stream = `tally-${randomUUID()}`;
    await handleCommand(store, stream, tallyDecider, { writer: 'first' }, SYSTEM_CONTEXT);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = storeWith(store, {
      append: async (...args) => {
        await held;
        return store.append(...args);
      },
    });
    const appending = handleCommand(holding, stream, tallyDecider, { writer: 'slow' }, SYSTEM_CONTEXT);
    // A reader of the tally that never appends (as a vote repeating the voter's vote).
    const nothing: Decider<Tally, { readonly writer: string }> = { ...tallyDecider, decide: () => [] };
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      handleCommand(store, stream, nothing, { writer: 'reader' }, SYSTEM_CONTEXT).then((result) => result.state.count),
      new Promise((resolve) => (timer = setTimeout(() => resolve('waited'), 2_000))),
    ]);
    clearTimeout(timer);
    expect(answered).toBe(1);
    release();
    expect((await appending).state.count).toBe(2);
  });
});
