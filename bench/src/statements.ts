/**
 * Which SQL statements took the database's time during a benchmark, from pg_stat_statements (the
 * benchmark's PostgreSQL loads it for (h), bench/src/run.ts). Statements are as PostgreSQL
 * normalises them (`$1` for every constant); the share is of all statements' execution time.
 */
import type pg from 'pg';
import { round } from './support';

export interface StatementFigures {
  readonly statement: string;
  readonly calls: number;
  readonly totalMs: number;
  readonly meanMs: number;
  readonly share: number;
}

/** Starts counting from zero; false when pg_stat_statements is not loaded. */
export async function resetStatements(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('SELECT pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
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
