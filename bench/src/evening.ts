/**
 * What bench (h) and the soak share: the built API and projector on 127.0.0.1 with the reference
 * data and the sample content imported, fifty writers signed in, and what they write to (the
 * sample posts, fifty destinations, a tip); afterwards, the reconciliation of what was accepted
 * with the read models.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { edgeConfig, nginxBinary } from '@safetrails/infra';
import type pg from 'pg';
import { type Accepted, PERSONAS, WRITERS, firstTip, run } from './load-traffic';
import {
  BENCH_DESTINATIONS_FROM,
  ROOT,
  freePort,
  signIn,
  startProcess,
  stopProcess,
  until,
  waitForProjectorIdle,
  type Writer,
} from './support';

export interface Evening {
  /** Where the readers and writers go: the API, or the edge in front of the replicas. */
  readonly base: string;
  readonly api: ChildProcess;
  /** Every API replica (one without `cluster`). */
  readonly apis: readonly ChildProcess[];
  /** The nginx edge in front of the replicas (with `cluster`). */
  readonly edge: ChildProcess | null;
  /** Each replica's own address, in the order of `apis` (the edge's upstreams). */
  readonly apiBases: readonly string[];
  readonly projector: ChildProcess;
  /** The processes to stop, in the order started. */
  readonly children: readonly ChildProcess[];
  /** The environment both processes run with (the rebuild tool takes it too). */
  readonly env: Record<string, string>;
  readonly writers: readonly Writer[];
  readonly destinations: readonly number[];
  readonly postIds: readonly string[];
  readonly tipId: string;
}

export interface EveningOptions {
  /** Node's arguments for the API and the projector (the soak's probe). */
  readonly nodeArgs?: (part: 'api' | 'projector') => readonly string[];
  readonly extraEnv?: (part: 'api' | 'projector') => Record<string, string>;
  /**
   * The production shape (bench (n)): this many API replicas behind the nginx edge of
   * docker-compose.yml (infra/src/cluster.ts), instead of one API reached directly.
   */
  readonly cluster?: { readonly replicas: number };
}

export async function startEvening(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
  name: string,
  options: EveningOptions = {},
): Promise<Evening> {
  const children: ChildProcess[] = [];
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    SAMPLE_DATA: 'true',
    ADVISORY_REFRESH_HOURS: '0',
    // Fifty writers and the readers share one address here: the limits are not what is measured.
    RATE_LIMIT_FACTOR: '100000',
  };
  try {
    const projector = startProcess(
      workDir,
      `${name}-projector`,
      'apps/projector/dist/main.js',
      { ...env, ...options.extraEnv?.('projector') },
      { nodeArgs: options.nodeArgs?.('projector') },
    );
    children.push(projector);
    log('  importing the reference data and the sample content (idempotent)');
    await run(process.execPath, [`${ROOT}/apps/api/dist/seed/seed.cli.js`], {
      env: { ...process.env, ...env, NODE_ENV: 'development', COOKIE_SECRET: randomBytes(32).toString('base64url') },
      maxBuffer: 64 * 1024 * 1024,
    });
    const replicas = options.cluster?.replicas ?? 1;
    const ports = await Promise.all(Array.from({ length: replicas }, () => freePort()));
    // One secret for every replica: a session signed by one is read by the others.
    const cookieSecret = randomBytes(32).toString('base64url');
    const apis = ports.map((port, index) => {
      const api = startProcess(
        workDir,
        replicas > 1 ? `${name}-api-${index + 1}` : `${name}-api`,
        'apps/api/dist/main.js',
        {
          ...env,
          // Development sign-in gives the fifty writers their sessions.
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          COOKIE_SECRET: cookieSecret,
          REQUEST_STAGE_TIMING: 'true',
          // Behind the edge, which sets X-Forwarded-For (as compose's api service is).
          ...(options.cluster ? { TRUST_PROXY: 'true' } : {}),
          ...options.extraEnv?.('api'),
        },
        {
          // Diagnosis: BENCH_API_NODE_ARGS='--prof' leaves a V8 tick log of the API in the working directory.
          nodeArgs: [
            ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
            ...(options.nodeArgs?.('api') ?? []),
          ],
        },
      );
      children.push(api);
      return api;
    });
    const api = apis[0]!;
    for (const port of ports)
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/health`)).status === 200,
        120_000,
        'the API and projector ready',
      );
    const edge = options.cluster ? await startEdge(workDir, ports, children) : null;
    const port = edge?.port ?? ports[0]!;
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/health`)).status === 200, 120_000, 'the API and projector ready');
    // Nothing left of the import folding while it is measured (/health says up from a lag of 1,000).
    await waitForProjectorIdle(`${base}/health`);

    const listed = (await (await fetch(`${base}/api/destinations?limit=80`)).json()) as { id: number }[];
    const destinations = listed
      .map((destination) => destination.id)
      .filter((id) => id < BENCH_DESTINATIONS_FROM)
      .slice(0, 50);
    const posts = (await (await fetch(`${base}/api/forum/posts`)).json()) as { items: { id: string }[] };
    const postIds = posts.items.map((post) => post.id);
    if (postIds.length === 0 || destinations.length === 0)
      throw new Error('the sample content is missing: no post or destination');
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) => signIn(base, PERSONAS[index % 3]!)),
    );
    const tipId = await firstTip(base, writers[0]!, destinations);
    const apiBases = ports.map((apiPort) => `http://127.0.0.1:${apiPort}`);
    return {
      base,
      api,
      apis,
      edge: edge?.process ?? null,
      apiBases,
      projector,
      children,
      env,
      writers,
      destinations,
      postIds,
      tipId,
    };
  } catch (error) {
    // The caller stops nothing it was not given.
    for (const child of children.reverse()) await stopProcess(child);
    throw error;
  }
}

