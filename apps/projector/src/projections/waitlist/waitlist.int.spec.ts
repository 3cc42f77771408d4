import pg from 'pg';
import { PostgresEventStore, PiiVault } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../../test/database';
import { checkpointOf, snapshotSchema } from '../../../../../test/read-model-snapshot';
import { appendWaitlistSignups, waitlistJoined } from '../../../../../test/waitlist-events';
import { ProjectionRunner } from '../../runtime/projection-runner';
import { rebuildProjection } from '../../runtime/rebuild';
import { waitlistProjection } from './waitlist.projection';

const silent = { info: () => undefined, error: () => undefined };

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('waitlist projection', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 16 });
  });

  afterEach(async () => runner?.stop());

  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const count = async (): Promise<number> =>
    (await database.pool.query<{ count: number }>('SELECT count FROM rm_waitlist.stats')).rows[0]!.count;

  it('builds entries and the count live, and announces each batch', async () => {
    await appendWaitlistSignups(store, 50);
    runner = new ProjectionRunner({
      pool: database.pool,
      store,
      projections: [waitlistProjection(new PiiVault(database.pool))],
      logger: silent,
    });
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const notices: string[] = [];
    listener.on('notification', (message) => notices.push(message.payload ?? ''));
    await listener.query('LISTEN read_model_changed');

    await runner.start();
    await waitFor(async () => (await count()) === 50);
    await appendWaitlistSignups(store, 10, 50);
    await waitFor(async () => (await count()) === 60);
    await waitFor(() => Promise.resolve(notices.length > 0));
    await listener.end();

    const entry = await database.pool.query(
      `SELECT email, name, first_name, is_frequent_traveler, company FROM rm_waitlist.entries WHERE email = $1`,
      ['traveller.55@example.com'],
    );
    expect(entry.rows).toEqual([
      {
        email: 'traveller.55@example.com',
        name: 'Traveller55 Example',
        first_name: 'Traveller55',
        is_frequent_traveler: false,
        company: 'Acme',
      },
    ]);
    expect(JSON.parse(notices[notices.length - 1]!)).toMatchObject({
      projection: 'waitlist',
      eventTypes: ['WaitlistJoined'],
    });
  });

  it('a rebuild from the log equals the live read model', async () => {
    const live = await snapshotSchema(database.pool, 'rm_waitlist');
    const liveCheckpoint = await checkpointOf(database.pool, 'waitlist');
    expect(live.entries).toHaveLength(60);

    const progress: number[] = [];
    const result = await rebuildProjection({
      pool: database.pool,
      store,
      projection: waitlistProjection(new PiiVault(database.pool)),
      batchSize: 7,
      onProgress: ({ done }) => progress.push(done),
    });

    expect(result.events).toBe(60);
    expect(progress[progress.length - 1]).toBe(60);
    expect(await snapshotSchema(database.pool, 'rm_waitlist')).toEqual(live);
    expect(await checkpointOf(database.pool, 'waitlist')).toEqual(liveCheckpoint);
    const schemas = await database.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm_waitlist%'`);
    expect(schemas.rows).toEqual([{ nspname: 'rm_waitlist' }]);
  });

  it('keeps serving the old tables during a rebuild and loses nothing appended meanwhile', async () => {
    runner = new ProjectionRunner({
      pool: database.pool,
      store,
      projections: [waitlistProjection(new PiiVault(database.pool))],
      logger: silent,
    });
    await runner.start();
    const appending = appendWaitlistSignups(store, 300, 1000, 4);
    const readsDuringRebuild: number[] = [];
    const rebuilding = rebuildProjection({
      pool: database.pool,
      store,
      projection: waitlistProjection(new PiiVault(database.pool)),
      batchSize: 25,
      onProgress: () => void count().then((value) => readsDuringRebuild.push(value)),
    });
    await Promise.all([appending, rebuilding]);
    await waitFor(async () => (await count()) === 360);
    expect(readsDuringRebuild.length).toBeGreaterThan(0);
    const entries = await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_waitlist.entries');
    expect(Number(entries.rows[0]!.n)).toBe(360);
  });

  it('applying an event a second time changes nothing', async () => {
    runner = new ProjectionRunner({
      pool: database.pool,
      store,
      projections: [waitlistProjection(new PiiVault(database.pool))],
      logger: silent,
    });
    await runner.start();
    const before = await snapshotSchema(database.pool, 'rm_waitlist');
    const tx = await database.pool.connect();
    try {
      await tx.query('BEGIN');
      const { stream, event } = waitlistJoined(0);
      const recorded = {
        ...event,
        stream,
        revision: 0n,
        position: { commit: 1n, prepare: 1n },
        recordedAt: new Date(),
      };
      await waitlistProjection(new PiiVault(database.pool)).apply(tx, 'rm_waitlist', [recorded]);
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
    expect(await snapshotSchema(database.pool, 'rm_waitlist')).toEqual(before);
  });
});
