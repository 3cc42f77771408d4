/**
 * (o) The worst day of an operator's year (docs/OPERATIONS.md), on a PostgreSQL of its own:
 *
 * 1. (h)'s busy evening with PostgreSQL killed with SIGKILL twenty seconds in and started again
 *    1.5 s later: beside the load, a probe asks for a page and posts a comment every 50 ms, and
 *    every answer while it is away must come within 2 s (a 503 with Retry-After, never a hang or a
 *    500); afterwards every write acknowledged 2xx is in the read models, and after a rebuild.
 * 2. The log filled to 1,000,000 events (sign-ups, appended by SQL in the (b) seed's shape: what is
 *    timed is the backup and the restore, not the filling), the projector caught up, then
 *    `npm run backup` timed (and its size), then `npm run restore` into an empty PostgreSQL timed
 *    whole (the load checked against the trailer, the erasures, every read model rebuilt), and the
 *    restored read models' checksums compared with the original's.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createProjections } from '@safetrails/projector/dist/projections';
import { readModelChecksums } from '@safetrails/projector/dist/backup/read-model-checksums';
import { restartPostgresProcess, startPostgresProcess, type PostgresProcess } from '@safetrails/infra';
import type { Evening } from './evening';
import { loadBench, type LoadBenchResult } from './load.bench';
import { freePort, percentile, round, ROOT, startProcess, stopProcess, until } from './support';

const EVENTS = 1_000_000;
const KILL_AFTER_MS = 20_000;
const AWAY_MS = 1_500;
const PROBE_EVERY_MS = 50;

export interface OutageProbe {
  readonly requests: number;
  readonly byStatus: Readonly<Record<string, number>>;
  /** The slowest answer to a request sent while PostgreSQL was away, or just back. */
  readonly maxMs: number;
  readonly p99Ms: number;
  readonly withoutRetryAfter: number;
}

export interface RestoreBenchResult {
  readonly evening: LoadBenchResult;
  readonly outage: { readonly awayMs: number; readonly recoveredMs: number; readonly probe: OutageProbe };
  readonly events: number;
  readonly fillSeconds: number;
  readonly backup: { readonly seconds: number; readonly megabytes: number };
  readonly restore: { readonly seconds: number; readonly eventsPerSecond: number };
  readonly readModels: number;
  readonly checksumsDiffer: readonly string[];
}

