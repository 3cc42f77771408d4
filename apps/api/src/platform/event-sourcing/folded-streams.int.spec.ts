/**
 * Commands that do not reread history (folded-streams.ts), against the real PostgreSQL event store:
 * a command on a long stream reads only the events after the state this process kept, and stays
 * right when another process writes, when a request is repeated, and when the stream is not what
 * was kept.
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@safetrails/contracts';
import { PostgresEventStore, type EventStore } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../../test/database';
import { SYSTEM_CONTEXT, type CommandContext } from './command-context';
import { foldedStreamsOf } from './folded-streams';
import { handleCommand, type Decider } from './handle-command';

interface Tally {
  readonly count: number;
}

const tallyDecider: Decider<Tally, { readonly writer: string }> = {
  initialState: () => ({ count: 0 }),
  evolve: (state) => ({ count: state.count + 1 }),
  decide: (command, state) => [
    { type: 'Counted', schemaVersion: 1, data: { writer: command.writer, after: state.count } },
  ],
};

const LONG = 2_000;

function counted(index: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'Counted',
    schemaVersion: 1,
    data: { writer: 'history', after: index },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: null,
      actorRole: 'system',
      occurredAt: new Date().toISOString(),
    },
  };
}

/** A stream of `length` events, appended straight to the store as an import of history would. */
async function longStream(store: EventStore, length = LONG): Promise<string> {
  const stream = `tally-${randomUUID()}`;
  await store.append(
    stream,
    Array.from({ length }, (_, index) => counted(index)),
    'no_stream',
  );
  return stream;
}

/** The store, counting the events its stream reads yield; `rename` points a stream's name elsewhere. */
function readCounting(store: EventStore, rename: Map<string, string> = new Map()) {
  const tally = { read: 0 };
  const named = (stream: string) => rename.get(stream) ?? stream;
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'readStream') {
        return async function* (stream: string, opts?: Parameters<EventStore['readStream']>[1]) {
          for await (const event of target.readStream(named(stream), opts)) {
            tally.read += 1;
            yield { ...event, stream };
          }
        };
      }
      if (property === 'append') {
        return (stream: string, ...rest: [readonly NewEvent[], Parameters<EventStore['append']>[2]]) =>
          target.append(named(stream), ...rest);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { store: proxy, tally };
}

async function afterOf(store: EventStore, stream: string): Promise<number[]> {
  const afters: number[] = [];
  for await (const event of store.readStream(stream)) afters.push((event.data as { after: number }).after);
  return afters;
}

