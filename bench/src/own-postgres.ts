/**
 * A PostgreSQL of a benchmark's own, in a child process (test/postgres-process.mjs: the embedded
 * server, migrated), that can be killed with SIGKILL as a crash would and started again on the same
 * directory: bench (o) kills it under (h)'s evening, and restores a backup into a second one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support';

export interface OwnPostgres {
  readonly url: string;
  /** SIGKILL to the postmaster and its wrapper; resolves once the postmaster is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnPostgres(dataDir: string, port: number): Promise<OwnPostgres> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'test/postgres-process.mjs'), dataDir, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n'))
        resolve((JSON.parse(out.split('\n')[0]!) as { connectionString: string }).connectionString);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL in ${dataDir} exited (${code}) before it started`)));
  });
  return {
    url,
    async kill() {
      const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      child.kill('SIGKILL');
      await exited;
      for (let tries = 0; tries < 200; tries++) {
        try {
          process.kill(postmaster, 0);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the killed PostgreSQL is still running after 10 s');
    },
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Starts it again after a kill, as soon as its old backends have let go of the directory. */
export async function restartOwnPostgres(dataDir: string, port: number): Promise<OwnPostgres> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await startOwnPostgres(dataDir, port);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