export async function restoreBench(workDir: string, log: (line: string) => void): Promise<RestoreBenchResult> {
  const dir = await mkdtemp(path.join(workDir, 'o-'));
  // The servers run as the unprivileged `postgres` user, which must reach their directories.
  await chmod(dir, 0o755);
  const port = await freePort();
  let source: PostgresProcess = await startPostgresProcess(path.join(dir, 'source'), port);
  const url = source.connectionString;
  let target: PostgresProcess | null = null;
  try {
    let outage: RestoreBenchResult['outage'] | null = null;
    const evening = await loadBench(url, workDir, log, {
      name: 'outage',
      alongside: async (running) => {
        await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
        const probing = probe(running);
        const killedAt = performance.now();
        await source.kill();
        log('  PostgreSQL killed (SIGKILL)');
        await new Promise((resolve) => setTimeout(resolve, AWAY_MS));
        source = await restartPostgresProcess(path.join(dir, 'source'), port);
        const awayMs = round(performance.now() - killedAt);
        await until(
          async () => (await fetch(`${running.base}/api/destinations/${running.destinations[0]}`)).ok,
          30_000,
          'the API answering again',
        );
        const recoveredMs = round(performance.now() - killedAt);
        outage = { awayMs, recoveredMs, probe: await probing.stop() };
        log(
          `  back after ${awayMs} ms, answering again ${recoveredMs} ms after the kill; probe ${JSON.stringify(outage.probe)}`,
        );
      },
    });
    if (!outage) throw new Error('PostgreSQL was never killed');

    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const filled = await fill(pool);
      log(`  the log filled to ${EVENTS.toLocaleString('en-US')} events in ${filled} s; the projector catching up`);
      await catchUp(pool, url, workDir);
      const names = createProjections(pool).map((projection) => projection.name);
      const original = await readModelChecksums(
        pool,
        names.map((name) => ({ name })),
      );

      const file = path.join(dir, 'backup.gz');
      const backupStarted = performance.now();
      await runTool('backup.cli.js', [file], url);
      const backup = {
        seconds: round((performance.now() - backupStarted) / 1000, 1),
        megabytes: round((await stat(file)).size / 1e6, 1),
      };
      log(`  npm run backup: ${backup.seconds} s, ${backup.megabytes} MB`);

      target = await startPostgresProcess(path.join(dir, 'restored'), await freePort());
      const restoreStarted = performance.now();
      await runTool('restore.cli.js', [file], target.connectionString, path.join(dir, 'erasures.jsonl'));
      const restoreSeconds = round((performance.now() - restoreStarted) / 1000, 1);
      const restoredPool = new pg.Pool({ connectionString: target.connectionString, max: 2 });
      const restored = await readModelChecksums(
        restoredPool,
        names.map((name) => ({ name })),
      ).finally(() => restoredPool.end());
      const checksumsDiffer = original
        .filter((model, index) => model.checksum !== restored[index]?.checksum)
        .map((model) => model.readModel);
      log(
        `  npm run restore (load, erasures, every read model rebuilt): ${restoreSeconds} s; checksums differ: ${checksumsDiffer.join(', ') || 'none'}`,
      );
      return {
        evening,
        outage,
        events: EVENTS,
        fillSeconds: filled,
        backup,
        restore: { seconds: restoreSeconds, eventsPerSecond: round(EVENTS / restoreSeconds) },
        readModels: original.length,
        checksumsDiffer,
      };
    } finally {
      await pool.end();
    }
  } finally {
    await target?.stop();
    await source.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A page read and a comment posted every 50 ms until stopped, each timed. */
function probe(evening: Evening) {
  const samples: { status: string; ms: number; retryAfter: boolean }[] = [];
  let running = true;
  const one = async (url: string, init?: RequestInit) => {
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      samples.push({
        status: String(response.status),
        ms: performance.now() - started,
        retryAfter: response.headers.has('retry-after') || response.ok,
      });
    } catch (error) {
      samples.push({ status: (error as Error).name, ms: performance.now() - started, retryAfter: false });
    }
  };
  const loop = (async () => {
    while (running) {
      void one(`${evening.base}/api/destinations/${evening.destinations[0]}`);
      void one(`${evening.base}/api/forum/comments`, {
        method: 'POST',
        headers: evening.writers[0]!.headers,
        body: JSON.stringify({ postId: evening.postIds[0], content: 'Probe comment during the outage' }),
      });
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop(): Promise<OutageProbe> {
      running = false;
      await loop;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const byStatus: Record<string, number> = {};
      for (const sample of samples) byStatus[sample.status] = (byStatus[sample.status] ?? 0) + 1;
      return {
        requests: samples.length,
        byStatus,
        maxMs: round(sorted[sorted.length - 1] ?? 0),
        p99Ms: round(percentile(sorted, 0.99)),
        withoutRetryAfter: samples.filter((sample) => !sample.retryAfter).length,
      };
    },
  };
}

/** Sign-ups appended by SQL up to EVENTS in all, 20,000 per transaction; answers the seconds it took. */
async function fill(pool: pg.Pool): Promise<number> {
  const started = performance.now();
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events');
  let missing = EVENTS - Number(rows[0]!.n);
  let next = 0;
  while (missing > 0) {
    const count = Math.min(20_000, missing);
    await pool.query(
      `WITH n AS (SELECT $1::int + g AS i FROM generate_series(0, $2::int - 1) g),
       s AS (INSERT INTO es.streams (stream_id, revision) SELECT 'waitlist-fill-' || i, 0 FROM n RETURNING stream_id)
       INSERT INTO es.events (event_id, stream_id, revision, type, schema_version, data, metadata)
       SELECT gen_random_uuid(), 'waitlist-fill-' || i, 0, 'WaitlistJoined', 1,
              jsonb_build_object('email', 'fill.' || i || '@example.com', 'name', 'Fill' || i || ' Example',
                                 'isFrequentTraveler', i % 2 = 0, 'company', NULL, 'role', NULL),
              jsonb_build_object('correlationId', gen_random_uuid(), 'causationId', gen_random_uuid(), 'actorId', NULL,
                                 'actorRole', 'anonymous', 'occurredAt', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
       FROM n`,
      [next, count],
    );
    next += count;
    missing -= count;
  }
  return round((performance.now() - started) / 1000, 1);
}

/** Runs the projector until every projection has folded the whole log, then stops it. */
async function catchUp(pool: pg.Pool, url: string, workDir: string): Promise<void> {
  const projector = startProcess(workDir, 'o-projector', 'apps/projector/dist/main.js', {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
  });
  try {
    await until(
      async () => {
        const { rows } = await pool.query<{ behind: number }>(
          `SELECT count(*)::int AS behind FROM projector.checkpoints c
           WHERE c.projection NOT LIKE '%#build' AND c.read_schema LIKE 'rm\\_%' AND EXISTS (
             SELECT 1 FROM es.events e WHERE e.type = ANY (c.event_types)
               AND (e.transaction_id, e.position) > (c.commit_position::text::xid8, c.prepare_position))`,
        );
        return rows[0]!.behind === 0;
      },
      600_000,
      'the projector folding the filled log',
    );
  } finally {
    await stopProcess(projector);
  }
}

async function runTool(script: string, args: readonly string[], databaseUrl: string, ledger?: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'apps/projector/dist/backup', script), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...(ledger ? { ERASURE_LEDGER: ledger } : {}) },
    maxBuffer: 64 * 1024 * 1024,
  });
}
