/**
 * Where the database is: DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR,
 * reused when the app is already running it, or started (and later stopped) for this process.
 * The launcher and the command-line tools (rebuild, seed, bench) all find the database this way.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

export const DEFAULT_EMBEDDED_PG_PORT = 54329;

export interface LocalDatabase {
  readonly databaseUrl: string;
  /** True when this process started the embedded server (and `close` stops it). */
  readonly startedHere: boolean;
  close(): Promise<void>;
}

export interface LocalDatabaseEnv {
  readonly DATABASE_URL?: string;
  readonly DATA_DIR?: string;
  readonly EMBEDDED_PG_PORT?: string;
}

export function embeddedSettings(env: LocalDatabaseEnv): { dataDir: string; port: number } {
  const port = Number(env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PG_PORT);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error('EMBEDDED_PG_PORT must be a port number from 1024 to 65535');
  }
  return { dataDir: path.resolve(env.DATA_DIR || '.data'), port };
}

export async function openLocalDatabase(
  env: LocalDatabaseEnv,
  log: (line: string) => void = () => undefined,
): Promise<LocalDatabase> {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, startedHere: false, close: () => Promise.resolve() };
  const { dataDir, port } = embeddedSettings(env);
  const running = runningEmbeddedUrl(dataDir, port);
  if (running && (await accepts(running))) {
    return { databaseUrl: running, startedHere: false, close: () => Promise.resolve() };
  }
  const server = await startEmbeddedPostgres({ dataDir, port, log });
  return { databaseUrl: server.connectionString, startedHere: true, close: () => server.stop() };
}

/** `postgres://...` string for an embedded server that looks alive (pid file present), else null. */
export function runningEmbeddedUrl(dataDir: string, port: number): string | null {
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!existsSync(path.join(dataDir, 'pg', 'postmaster.pid')) || !existsSync(passwordFile)) return null;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://safetrails:${encodeURIComponent(password)}@127.0.0.1:${port}/safetrails`;
}

async function accepts(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A secret generated once per data directory, so a fresh clone needs no configuration. */
export function localSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
