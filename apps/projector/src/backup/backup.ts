/**
 * Takes a backup while the app serves (backup-file.ts says what is in it). Every table is read in
 * one REPEATABLE READ, READ ONLY transaction, as pg_dump does: one snapshot, so the log, the streams'
 * revisions, the keys and the checkpoints agree with one another whatever commits meanwhile. An
 * append that commits during the backup is in the next one.
 *
 * PostgreSQL's own pg_dump would do the reading, but no pg_dump for the embedded server's version
 * (18) can be installed here (Debian's is 15 and refuses a newer server), so the tables are copied
 * with COPY, the statement pg_dump itself uses.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  END_OF_COPY,
  HEADER_PREFIX,
  KEPT_TABLES,
  TRAILER_PREFIX,
  copyInto,
  type BackupHeader,
  type BackupTrailer,
  type TableSummary,
} from './backup-file';

export interface BackupOptions {
  readonly databaseUrl: string;
  readonly file: string;
  /** The projections' names: their checkpoints are not kept (they come back with the rebuild). */
  readonly projections: readonly string[];
  readonly settings?: Readonly<Record<string, string>>;
  readonly onProgress?: (table: string, rows: number) => void;
}

export interface BackupResult {
  readonly header: BackupHeader;
  readonly trailer: BackupTrailer;
  readonly bytes: number;
}

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'safetrails-backup' });
  await client.connect();
  const partial = `${options.file}.partial`;
  const gzip = createGzip({ level: 3 });
  const file = createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(gzip, file);
  const write = async (text: string | Buffer) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const server = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    const migrations = (await client.query<{ name: string }>('SELECT name FROM pgmigrations ORDER BY run_on, id')).rows;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      takenAt: new Date().toISOString(),
      server,
      migrations: migrations.map((row) => row.name),
      tables: KEPT_TABLES.map((kept) => kept.table),
      settings: options.settings ?? {},
    };
    await write(
      `-- SafeTrails backup, format ${BACKUP_FORMAT}: restore with \`npm run restore -- FILE\` (docs/OPERATIONS.md)\n`,
    );
    await write(`${HEADER_PREFIX}${JSON.stringify(header)}\n`);
    const tables: Record<string, TableSummary> = {};
    for (const kept of KEPT_TABLES) {
      const columns = await columnsOf(client, kept.table);
      const select = kept.where
        ? `(SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM ${kept.table} WHERE ${kept.where(options.projections)})`
        : `${kept.table} (${columns.map((column) => `"${column}"`).join(', ')})`;
      await write(`${copyInto(kept.table, columns)}\n`);
      const hash = createHash('sha256');
      let rows = 0;
      let reported = 0;
      const copied = client.query(copyTo(`COPY ${select} TO STDOUT`));
      await pipeline(
        copied,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows++;
            if (rows - reported >= 100_000) {
              reported = rows;
              options.onProgress?.(kept.table, rows);
            }
            if (gzip.write(chunk)) done();
            else gzip.once('drain', () => done());
          },
        }),
      );
      options.onProgress?.(kept.table, rows);
      await write(`${END_OF_COPY}\n`);
      tables[kept.table] = { rows, sha256: hash.digest('hex') };
    }
    const max = await client.query<{ max: string | null }>('SELECT max(transaction_id)::text AS max FROM es.events');
    const trailer: BackupTrailer = { tables, maxTransactionId: max.rows[0]!.max ?? '0' };
    await write(`${TRAILER_PREFIX}${JSON.stringify(trailer)}\n`);
    await client.query('COMMIT');
    gzip.end();
    await written;
    await rename(partial, options.file);
    return { header, trailer, bytes: file.bytesWritten };
  } catch (error) {
    gzip.destroy();
    throw error;
  } finally {
    await client.end();
  }
}

async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const [schema, name] = table.split('.');
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = $1 AND table_name = $2 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [schema, name],
  );
  if (rows.length === 0) throw new Error(`${table} does not exist: is the database migrated?`);
  return rows.map((row) => row.column_name);
}
