/**
 * The projector process is killed (SIGKILL) in the middle of catching up and started again; the
 * read model it ends with must equal a clean rebuild: no event lost, none applied twice. Runs the
 * built projector (`npm run build` first; `npm test` does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PostgresEventStore, PiiVault } from '@safetrails/event-store';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { appendWaitlistSignups } from '../../../../test/waitlist-events';
import { waitlistProjection } from '../projections/waitlist/waitlist.projection';
import { rebuildProjection } from './rebuild';

const PROJECTOR = path.resolve(__dirname, '../../dist/main.js');
const EVENTS = 20_000;

describe('projector killed mid-batch', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    if (!existsSync(PROJECTOR)) throw new Error(`${PROJECTOR} is missing: run npm run build first`);
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 16 });
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await store.close();
    await database.drop();
  });

  const startProjector = (): ChildProcess =>
    spawn(process.execPath, [PROJECTOR], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent', PROJECTOR_BATCH_SIZE: '100' },
      stdio: 'ignore',
    });

  const applied = async (): Promise<number> => {
    const result = await database.pool
      .query<{ count: number }>('SELECT count FROM rm_waitlist.stats')
      .catch(() => ({ rows: [] as { count: number }[] }));
    return result.rows[0]?.count ?? 0;
  };

  const live = async (): Promise<boolean> =>
    (await database.pool.query("SELECT 1 FROM projector.checkpoints WHERE projection = 'waitlist'")).rowCount === 1;

  it('ends identical to a clean rebuild', async () => {
    child = startProjector();
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && !(await live());) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The projector tails the log in batches of 100 while the events arrive; kill it part-way.
    const appending = appendWaitlistSignups(store, EVENTS);
    let atKill = 0;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      atKill = await applied();
      if (atKill >= 1000) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    await appending;
    expect(atKill).toBeGreaterThan(0);
    expect(await applied()).toBeLessThan(EVENTS);

    child = startProjector();
    for (const deadline = Date.now() + 60_000; Date.now() < deadline && (await applied()) < EVENTS;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;
    const afterRestart = await snapshotSchema(database.pool, 'rm_waitlist');
    expect(afterRestart.entries).toHaveLength(EVENTS);

    await rebuildProjection({
      pool: database.pool,
      store,
      projection: waitlistProjection(new PiiVault(database.pool)),
    });
    expect(await snapshotSchema(database.pool, 'rm_waitlist')).toEqual(afterRestart);
  });
});
