/**
 * The backup file (docs/OPERATIONS.md "Backups"): gzip of plain text, readable with `zcat`. A header
 * line says what the backup is (format, when, the migrations applied, the settings a restore
 * needs), then each kept table as PostgreSQL's own COPY text (`COPY t (columns) FROM stdin;`, the
 * rows, `\.`), then a trailer line with each table's row count and SHA-256, which the restore checks
 * before it commits anything.
 *
 * Only what cannot be rebuilt is kept: the log, the keys that seal personal data, the checkpoints of
 * the log's consumers that act on the world (the notifier, the safety watch, the Kafka relay), and
 * the forum's view counts. Read models are rebuilt from the log; sessions, rate limits, idempotency
 * keys and the quarantine are not kept (everyone signs in again after a restore).
 */

export const BACKUP_FORMAT = 1;
export const HEADER_PREFIX = '-- header ';
export const TRAILER_PREFIX = '-- trailer ';
export const END_OF_COPY = '\\.';

export interface KeptTable {
  readonly table: string;
  readonly why: string;
  /** Rows kept when not all are (a SQL condition on the table's own columns). */
  readonly where?: (projections: readonly string[]) => string;
}

export const KEPT_TABLES: readonly KeptTable[] = [
  { table: 'es.streams', why: "each stream's revision" },
  { table: 'es.events', why: 'the event log' },
  { table: 'pii.user_keys', why: 'the keys that seal personal data' },
  {
    table: 'projector.checkpoints',
    why: "where the log's consumers that act on the world (notifier, safety watch, relay) have read to",
    // A projection's checkpoint comes back with its rebuild; a consumer's cannot be rebuilt.
    where: (projections) =>
      `projection NOT LIKE '%#build' AND projection <> ALL (ARRAY[${projections.map(literal).join(', ')}]::text[])`,
  },
  { table: 'forum_stats.post_views', why: "the forum's view counts (not in the log by design)" },
];

export interface BackupHeader {
  readonly format: number;
  readonly takenAt: string;
  readonly server: string;
  /** The migrations applied to the database backed up, in order. */
  readonly migrations: readonly string[];
  readonly tables: readonly string[];
  /**
   * The embedded database's own secrets, when it is one (the cookie secret, the Web Push keys: push
   * subscriptions are bound to the public key). With DATABASE_URL they live in the environment.
   */
  readonly settings: Readonly<Record<string, string>>;
}

export interface TableSummary {
  readonly rows: number;
  readonly sha256: string;
}

export interface BackupTrailer {
  readonly tables: Readonly<Record<string, TableSummary>>;
  /** The last transaction id in the log: a restored cluster must hand out later ones (restore.ts). */
  readonly maxTransactionId: string;
}

export function copyInto(table: string, columns: readonly string[]): string {
  return `COPY ${table} (${columns.map((column) => `"${column}"`).join(', ')}) FROM stdin;`;
}

/** The table and columns of a `COPY ... FROM stdin;` line, or null. */
export function parseCopyLine(line: string): { table: string; columns: string[] } | null {
  const match = /^COPY ([a-z_]+\.[a-z_]+) \(([^)]*)\) FROM stdin;$/.exec(line);
  if (!match) return null;
  const columns = match[2]!.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  if (columns.some((column) => !/^[a-z_][a-z0-9_]*$/.test(column))) return null;
  return { table: match[1]!, columns };
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
