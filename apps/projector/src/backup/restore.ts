/**
 * Loads a backup (backup-file.ts) into an empty, migrated database, in one transaction: nothing is
 * committed unless every table's row count and SHA-256 match the trailer. Then:
 *
 * - the erasure ledger is applied: every subject erased since (or before) the backup loses its key
 *   again, before anything reads the log (docs/OPERATIONS.md "Erasures");
 * - the cluster is made to hand out transaction ids above the log's last one. The log's global
 *   order is (transaction_id, position) and the ids came from the old cluster: a new cluster starts
 *   lower, and an append there would sort before events already read. PostgreSQL has no way to set
 *   the next id from SQL (pg_resetwal is not shipped with the embedded server), so the restore
 *   commits empty transactions until the counter passes it, about a hundred thousand a second.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PiiVault, type ErasureLedger } from '@safetrails/event-store';
import {
  BACKUP_FORMAT,
  END_OF_COPY,
  HEADER_PREFIX,
  KEPT_TABLES,
  TRAILER_PREFIX,
  copyInto,
  parseCopyLine,
  type BackupHeader,
  type BackupTrailer,
} from './backup-file';

export interface RestoreOptions {
  readonly databaseUrl: string;
  readonly file: string;
  readonly ledger: ErasureLedger;
  readonly onProgress?: (step: string, done: number) => void;
}

export interface RestoreResult {
  readonly header: BackupHeader;
  readonly trailer: BackupTrailer;
  readonly keysShredded: number;
  readonly transactionIdsSkipped: number;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'safetrails-restore' });
  await client.connect();
  try {
    const present = await client.query<{ events: boolean }>('SELECT EXISTS (SELECT 1 FROM es.events) AS events');
    if (present.rows[0]!.events) throw new Error('the database already has events: restore into an empty one');
    await client.query('BEGIN');
    const { header, trailer } = await load(client, options);
    await client.query(
      `SELECT setval(pg_get_serial_sequence('es.events', 'position'), greatest(max(position), 1)) FROM es.events`,
    );
    await client.query('COMMIT');
    const erased = (await options.ledger.erasures()).map((erasure) => erasure.subject);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    const keysShredded = await new PiiVault(pool).shredErased(erased).finally(() => pool.end());
    const transactionIdsSkipped = await passTransactionId(client, trailer.maxTransactionId, (done) =>
      options.onProgress?.('transaction ids', done),
    );
    return { header, trailer, keysShredded, transactionIdsSkipped };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function load(client: pg.Client, options: RestoreOptions) {
  const lines = createInterface({ input: createReadStream(options.file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: BackupHeader | null = null;
  let trailer: BackupTrailer | null = null;
  const loaded = new Map<string, { rows: number; sha256: string }>();
  let copy: { table: string; stream: NodeJS.WritableStream; hash: ReturnType<typeof createHash>; rows: number } | null =
    null;
  for await (const line of lines) {
    if (copy) {
      if (line === END_OF_COPY) {
        copy.stream.end();
        await once(copy.stream, 'finish');
        loaded.set(copy.table, { rows: copy.rows, sha256: copy.hash.digest('hex') });
        copy = null;
        continue;
      }
      const row = `${line}\n`;
      copy.hash.update(row);
      copy.rows++;
      if (copy.rows % 100_000 === 0) options.onProgress?.(copy.table, copy.rows);
      if (!copy.stream.write(row)) await once(copy.stream, 'drain');
    } else if (line.startsWith(HEADER_PREFIX)) {
      header = JSON.parse(line.slice(HEADER_PREFIX.length)) as BackupHeader;
      await checkHeader(client, header);
    } else if (line.startsWith(TRAILER_PREFIX)) {
      trailer = JSON.parse(line.slice(TRAILER_PREFIX.length)) as BackupTrailer;
    } else if (line.startsWith('COPY ')) {
      const target = parseCopyLine(line);
      if (!header || !target || !KEPT_TABLES.some((kept) => kept.table === target.table)) {
        throw new Error(`not a SafeTrails backup: unexpected ${line.slice(0, 80)}`);
      }
      const stream = client.query(copyFrom(copyInto(target.table, target.columns).replace('stdin;', 'STDIN')));
      copy = { table: target.table, stream, hash: createHash('sha256'), rows: 0 };
    } else if (!line.startsWith('--') && line !== '') {
      throw new Error(`not a SafeTrails backup: unexpected ${line.slice(0, 80)}`);
    }
  }
  if (!header) throw new Error('not a SafeTrails backup: no header');
  if (!trailer || copy) throw new Error('the backup is cut short: no trailer (was it copied whole?)');
  for (const [table, expected] of Object.entries(trailer.tables)) {
    const got = loaded.get(table);
    if (!got || got.rows !== expected.rows || got.sha256 !== expected.sha256) {
      throw new Error(
        `${table} does not match the backup's trailer (${got?.rows ?? 0} rows, expected ${expected.rows}): nothing restored`,
      );
    }
  }
  return { header, trailer };
}

async function checkHeader(client: pg.Client, header: BackupHeader): Promise<void> {
  if (header.format !== BACKUP_FORMAT) {
    throw new Error(`backup format ${header.format}: this release reads format ${BACKUP_FORMAT}`);
  }
  const ours = new Set((await client.query<{ name: string }>('SELECT name FROM pgmigrations')).rows.map((r) => r.name));
  const newer = header.migrations.filter((name) => !ours.has(name));
  if (newer.length > 0) {
    throw new Error(
      `the backup is from a newer release (migrations ${newer.join(', ')}): restore it with that release`,
    );
  }
}

/** Commits empty transactions until the next transaction id is above `max`; answers how many. */
async function passTransactionId(client: pg.Client, max: string, onProgress: (done: number) => void): Promise<number> {
  const current = async () =>
    BigInt((await client.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id')).rows[0]!.id);
  const target = BigInt(max);
  const start = await current();
  if (start > target) return 0;
  await client.query('SET synchronous_commit = off');
  for (;;) {
    const left = target - (await current());
    if (left < 0n) break;
    const step = left > 100_000n ? 100_000 : Number(left) + 1;
    await client.query(`DO $$ BEGIN FOR i IN 1..${step} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`);
    onProgress(Number((await current()) - start));
  }
  await client.query('RESET synchronous_commit');
  return Number((await current()) - start);
}
