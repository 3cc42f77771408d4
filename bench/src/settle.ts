/**
 * What `npm run bench` waits for before each benchmark, so one starts where the one before it
 * ended, not in its wake ((h) after (f)'s 100,000 events once met a database still busy with them):
 *
 * 1. no other session of the database is running a statement (the last benchmark's API, projector
 *    and tools are stopped; an autovacuum worker counts as busy);
 * 2. the dead rows the last benchmark left are vacuumed and the planner's statistics are fresh
 *    (VACUUM ANALYZE), and its dirty pages are written (CHECKPOINT);
 * 3. the machine is quiet: at least 80% of its CPU idle over a second.
 *
 * Each step waits at most its bound and then goes on, saying so: the run reports, it does not hang.
 */
import os from 'node:os';
import pg from 'pg';
import { machineCpuSeconds, round } from './support';

export interface Settled {
  readonly seconds: number;
  /** Dead rows in the database's tables before the vacuum. */
  readonly deadRows: number;
  /** The share of the machine's CPU idle over the last second waited. */
  readonly idle: number;
  /** True when a step gave up waiting. */
  readonly timedOut: boolean;
}

const BUSY_WAIT_MS = 60_000;
const QUIET_WAIT_MS = 60_000;
const QUIET_SHARE = 0.8;

export async function settle(databaseUrl: string): Promise<Settled> {
  const started = performance.now();
  let timedOut = false;
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-settle' });
  await client.connect();
  let deadRows: number;
  try {
    timedOut ||= !(await waitFor(async () => (await busySessions(client)) === 0, BUSY_WAIT_MS));
    const dead = await client.query<{ dead: string | null }>('SELECT sum(n_dead_tup) AS dead FROM pg_stat_user_tables');
    deadRows = Number(dead.rows[0]?.dead ?? 0);
    await client.query('VACUUM ANALYZE');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
  let idle = await idleShare();
  const quietUntil = Date.now() + QUIET_WAIT_MS;
  while (idle < QUIET_SHARE && Date.now() < quietUntil) idle = await idleShare();
  timedOut ||= idle < QUIET_SHARE;
  return { seconds: round((performance.now() - started) / 1000, 1), deadRows, idle: round(idle, 2), timedOut };
}

async function busySessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ busy: string }>(
    `SELECT count(*) AS busy FROM pg_stat_activity
      WHERE pid <> pg_backend_pid() AND state = 'active'
        AND backend_type IN ('client backend', 'autovacuum worker')`,
  );
  return Number(rows[0]!.busy);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

/** The share of the machine's CPU that was idle over the next second. */
async function idleShare(): Promise<number> {
  const busyBefore = machineCpuSeconds();
  const before = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const busy = machineCpuSeconds() - busyBefore;
  const wall = ((performance.now() - before) / 1000) * os.cpus().length;
  return Math.max(0, 1 - busy / wall);
}
