/**
 * The contract every event store adapter must pass (DESIGN.md "Event store"). The PostgreSQL
 * adapter runs it always; the EventStoreDB adapter when EVENTSTORE_CONNECTION_STRING is set.
 * Stream names carry a per-run prefix so a shared server's other streams never interfere.
 */
import { randomUUID } from 'node:crypto';
import { comparePositions, type GlobalPosition, type NewEvent, type RecordedEvent } from '@safetrails/contracts';
import type { EventStore } from '../event-store.port';
import { WrongExpectedRevisionError } from '../errors';

export interface ContractFixture {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

export function eventStoreContract(adapter: string, createFixture: () => Promise<ContractFixture>): void {
  describe(`${adapter} event store contract`, () => {
    const run = `c${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    let fixture: ContractFixture;
    let store: EventStore;

    beforeAll(async () => {
      fixture = await createFixture();
      store = fixture.store;
    });
    afterAll(async () => fixture?.cleanup());

    const newStream = (label = 'stream'): string => `${run}${label}-${randomUUID()}`;
    const newEvent = (data: Record<string, unknown> = {}, type = 'ContractTested'): NewEvent => ({
      id: randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata: {
        correlationId: randomUUID(),
        causationId: randomUUID(),
        actorId: null,
        actorRole: 'system',
        occurredAt: new Date().toISOString(),
      },
    });
    const readAllOf = async (stream: string): Promise<RecordedEvent[]> => {
      const events: RecordedEvent[] = [];
      for await (const event of store.readStream(stream)) events.push(event);
      return events;
    };
    const conflictOf = async (promise: Promise<unknown>): Promise<WrongExpectedRevisionError> => {
      const error = await promise.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      return error as WrongExpectedRevisionError;
    };

    describe('expected revision', () => {
      it('no_stream creates a stream and refuses an existing one, naming the actual revision', async () => {
        const stream = newStream();
        const created = await store.append(stream, [newEvent(), newEvent()], 'no_stream');
        expect(created.nextExpectedRevision).toBe(1n);
        const conflict = await conflictOf(store.append(stream, [newEvent()], 'no_stream'));
        expect(conflict.stream).toBe(stream);
        expect(conflict.expected).toBe('no_stream');
        expect(conflict.actual).toBe(1n);
        expect(await readAllOf(stream)).toHaveLength(2);
      });

      it('appendMany appends to each stream on its own: new ones succeed, a conflicting one reports it', async () => {
        const existing = newStream('many');
        await store.append(existing, [newEvent()], 'no_stream');
        const fresh = [newStream('many'), newStream('many')];
        const results = await store.appendMany([
          { stream: fresh[0]!, events: [newEvent(), newEvent()], expected: 'no_stream' },
          { stream: existing, events: [newEvent()], expected: 'no_stream' },
          { stream: fresh[1]!, events: [newEvent()], expected: 'no_stream' },
        ]);
        expect(results[0]).toMatchObject({ nextExpectedRevision: 1n });
        expect(results[1]).toBeInstanceOf(WrongExpectedRevisionError);
        expect((results[1] as WrongExpectedRevisionError).actual).toBe(0n);
        expect(results[2]).toMatchObject({ nextExpectedRevision: 0n });
        expect(await readAllOf(fresh[0]!)).toHaveLength(2);
        expect(await readAllOf(existing)).toHaveLength(1);
        // The same appends again are duplicates: nothing more is written.
        const first = await readAllOf(fresh[1]!);
        await store.appendMany([{ stream: fresh[1]!, events: first, expected: 'no_stream' }]);
        expect(await readAllOf(fresh[1]!)).toHaveLength(1);
      });

      it('stream_exists refuses a missing stream and appends to an existing one', async () => {
        const stream = newStream();
        const conflict = await conflictOf(store.append(stream, [newEvent()], 'stream_exists'));
        expect(conflict.actual).toBe('no_stream');
        await store.append(stream, [newEvent()], 'no_stream');
        const appended = await store.append(stream, [newEvent()], 'stream_exists');
        expect(appended.nextExpectedRevision).toBe(1n);
      });

      it('any appends whether or not the stream exists', async () => {
        const stream = newStream();
        expect((await store.append(stream, [newEvent()], 'any')).nextExpectedRevision).toBe(0n);
        expect((await store.append(stream, [newEvent(), newEvent()], 'any')).nextExpectedRevision).toBe(2n);
      });

      it('an exact revision appends only at the last revision', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent(), newEvent(), newEvent()], 'no_stream');
        const stale = await conflictOf(store.append(stream, [newEvent()], 1n));
        expect(stale.expected).toBe(1n);
        expect(stale.actual).toBe(2n);
        const ahead = await conflictOf(store.append(stream, [newEvent()], 5n));
        expect(ahead.actual).toBe(2n);
        const missing = await conflictOf(store.append(newStream(), [newEvent()], 0n));
        expect(missing.actual).toBe('no_stream');
        expect((await store.append(stream, [newEvent()], 2n)).nextExpectedRevision).toBe(3n);
      });

      it('reads a stream in revision order with the whole envelope', async () => {
        const stream = newStream();
        const written = [newEvent({ n: 0 }), newEvent({ n: 1 }, 'OtherThing'), newEvent({ n: 2 })];
        await store.append(stream, written.slice(0, 1), 'no_stream');
        await store.append(stream, written.slice(1), 0n);
        const read = await readAllOf(stream);
        expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
        expect(read.map((event) => event.id)).toEqual(written.map((event) => event.id));
        expect(read[1]).toMatchObject({
          stream,
          type: 'OtherThing',
          schemaVersion: 1,
          data: { n: 1 },
          metadata: written[1]!.metadata,
        });
        expect(read[1]!.recordedAt).toBeInstanceOf(Date);
        const middle: RecordedEvent[] = [];
        for await (const event of store.readStream(stream, { from: 1n, to: 1n })) middle.push(event);
        expect(middle.map((event) => event.id)).toEqual([written[1]!.id]);
        expect(await readAllOf(newStream())).toEqual([]);
      });
    });

    describe('concurrent writers', () => {
      it('two appenders racing on one revision: exactly one wins, every time', async () => {
        for (let round = 0; round < 20; round++) {
          const stream = newStream('race');
          await store.append(stream, [newEvent()], 'no_stream');
          const results = await Promise.allSettled([
            store.append(stream, [newEvent({ writer: 'a' })], 0n),
            store.append(stream, [newEvent({ writer: 'b' })], 0n),
          ]);
          expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
          const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
          expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect(await readAllOf(stream)).toHaveLength(2);
        }
      });

      it('ten appenders creating the same stream: exactly one wins', async () => {
        const stream = newStream('create');
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, (_, writer) => store.append(stream, [newEvent({ writer })], 'no_stream')),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(await readAllOf(stream)).toHaveLength(1);
      });
    });

    describe('idempotent appends', () => {
      it.each(['no_stream', 'any', 'exact'] as const)(
        'the same event ids appended again with %s are stored once',
        async (mode) => {
          const stream = newStream('dup');
          const events = [newEvent({ n: 1 }), newEvent({ n: 2 })];
          const expected = mode === 'exact' ? 0n : mode;
          if (mode === 'exact') await store.append(stream, [newEvent({ n: 0 })], 'no_stream');
          const first = await store.append(stream, events, expected);
          const second = await store.append(stream, events, expected);
          expect(second.nextExpectedRevision).toBe(first.nextExpectedRevision);
          expect(comparePositions(second.position, first.position)).toBe(0);
          const stored = await readAllOf(stream);
          expect(stored).toHaveLength(mode === 'exact' ? 3 : 2);
          expect(new Set(stored.map((event) => event.id)).size).toBe(stored.length);
        },
      );

      it('identical appends racing each other are stored once', async () => {
        for (const expected of ['no_stream', 'any'] as const) {
          const stream = newStream('duprace');
          const events = [newEvent(), newEvent()];
          const results = await Promise.allSettled(
            Array.from({ length: 5 }, () => store.append(stream, events, expected)),
          );
          expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
          expect(await readAllOf(stream)).toHaveLength(2);
        }
      });
    });

    describe('the global log', () => {
      it('readAll gives the events after a position in global order, filtered and limited', async () => {
        const before = await store.headPosition();
        const prefix = `${run}log${randomUUID().slice(0, 8)}-`;
        const a = `${prefix}a`;
        const b = `${prefix}b`;
        await store.append(a, [newEvent({ n: 1 }, 'Kept')], 'no_stream');
        await store.append(b, [newEvent({ n: 2 }, 'Dropped')], 'no_stream');
        await store.append(a, [newEvent({ n: 3 }, 'Kept'), newEvent({ n: 4 }, 'Kept')], 0n);
        // The log reads what every transaction before it has let go of (a PostgreSQL log's horizon is the
        // server's: another test file's open transaction may hold it back a moment), so read until the
        // four have shown, then check their order and the filters on the whole set.
        const readAfterBefore = async (): Promise<RecordedEvent[]> => {
          const events: RecordedEvent[] = [];
          for await (const event of store.readAll(before, { filter: { streamPrefixes: [prefix] } })) events.push(event);
          return events;
        };
        let seen = await readAfterBefore();
        for (const deadline = Date.now() + 10_000; seen.length < 4 && Date.now() < deadline;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = await readAfterBefore();
        }
        expect(seen.map((event) => (event.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
        expectStrictlyIncreasing(seen.map((event) => event.position));
        const kept: RecordedEvent[] = [];
        for await (const event of store.readAll(before, {
          maxCount: 2,
          filter: { streamPrefixes: [prefix], eventTypes: ['Kept'] },
        })) {
          kept.push(event);
        }
        expect(kept.map((event) => (event.data as { n: number }).n)).toEqual([1, 3]);
        const head = await store.headPosition();
        expect(comparePositions(head, seen[3]!.position)).toBeGreaterThanOrEqual(0);
      });

      it('20 writers append 5,000 events across 200 streams while a subscriber tails: every event once, in order', async () => {
        const prefix = `${run}load${randomUUID().slice(0, 8)}-`;
        const streams = Array.from({ length: 200 }, (_, index) => `${prefix}${index}`);
        const total = 5000;
        const writers = 20;
        const seen: RecordedEvent[] = [];
        let resolveAll!: () => void;
        const allSeen = new Promise<void>((resolve) => (resolveAll = resolve));
        const subscription = store.subscribeAll(
          await store.headPosition(),
          (events) => {
            seen.push(...events);
            if (seen.length >= total) resolveAll();
            return Promise.resolve();
          },
          { filter: { streamPrefixes: [prefix] }, batchSize: 200 },
        );
        const appended: string[] = [];
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            let left = total / writers;
            let turn = 0;
            while (left > 0) {
              const size = Math.min(left, 1 + ((writer + turn) % 3));
              const events = Array.from({ length: size }, () => newEvent({ writer }));
              const stream = streams[(writer * 7 + turn * 13) % streams.length]!;
              await store.append(stream, events, 'any');
              appended.push(...events.map((event) => event.id));
              left -= size;
              turn++;
            }
          }),
        );
        const timeout = setTimeout(() => resolveAll(), 30_000);
        await allSeen;
        clearTimeout(timeout);
        // Give a duplicate delivery, if there were one, the chance to arrive before we count.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await subscription.close();

        expect(appended).toHaveLength(total);
        expect(seen.length).toBe(total);
        expect(new Set(seen.map((event) => event.id))).toEqual(new Set(appended));
        expectStrictlyIncreasing(seen.map((event) => event.position));
        // Global order respects each stream's own order.
        const lastRevision = new Map<string, bigint>();
        for (const event of seen) {
          const previous = lastRevision.get(event.stream);
          if (previous !== undefined) expect(event.revision).toBe(previous + 1n);
          lastRevision.set(event.stream, event.revision);
        }
      }, 60_000);
    });
  });
}

function expectStrictlyIncreasing(positions: readonly GlobalPosition[]): void {
  const outOfOrder = positions.findIndex(
    (position, index) => index > 0 && comparePositions(positions[index - 1]!, position) >= 0,
  );
  expect(outOfOrder).toBe(-1);
}
