/**
 * An append never reads the whole log (docs/BENCHMARKS.md (a), issue 69). A session's cached plan for
 * the append function's lookups, made while es.events was empty, was a sequential scan it kept as the
 * log grew: every append then read every event. Here the session is made to plan once, generically,
 * on an empty, analysed log (what happens by chance in a new database), then appends 400 events: the
 * log is read by its indexes only.
 */
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { systemEvent } from '../../../../test/new-event';
import { PostgresEventStore } from './postgres-event-store';

describe('the append function’s plans', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 1 });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  /** es.events' sequential scans and the rows they read, as the statistics hold them now. */
  const scans = async () => {
    // The store's one session hands its counters over at the end of its next transaction.
    await store.pool.query('SELECT pg_stat_force_next_flush()');
    await store.pool.query('SELECT 1');
    const { rows } = await database.pool.query<{ seq_scan: string; seq_tup_read: string }>(
      `SELECT seq_scan, seq_tup_read FROM pg_stat_user_tables WHERE relid = 'es.events'::regclass`,
    );
    return { scans: Number(rows[0]!.seq_scan), rows: Number(rows[0]!.seq_tup_read) };
  };

  it('reads the log by its indexes, whatever the statistics were when its session planned them', async () => {
    await database.pool.query('VACUUM ANALYZE es.events, es.streams');
    // The worst case, at once: a generic plan, made on the first call, on a log known to be empty.
    await store.pool.query('SET plan_cache_mode = force_generic_plan');
    const before = await scans();
    for (let index = 0; index < 400; index++) {
      await store.append(`plans-${index}`, [systemEvent('Tested', { index })], 'no_stream');
    }
    const after = await scans();
    expect(after.scans - before.scans).toBe(0);
    expect(after.rows - before.rows).toBe(0);
    // A retried append still finds itself, by the same indexes.
    const again = systemEvent('Tested', { index: 'again' });
    await store.append('plans-again', [again], 'no_stream');
    await expect(store.append('plans-again', [again], 'no_stream')).resolves.toMatchObject({
      nextExpectedRevision: 0n,
    });
    expect((await scans()).scans - after.scans).toBe(0);
  });
});
