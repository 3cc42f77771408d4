/**
 * Fixed-window counters in PostgreSQL, so that every API instance counts against the same limits.
 * One statement per request counts every key it touches: the row lock of the upsert makes
 * concurrent requests count one after another, never lose a hit.
 */
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { prepared } from '@safetrails/event-store';
import { READ_POOL } from '../database/database.module';

export interface Counted {
  readonly key: string;
  readonly hits: number;
  /** Seconds until the key may write again; 0 when it is not refused. */
  readonly retryAfterSeconds: number;
}

export interface Limit {
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts one hit on every row of `wanted (key, max_hits, window_ms)`, a relation the statement names
 * before this (`hit` below; the session's lookup counts a signed-in write in its own statement,
 * identity/sessions/session.service.ts). Returns `key, hits, retry_after`.
 */
export const COUNT_WANTED = `INSERT INTO ratelimit.counters AS c (key, hits, window_ends)
       SELECT key, 1, now() + window_ms * interval '1 millisecond' FROM wanted
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.hits + 1 END,
         window_ends = CASE WHEN c.window_ends <= now() THEN EXCLUDED.window_ends ELSE c.window_ends END,
         blocked_until = CASE
           WHEN c.blocked_until > now() THEN c.blocked_until
           WHEN c.window_ends > now() AND c.hits + 1 > (SELECT max_hits FROM wanted w WHERE w.key = c.key)
             THEN c.window_ends
         END
       RETURNING key, hits,
         coalesce(ceil(extract(epoch FROM blocked_until - now())), 0)::integer AS retry_after`;

export interface CountedRow {
  readonly key: string;
  readonly hits: number;
  readonly retry_after: number;
}

export function countedOf(row: CountedRow): Counted {
  return { key: row.key, hits: row.hits, retryAfterSeconds: Math.max(0, row.retry_after) };
}

@Injectable()
export class RateLimitStore implements OnModuleInit, OnModuleDestroy {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /** Counts one hit on every key; a key over its limit is refused for the rest of its window. */
  async hit(limits: readonly Limit[]): Promise<Counted[]> {
    const values = limits.map(
      (_, index) => `($${index * 3 + 1}, $${index * 3 + 2}::integer, $${index * 3 + 3}::integer)`,
    );
    const result = await this.pool.query<CountedRow>(
      prepared(
        `WITH wanted (key, max_hits, window_ms) AS (VALUES ${values.join(', ')}) ${COUNT_WANTED}`,
        limits.flatMap((limit) => [limit.key, limit.limit, limit.windowMs]),
      ),
    );
    return result.rows.map(countedOf);
  }

  /** Forgets windows that ended an hour ago. */
  async sweep(): Promise<void> {
    await this.pool.query(
      `DELETE FROM ratelimit.counters
       WHERE window_ends < now() - interval '1 hour' AND (blocked_until IS NULL OR blocked_until < now())`,
    );
  }
}
