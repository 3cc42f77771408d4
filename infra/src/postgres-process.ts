/**
 * A PostgreSQL in a child process of its own (postgres-child.ts: the embedded server, migrated), for
 * what must stop it or kill it under a running app: the fault tests (SIGKILL in the middle of
 * writes, a read-only database) and bench (o). Needs the built infra (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The compiled child, whether this module runs from src (Jest) or from dist. */
const CHILD = path.resolve(__dirname, '..', 'dist', 'postgres-child.js');
const GONE_WITHIN_MS = 10_000;
const RESTART_WITHIN_MS = 20_000;

export interface PostgresProcess {
  readonly connectionString: string;
  /** A clean shutdown; resolves once the child has exited. */
  stop(): Promise<void>;
  /** SIGKILL to the server itself (its postmaster), as a crash would, and to its wrapper; resolves once both are gone. */
  kill(): Promise<void>;
}

export async function startPostgresProcess(dataDir: string, port: number): Promise<PostgresProcess> {
  const child = spawn(process.execPath, [CHILD, dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const connectionString = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n'))
        resolve((JSON.parse(out.split('\n')[0]!) as { connectionString: string }).connectionString);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL in ${dataDir} exited (${code}) before it started`)));
  });
  return {
    connectionString,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      child.kill('SIGKILL');
      await exited;
      const deadline = Date.now() + GONE_WITHIN_MS;
      while (alive(postmaster)) {
        if (Date.now() > deadline) throw new Error('the killed PostgreSQL is still running after 10 s');
        await sleep(50);
      }
    },
  };
}

/** Starts it again on a directory whose server was killed, as soon as its old backends have let go of it. */
export async function restartPostgresProcess(dataDir: string, port: number): Promise<PostgresProcess> {
  const deadline = Date.now() + RESTART_WITHIN_MS;
  for (;;) {
    try {
      return await startPostgresProcess(dataDir, port);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
