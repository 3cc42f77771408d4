/**
 * Crypto-shredding for personal data in events. Each user has a random AES-256 key in
 * `pii.user_keys`; personal fields are sealed with it (AES-256-GCM) before they enter the log.
 * Forgetting a user deletes the key: every copy of those fields, in the log, in backups, in read
 * models rebuilt later, becomes unreadable, while the events themselves stay intact.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { Sealed } from '@safetrails/contracts';
import type { ErasedSubjectKind, ErasureLedger } from './erasure-ledger';

const ALGORITHM = 'aes-256-gcm';

export class PiiVault {
  private readonly keys = new Map<string, Buffer | null>();

  /** With a ledger, every shred is written to it first, so no restore brings the key back. */
  constructor(
    private readonly pool: Pool,
    private readonly ledger: ErasureLedger | null = null,
  ) {}

  /** Creates the user's key if it does not exist yet (idempotent). */
  async ensureKey(userId: string): Promise<void> {
    await this.pool.query('INSERT INTO pii.user_keys (user_id, data_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      randomBytes(32),
    ]);
    this.keys.delete(userId);
  }

  async seal(userId: string, value: string | null): Promise<Sealed | null> {
    if (value === null) return null;
    const key = await this.key(userId);
    if (!key) throw new Error(`No data key for user ${userId}: the account was deleted`);
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return { sealed: [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.') };
  }

  /** The plain value, or null when it is absent or its owner's key is gone. */
  async open(userId: string, sealed: Sealed | null): Promise<string | null> {
    if (!sealed) return null;
    const key = await this.key(userId);
    if (!key) return null;
    const [iv, tag, body] = sealed.sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  /** Forgets the subject: their sealed fields can never be opened again, not even from an older backup. */
  async shred(userId: string, kind: ErasedSubjectKind = 'account'): Promise<void> {
    await this.ledger?.record(userId, kind);
    await this.pool.query('DELETE FROM pii.user_keys WHERE user_id = $1', [userId]);
    this.keys.set(userId, null);
  }

  /**
   * Deletes the keys of subjects already in the erasure ledger (after a restore from an older
   * backup); answers how many were still there. Nothing is written to the ledger again.
   */
  async shredErased(subjects: readonly string[]): Promise<number> {
    if (subjects.length === 0) return 0;
    const result = await this.pool.query('DELETE FROM pii.user_keys WHERE user_id::text = ANY($1::text[])', [subjects]);
    for (const subject of subjects) this.keys.set(subject, null);
    return result.rowCount ?? 0;
  }

  /** Drops a cached key, e.g. when another process shredded it. */
  forget(userId: string): void {
    this.keys.delete(userId);
  }

  private async key(userId: string): Promise<Buffer | null> {
    const cached = this.keys.get(userId);
    if (cached !== undefined) return cached;
    const result = await this.pool.query<{ data_key: Buffer }>(
      'SELECT data_key FROM pii.user_keys WHERE user_id = $1',
      [userId],
    );
    const key = result.rows[0]?.data_key ?? null;
    // Only present keys are cached: a key created later by another process must be found.
    if (key) this.keys.set(userId, key);
    return key;
  }
}
