/**
 * A refused append answers with the events the writer missed (es.conflict_tail), read after the
 * conflict was found: every event up to the revision the refusal names, in order, with the whole
 * envelope a read of the stream gives, and nothing when the gap is too long or not a gap at all.
 */
import pg from 'pg';
import type { NewEvent, RecordedEvent } from '@safetrails/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { systemEvent } from '../../../../test/new-event';
import { isWrongExpectedRevision, type WrongExpectedRevisionError } from '../errors';
import { MOST_TAIL_EVENTS, PostgresEventStore } from './postgres-event-store';

describe('PostgreSQL event store: a refused append tells what it was refused for', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let streams = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 4 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const newStream = () => `tail-${++streams}`;
  const events = (count: number, from = 0): NewEvent[] =>
    Array.from({ length: count }, (_, index) => systemEvent('Tested', { n: from + index }));
  const read = async (stream: string): Promise<RecordedEvent[]> => {
    const all: RecordedEvent[] = [];
    for await (const event of store.readStream(stream)) all.push(event);
    return all;
  };
  const refusal = async (promise: Promise<unknown>): Promise<WrongExpectedRevisionError> => {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (!isWrongExpectedRevision(error)) throw new Error(`expected a refusal, got ${String(error)}`);
    return error;
  };

  it('a stale revision: the events after it, as a read of the stream gives them', async () => {
    const stream = newStream();
    await store.append(stream, events(2), 'no_stream');
    await store.append(stream, events(3, 2), 1n);
    const refused = await refusal(store.append(stream, events(1, 9), 1n));
    expect(refused.actual).toBe(4n);
    expect(refused.tail).toEqual((await read(stream)).slice(2));
    expect(refused.tail!.map((event) => event.revision)).toEqual([2n, 3n, 4n]);
    expect(refused.tail![0]!.recordedAt).toBeInstanceOf(Date);
    expect(await read(stream)).toHaveLength(5);
  });

  it("'no_stream' on a stream that exists: the whole stream", async () => {
    const stream = newStream();
    await store.append(stream, events(2), 'no_stream');
    const refused = await refusal(store.append(stream, events(1), 'no_stream'));
    expect(refused.tail).toEqual(await read(stream));
  });

  it('nothing to tell: a revision ahead of the stream, a missing stream, a gap past the most it answers', async () => {
    const stream = newStream();
    await store.append(stream, events(1), 'no_stream');
    expect((await refusal(store.append(stream, events(1), 3n))).tail).toBeUndefined();
    expect((await refusal(store.append(newStream(), events(1), 0n))).tail).toBeUndefined();
    expect((await refusal(store.append(newStream(), events(1), 'stream_exists'))).tail).toBeUndefined();

    const long = newStream();
    await store.append(long, events(MOST_TAIL_EVENTS + 2), 'no_stream');
    expect((await refusal(store.append(long, events(1), 0n))).tail).toBeUndefined();
    const justEnough = await refusal(store.append(long, events(1), 1n));
    expect(justEnough.tail).toHaveLength(MOST_TAIL_EVENTS);
  });

  describe('while another writer holds the stream', () => {
    let winner: pg.Client;
    beforeEach(async () => {
      winner = new pg.Client({ connectionString: database.url });
      await winner.connect();
    });
    afterEach(() => winner.end());

    it("waits for it, then tells the winner's events too, committed after its own statement began", async () => {
      const stream = newStream();
      await store.append(stream, events(1), 'no_stream');
      // The winner appends in a transaction it keeps open: it holds the stream's append lock.
      await winner.query('BEGIN');
      const [won] = events(2, 1);
      await winner.query(`SELECT * FROM es.append_events($1, '0', $2::jsonb)`, [stream, JSON.stringify([won])]);
      const loser = refusal(store.append(stream, events(1, 7), 0n));
      // The loser's statement has begun (and taken its first snapshot) and waits for the lock.
      let waiting = 0;
      for (const deadline = Date.now() + 10_000; waiting === 0 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await winner.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        waiting = rows[0]!.waiting;
      }
      expect(waiting).toBe(1);
      await winner.query('COMMIT');
      const refused = await loser;
      expect(refused.actual).toBe(1n);
      expect(refused.tail!.map((event) => event.id)).toEqual([won!.id]);
    });
  });
});
