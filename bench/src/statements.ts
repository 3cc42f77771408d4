/**
 * Which SQL statements took the database's time during a benchmark, from pg_stat_statements (the
 * benchmark's PostgreSQL loads it for (h), bench/src/run.ts). Statements are as PostgreSQL
 * normalises them (`$1` for every constant); the share is of all statements' execution time.
 */
import pg from 'pg';
import { round } from './support';

export interface StatementFigures {
  readonly statement: string;
  readonly calls: number;
  readonly totalMs: number;
  readonly meanMs: number;
  readonly share: number;
}

/**
 * pg_stat_statements is loaded for (h) and (k) (run.ts) but counts only during their measures: the
 * server starts idle (`idleStatements`), a benchmark that reports statements counts from
 * `resetStatements` to `stopStatements`, and the others (bench (n) after (h) in a whole run) run as
 * the app runs, without each statement paying for its count. Set in the server's configuration file
 * (ALTER SYSTEM), which a reload applies to every session; a setting given on the command line
 * could not be changed while the server runs.
 */
const COUNTING: readonly (readonly [name: string, idle: string, counting: string])[] = [
  ['compute_query_id', 'off', 'on'],
  ['pg_stat_statements.track', 'none', 'top'],
];

/** Leaves pg_stat_statements counting nothing until a benchmark resets it. */
export async function idleStatements(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await countStatements(pool, false);
  } finally {
    await pool.end();
  }
}

/** Starts counting from zero; false when pg_stat_statements is not loaded. */
export async function resetStatements(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('SELECT pg_stat_statements_reset()');
  } catch {
    return false;
  }
  await countStatements(pool, true);
  return true;
}

/** Stops counting (after `resetStatements`): what runs next is not slowed by it. */
export function stopStatements(pool: pg.Pool): Promise<void> {
  return countStatements(pool, false);
}

/** Every session of the server counts, or stops, from its next statement. */
async function countStatements(pool: pg.Pool, on: boolean): Promise<void> {
  for (const [name, idle, counting] of COUNTING)
    await pool.query(`ALTER SYSTEM SET ${name} = '${on ? counting : idle}'`);
  await pool.query('SELECT pg_reload_conf()');
  // The reload reaches each session as a signal, which it takes before its next statement.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The statements that took the most execution time since the reset, the busiest first. */
export async function topStatements(pool: pg.Pool, limit = 12): Promise<StatementFigures[]> {
  const { rows } = await pool.query<{ query: string; calls: string; total: number; all: number }>(
    `SELECT query, calls::text, total_exec_time AS total, sum(total_exec_time) OVER () AS all
       FROM pg_stat_statements
      WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY total_exec_time DESC
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    statement: row.query.replace(/\s+/g, ' ').trim().slice(0, 160),
    calls: Number(row.calls),
    totalMs: round(row.total),
    meanMs: round(row.total / Math.max(1, Number(row.calls)), 2),
    share: round(row.total / Math.max(1e-9, row.all), 3),
  }));
}

/** One log line per statement, the busiest first. */
export function statementLines(statements: readonly StatementFigures[]): string[] {
  return statements.map(
    (figures) =>
      `  SQL ${Math.round(figures.share * 100)}% (${figures.calls} calls, ${figures.meanMs} ms each): ${figures.statement}`,
  );
}