describe('commands on long streams (folded-streams.ts)', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let otherProcess: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 4 });
    otherProcess = new PostgresEventStore({ connectionString: database.url, poolSize: 4 });
  });
  afterAll(async () => {
    await Promise.all([store.close(), otherProcess.close()]);
    await database.drop();
  });

  it('reads the whole stream once, then only what was appended since', async () => {
    const stream = await longStream(store);
    const { store: counting, tally } = readCounting(store);

    await handleCommand(counting, stream, tallyDecider, { writer: 'first' }, SYSTEM_CONTEXT);
    expect(tally.read).toBe(LONG);
    for (let index = 0; index < 10; index++) {
      await handleCommand(counting, stream, tallyDecider, { writer: `w${index}` }, SYSTEM_CONTEXT);
    }
    expect(tally.read).toBe(LONG);
    // Each command decided on every event before it.
    expect((await afterOf(store, stream)).slice(LONG)).toEqual(Array.from({ length: 11 }, (_, index) => LONG + index));
  });

  it('three commands at once on a long stream this process has not folded: it is read whole once', async () => {
    const stream = await longStream(store);
    const { store: counting, tally } = readCounting(store);

    await Promise.all(
      ['a', 'b', 'c'].map((writer) => handleCommand(counting, stream, tallyDecider, { writer }, SYSTEM_CONTEXT)),
    );

    expect(await afterOf(store, stream)).toEqual(Array.from({ length: LONG + 3 }, (_, index) => index));
    // One whole read, then the tails of the two that waited for it (and of any retry).
    expect(tally.read).toBeGreaterThanOrEqual(LONG);
    expect(tally.read).toBeLessThan(LONG + 20);
  });

  it('a writer in another process: the next command reads its events, and no update is lost', async () => {
    const stream = await longStream(store);
    const { store: counting, tally } = readCounting(store);
    await handleCommand(counting, stream, tallyDecider, { writer: 'here' }, SYSTEM_CONTEXT);
    const before = tally.read;

    for (let index = 0; index < 5; index++) {
      await handleCommand(otherProcess, stream, tallyDecider, { writer: `there${index}` }, SYSTEM_CONTEXT);
    }
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        handleCommand(
          index % 2 ? counting : otherProcess,
          stream,
          tallyDecider,
          { writer: `both${index}` },
          SYSTEM_CONTEXT,
        ),
      ),
    );

    const afters = await afterOf(store, stream);
    expect(afters).toEqual(Array.from({ length: afters.length }, (_, index) => index));
    expect(afters).toHaveLength(LONG + 12);
    // The other process's five, then the tails of the three concurrent commands (and their retries).
    expect(tally.read - before).toBeLessThan(50);
  });

  it('a request repeated with its idempotency key finds its own events in a kept stream', async () => {
    const stream = await longStream(store);
    const { store: counting } = readCounting(store);
    const context: CommandContext = { ...SYSTEM_CONTEXT, idempotencyKey: randomUUID() };
    await handleCommand(counting, stream, tallyDecider, { writer: 'warm' }, SYSTEM_CONTEXT);

    const first = await handleCommand(counting, stream, tallyDecider, { writer: 'keyed' }, context);
    await handleCommand(otherProcess, stream, tallyDecider, { writer: 'between' }, SYSTEM_CONTEXT);
    const repeat = await handleCommand(counting, stream, tallyDecider, { writer: 'keyed' }, context);

    expect(first.replayed).toBe(false);
    expect(repeat.replayed).toBe(true);
    expect(repeat.appended).toEqual([]);
    expect(await afterOf(store, stream)).toHaveLength(LONG + 3);
  });

  it('a stream that is not what was kept (a restored database) is read whole, and the command lands', async () => {
    const kept = await longStream(store);
    const restored = await longStream(store, LONG / 2);
    const rename = new Map<string, string>();
    const { store: counting, tally } = readCounting(store, rename);
    await handleCommand(counting, kept, tallyDecider, { writer: 'before' }, SYSTEM_CONTEXT);
    const before = tally.read;

    rename.set(kept, restored);
    const result = await handleCommand(counting, kept, tallyDecider, { writer: 'after' }, SYSTEM_CONTEXT);

    expect(result.state.count).toBe(LONG / 2 + 1);
    expect((await afterOf(store, restored)).at(-1)).toBe(LONG / 2);
    expect(tally.read - before).toBe(LONG / 2);
  });

  it('three first tries at once on a short stream share one read, then take turns', async () => {
    const stream = `tally-${randomUUID()}`;
    await handleCommand(otherProcess, stream, tallyDecider, { writer: 'before' }, SYSTEM_CONTEXT);
    // Each read of the stream takes 50 ms, so the second and third commands arrive during the first's.
    let reads = 0;
    const slow = new Proxy(store, {
      get(target, property, receiver) {
        if (property !== 'readStream') return Reflect.get(target, property, receiver) as unknown;
        return async function* (name: string, opts?: Parameters<EventStore['readStream']>[1]) {
          reads += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          yield* target.readStream(name, opts);
        };
      },
    });
    const shared = foldedStreamsOf(slow).counts.shared;

    await Promise.all(
      ['a', 'b', 'c'].map((writer) => handleCommand(slow, stream, tallyDecider, { writer }, SYSTEM_CONTEXT)),
    );

    // One read for the three first tries; the second and third wait for their turn and decide on
    // the state the one before them left (stream-lanes.ts), without reading again.
    expect(foldedStreamsOf(slow).counts.shared - shared).toBe(2);
    expect(reads).toBe(1);
    expect(await afterOf(store, stream)).toEqual([0, 1, 2, 3]);
  });

  it('keeps no state for a short stream: reading it whole is one query anyway', async () => {
    const stream = `tally-${randomUUID()}`;
    const folded = foldedStreamsOf(store);
    const whole = folded.counts.whole;
    for (let index = 0; index < 3; index++) {
      await handleCommand(store, stream, tallyDecider, { writer: `s${index}` }, SYSTEM_CONTEXT);
    }
    expect(folded.counts.whole - whole).toBe(3);
  });
});