/** The nginx edge of docker-compose.yml in front of the replicas (infra/src/cluster.ts): its port. */
async function startEdge(
  workDir: string,
  apiPorts: readonly number[],
  children: ChildProcess[],
): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const dir = path.join(workDir, 'edge');
  await mkdir(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, edgeConfig({ port, apiPorts, dir }));
  const logFd = openSync(path.join(workDir, 'edge.log'), 'a');
  const edge = spawn(nginxBinary(), ['-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  children.push(edge);
  // A process that could not start is an error to report, not an event to crash on (the caller
  // then stops what it started).
  let failed: Error | null = null;
  edge.once('error', (error) => (failed = error));
  edge.once('exit', (code, signal) => (failed ??= new Error(`it exited (${signal ?? `code ${code}`})`)));
  await until(
    async () => failed !== null || (await fetch(`http://127.0.0.1:${port}/edge-health`)).ok,
    30_000,
    'the edge (nginx)',
  );
  if (failed) throw new Error(`the edge (nginx) did not start: ${String(failed)}`);
  return { port, process: edge };
}

/** What a writer's page asks first: its CSRF token, on the connection its writes then use. */
export async function openPage(base: string, writer: Writer): Promise<void> {
  const response = await fetch(`${base}/api/csrf-token`, { headers: writer.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`a writer's page answered ${response.status}`);
}

export async function voteEvents(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM es.events WHERE type = 'SafetyTipVoted'`);
  return Number(rows[0]!.count);
}

/** How many of the accepted comments and ratings the read models hold. */
export async function reconcile(pool: pg.Pool, accepted: Accepted): Promise<{ comments: number; ratings: number }> {
  const comments = await pool.query<{ count: string }>(
    'SELECT count(*) FROM rm_forum.comments WHERE comment_id = ANY($1::uuid[])',
    [accepted.comments],
  );
  const ratings = await pool.query<{ count: string }>(
    'SELECT count(*) FROM rm_destinations.ratings WHERE rating_id = ANY($1::uuid[])',
    [accepted.ratings],
  );
  return { comments: Number(comments.rows[0]!.count), ratings: Number(ratings.rows[0]!.count) };
}
