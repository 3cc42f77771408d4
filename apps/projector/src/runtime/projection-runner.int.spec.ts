/**
 * The live runner's round trips per batch, and a batch it must take apart. Besides the projection's
 * own statements, a batch that folds costs two: `BEGIN` with the checkpoint's lock, and the
 * checkpoint written with its change notice and `COMMIT` (seven before: no savepoint, and each of
 * BEGIN and COMMIT rides with a statement now). A batch the projection refuses part of is rolled back and applied again one event at a time in a new transaction: the others fold,
 * the refused one is quarantined, and the batch still sends one notice.
 */
import pg from 'pg';
import { READ_MODEL_CHANGED_CHANNEL, type ReadModelChange } from '@safetrails/contracts';
import { PostgresEventStore } from '@safetrails/event-store';
import { until } from '../../../../test/app-processes';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { systemEvent } from '../../../../test/new-event';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/** Folds each note into a row; refuses the note "refused", as a projection refuses a malformed event. */
const probe: Projection = {
  name: 'probe',
  version: 1,
  eventTypes: ['ProbeNoted'],
  createTables: (schema) => `CREATE TABLE ${schema}.notes (note text PRIMARY KEY)`,
  async apply(tx, schema, events) {
    for (const event of events) {
      const { note } = event.data as { note: string };
      if (note === 'refused') throw new Error('the probe cannot fold this note');
      await tx.query(`INSERT INTO ${schema}.notes (note) VALUES ($1)`, [note]);
    }
  },
};

describe('the live runner, batch by batch', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let pool: pg.Pool;
  let listener: pg.Client;
  const notices: ReadModelChange[] = [];
  /** Every statement the runner's connections sent, in order. */
  const sent: string[] = [];

  const notes = async () =>
    (await database.pool.query<{ note: string }>('SELECT note FROM rm_probe.notes ORDER BY note')).rows.map(
      (row) => row.note,
    );
  const folded = (done: () => boolean | Promise<boolean>) =>
    until(async () => ((await done()) ? true : null), 10_000, 'the runner folding the batch');
  const append = (...noted: string[]) =>
    store.append(
      'probe-1',
      noted.map((note) => systemEvent('ProbeNoted', { note })),
      'any',
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [first] = args;
        sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
        return query(...args);
      };
    });
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => {
      const change = JSON.parse(message.payload ?? '{}') as ReadModelChange;
      if (change.projection === 'probe') notices.push(change);
    });
    await listener.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
    runner = new ProjectionRunner({
      pool,
      store,
      projections: [probe],
      logger: { info: () => undefined, error: () => undefined },
    });
    await runner.start();
  });

  afterAll(async () => {
    await runner.stop();
    await pool.end();
    await listener.end();
    await store.close();
    await database.drop();
  });

  it('folds a batch with two round trips of its own: BEGIN with the lock, the checkpoint with its notice and COMMIT', async () => {
    // The build's own switch-over notice came before this.
    notices.length = 0;
    sent.length = 0;
    await append('a', 'b');
    await folded(async () => (await notes()).length === 2);
    await folded(() => notices.length >= 1);
    const statements = sent.map((text) => text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' '));
    expect(statements).toEqual([
      'BEGIN; SELECT version,',
      'INSERT INTO rm_probe.notes',
      'INSERT INTO rm_probe.notes',
      'WITH written AS',
    ]);
    expect(sent[3]).toMatch(/pg_notify\('read_model_changed', '\{"projection":"probe".*\}'\) FROM written; COMMIT$/);
    expect(sent.join('\n')).not.toMatch(/SAVEPOINT|^SELECT pg_notify/m);
    expect(notices).toEqual([expect.objectContaining({ projection: 'probe', eventTypes: ['ProbeNoted'], count: 2 })]);
  });

  it("sends the notice's text as it was, quotes and backslashes too (its values go as escaped literals)", async () => {
    notices.length = 0;
    const stream = String.raw`probe-o'brien\n"é"`;
    await store.append(stream, [systemEvent('ProbeNoted', { note: 'quoted' })], 'any');
    await folded(() => notices.length >= 1);
    expect(notices).toEqual([expect.objectContaining({ projection: 'probe', streams: [stream], count: 1 })]);
    await database.pool.query(`DELETE FROM rm_probe.notes WHERE note = 'quoted'`);
  });

  it('takes apart a batch it refuses part of: the others fold, the refused one is quarantined, one notice', async () => {
    notices.length = 0;
    const appended = await append('c', 'refused', 'd');
    await folded(async () => (await notes()).length === 4);
    await folded(() => notices.length >= 1);
    expect(await notes()).toEqual(['a', 'b', 'c', 'd']);
    const { rows } = await database.pool.query<{ type: string; attempts: number }>(
      `SELECT type, attempts FROM projector.dead_letters WHERE projection = 'probe'`,
    );
    expect(rows).toEqual([{ type: 'ProbeNoted', attempts: 3 }]);
    expect(notices).toEqual([expect.objectContaining({ projection: 'probe', count: 3 })]);
    const checkpoint = await database.pool.query<{ commit_position: string }>(
      `SELECT commit_position FROM projector.checkpoints WHERE projection = 'probe'`,
    );
    expect(checkpoint.rows[0]!.commit_position).toBe(appended.position.commit.toString());
  });
});
