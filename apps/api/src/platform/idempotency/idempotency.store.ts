/**
 * The answers to writes sent with an `Idempotency-Key`, kept for a day, so that a retry (an offline
 * queue replaying, a flaky connection) gets the first answer instead of doing the work again. The
 * first request claims its key in one upsert; a second one with the same key finds it claimed, and
 * either waits for nothing (409, still running) or gets the stored answer. Operational state like
 * the rate-limit counters: outside the event log, expiring by itself.
 */
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../database/database.module';

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'running' }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'answered'; readonly status: number; readonly body: unknown };

/** How long an answer is kept (a day, as Stripe keeps them); the domain's own idempotency holds beyond it. */
export const KEPT_FOR_HOURS = 24;
const SWEEP_EVERY_MS = 10 * 60_000;

@Injectable()
export class IdempotencyStore implements OnModuleInit, OnModuleDestroy {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /** Claims `key` for this sender and request, or says what became of an earlier claim. */
  async claim(sender: string, key: string, fingerprint: string): Promise<Claim> {
    // A new key is claimed; an expired one is taken over as if new.
    const claimed = await this.pool.query(
      `INSERT INTO idempotency.requests (sender, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (sender, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, status = NULL, body = NULL, created_at = now()
         WHERE idempotency.requests.created_at < now() - make_interval(hours => ${KEPT_FOR_HOURS})
       RETURNING 1`,
      [sender, key, fingerprint],
    );
    if (claimed.rowCount === 1) return { kind: 'claimed' };
    const { rows } = await this.pool.query<{ fingerprint: string; status: number | null; body: unknown }>(
      `SELECT fingerprint, status, body FROM idempotency.requests WHERE sender = $1 AND key = $2`,
      [sender, key],
    );
    const row = rows[0];
    if (!row) return this.claim(sender, key, fingerprint); // swept in between
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'running' };
    return { kind: 'answered', status: row.status, body: row.body };
  }

  async answer(sender: string, key: string, status: number, body: unknown): Promise<void> {
    await this.pool.query(`UPDATE idempotency.requests SET status = $3, body = $4 WHERE sender = $1 AND key = $2`, [
      sender,
      key,
      status,
      JSON.stringify(body ?? null),
    ]);
  }

  /** The request failed in a way worth retrying (a 5xx): its key is free again. */
  async release(sender: string, key: string): Promise<void> {
    await this.pool.query(`DELETE FROM idempotency.requests WHERE sender = $1 AND key = $2 AND status IS NULL`, [
      sender,
      key,
    ]);
  }

  async sweep(): Promise<void> {
    await this.pool.query(
      `DELETE FROM idempotency.requests WHERE created_at < now() - make_interval(hours => ${KEPT_FOR_HOURS})`,
    );
  }
}
