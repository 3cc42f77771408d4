/**
 * (h) A busy evening for 60 seconds, against the built API and projector on 127.0.0.1 with the
 * reference data and the sample content: readers on destinations, search and the forum (autocannon)
 * and on the event stream, while fifty signed-in writers post comments, ratings and tip votes.
 * Afterwards: no 5xx anywhere, and every comment and rating that was accepted is in the read
 * models, and still there after a rebuild of the forum and destinations read models (counts
 * reconcile exactly). A tip vote that repeats the voter's current vote is accepted and changes
 * nothing, so votes are reported as accepted and as changes (vote events), not reconciled.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import pg from 'pg';
import { cpuShares, cpuSnapshot, type CpuShare } from './cpu-shares';
import {
  type Accepted,
  DURATION_S,
  PERSONAS,
  READ_CONNECTIONS,
  type RouteFigures,
  START_S,
  STREAMS,
  WRITERS,
  firstTip,
  openStreams,
  readLoad,
  routePattern,
  run,
  serverFigure,
  writeLoad,
} from './load-traffic';
import { resetStatements, topStatements, type StatementFigures } from './statements';
import {
  ROOT,
  breakdown,
  cacheHits,
  freePort,
  serverP99Ms,
  signIn,
  stageSeconds,
  startProcess,
  stopProcess,
  until,
  waitForProjectorIdle,
  type StageBreakdown,
  type Writer,
} from './support';

export interface LoadBenchResult {
  readonly seconds: number;
  readonly routes: readonly RouteFigures[];
  readonly streams: { readonly open: number; readonly notices: number; readonly dropped: number };
  readonly accepted: { readonly comments: number; readonly ratings: number; readonly votes: number };
  readonly reconciled: { readonly comments: number; readonly ratings: number; readonly votes: number };
  readonly afterRebuild: { readonly comments: number; readonly ratings: number };
  readonly errors5xx: number;
  /** CPU per process (API, projector, PostgreSQL by client, load generator) during the load. */
  readonly cpu: readonly CpuShare[];
  /** The API's request path under the load, stage by stage (wall time, waiting included). */
  readonly stages: StageBreakdown;
  /** The API's read caches under the load: lookups and the share answered from memory. */
  readonly caches: ReturnType<typeof cacheHits>;
  /** The SQL that took the database's time (empty without pg_stat_statements). */
  readonly statements: readonly StatementFigures[];
}

export async function loadBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<LoadBenchResult> {
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
    const projector = startProcess(workDir, 'load-projector', 'apps/projector/dist/main.js', env);
    children.push(projector);
    log('  importing the reference data and the sample content (idempotent)');
    await run(process.execPath, [`${ROOT}/apps/api/dist/seed/seed.cli.js`], {
      env: { ...process.env, ...env, NODE_ENV: 'development', COOKIE_SECRET: randomBytes(32).toString('base64url') },
      maxBuffer: 64 * 1024 * 1024,
    });
    const port = await freePort();
    const api = startProcess(
      workDir,
      'load-api',
      'apps/api/dist/main.js',
      {
        ...env,
        // Development sign-in gives the fifty writers their sessions.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
        REQUEST_STAGE_TIMING: 'true',
      },
      {
        // Diagnosis: BENCH_API_NODE_ARGS='--prof' leaves a V8 tick log of the API in the working directory.
        nodeArgs: process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean),
      },
    );
    children.push(api);
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/health`)).status === 200, 120_000, 'the API and projector ready');
    // Nothing left of the import folding while it is measured (/health says up from a lag of 1,000).
    await waitForProjectorIdle(`${base}/health`);

    const destinations = ((await (await fetch(`${base}/api/destinations?limit=50`)).json()) as { id: number }[]).map(
      (destination) => destination.id,
    );
    const posts = (await (await fetch(`${base}/api/forum/posts`)).json()) as { items: { id: string }[] };
    const postIds = posts.items.map((post) => post.id);
    if (postIds.length === 0 || destinations.length === 0)
      throw new Error('the sample content is missing: no post or destination');
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) => signIn(base, PERSONAS[index % 3]!)),
    );
    const tipId = await firstTip(base, writers[0]!, destinations);

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const before = await counts(pool);
      log(`  ${DURATION_S} s: ${READ_CONNECTIONS} reading connections, ${STREAMS} event streams, ${WRITERS} writers`);
      const parts = { API: api.pid, projector: projector.pid };
      // The evening is under way when it is measured: the 200 pages with an event stream are open,
      // and each writer's page is open on a connection held as a browser's is (and as the production
      // proxy holds its connections to the API, infra/compose/nginx.conf); the writers' connections
      // from sign-in have closed by now (the client drops one idle for 4 s). Hundreds of new
      // connections at the load's first instant would measure something else: a busy server takes
      // new connections in one per turn of its event loop (docs/BENCHMARKS.md (h)).
      const streams = await openStreams(base, STREAMS);
      await Promise.all(writers.map((writer) => openPage(base, writer)));
      // Measured from here: the opening of the streams and pages above is not part of the load.
      const counting = await resetStatements(pool);
      const [cpuBefore, stagesBefore] = [await cpuSnapshot(pool, parts), await stageSeconds(base)];
      const deadline = Date.now() + DURATION_S * 1000;
      const loadGenerator = monitorEventLoopDelay({ resolution: 10 });
      loadGenerator.enable();
      const t0 = performance.now();
      const [reads, writes] = await Promise.all([
        readLoad(base, destinations, t0),
        writeLoad(base, writers, { postIds, tipId, destinations }, deadline, t0),
      ]);
      loadGenerator.disable();
      log(`  the load generator's own event loop, delay: ${delayFigures(loadGenerator)}`);
      const [cpuAfter, stagesAfter] = [await cpuSnapshot(pool, parts), await stageSeconds(base)];
      const statements = counting ? await topStatements(pool) : [];
      const streamFigures = await streams.close();
      const cpu = cpuShares(cpuBefore, cpuAfter);
      for (const figures of statements)
        log(
          `  SQL ${Math.round(figures.share * 100)}% (${figures.calls} calls, ${figures.meanMs} ms each): ${figures.statement}`,
        );
      const stages = breakdown(stagesBefore, stagesAfter);
      const caches = cacheHits(stagesBefore, stagesAfter);
      log(`  CPU, cores busy: ${cpu.map((share) => `${share.part} ${share.cores}`).join(', ')}`);
      log(
        `  API stages, µs per request: ${Object.entries(stages.microsPerRequest)
          .map(([stage, micros]) => `${stage} ${micros}`)
          .join(', ')}`,
      );
      log(
        `  read caches, answered from memory: ${caches
          .map((cache) => `${cache.cache} ${Math.round(cache.hitShare * 100)}% of ${cache.lookups}`)
          .join(', ')}`,
      );

      // The projector catches up, then every accepted write must be in the read models.
      await until(async () => (await fetch(`${base}/health`)).status === 200, 60_000, 'the projector catching up');
      const reconciled = await reconcile(pool, writes.accepted);
      const after = await counts(pool);
      log('  rebuilding the forum and destinations read models');
      await run(process.execPath, [`${ROOT}/apps/projector/dist/rebuild.cli.js`, 'forum', 'destinations'], {
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      });
      const rebuilt = await reconcile(pool, writes.accepted);

      const routes = [...reads, ...writes.routes].map((route) => ({
        ...route,
        serverP99Ms: serverP99Ms(stagesBefore, stagesAfter, routePattern(route.route)),
      }));
      const errors5xx = routes.reduce((sum, route) => sum + route.errors5xx, 0);
      for (const route of routes)
        log(
          `  ${route.route}: ${route.requests} requests, ${route.perSecond}/s, p50 ${route.p50Ms} ms, p99 ${route.p99Ms} ms ` +
            `(in the API ${serverFigure(route.serverP99Ms)}; ` +
            `first ${START_S} s ${route.start?.p99Ms ?? '-'} ms over ${route.start?.requests ?? 0}, ` +
            `after ${route.after?.p99Ms ?? '-'} ms over ${route.after?.requests ?? 0}), ${route.errors5xx} 5xx` +
            (route.failed ? ` (no answer: ${JSON.stringify(route.failed)})` : ''),
        );
      log(
        `  accepted ${writes.accepted.comments.length} comments, ${writes.accepted.ratings.length} ratings, ` +
          `${writes.accepted.votes} votes; in the read models ${reconciled.comments}, ${reconciled.ratings}, ` +
          `${after.votes - before.votes} vote events; after a rebuild ${rebuilt.comments}, ${rebuilt.ratings}`,
      );
      return {
        seconds: DURATION_S,
        routes,
        streams: streamFigures,
        accepted: {
          comments: writes.accepted.comments.length,
          ratings: writes.accepted.ratings.length,
          votes: writes.accepted.votes,
        },
        reconciled: { comments: reconciled.comments, ratings: reconciled.ratings, votes: after.votes - before.votes },
        afterRebuild: rebuilt,
        errors5xx,
        cpu,
        stages,
        caches,
        statements,
      };
    } finally {
      await pool.end();
    }
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
  }
}

/** What a writer's page asks first: its CSRF token, on the connection its writes then use. */
async function openPage(base: string, writer: Writer): Promise<void> {
  const response = await fetch(`${base}/api/csrf-token`, { headers: writer.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`a writer's page answered ${response.status}`);
}

/**
 * The load generator shares the machine and runs readers, streams and writers on one event loop:
 * its own delay is part of every latency it measures, so it is reported beside them.
 */
function delayFigures(histogram: IntervalHistogram): string {
  const ms = (nanoseconds: number) => `${Math.round(nanoseconds / 1e5) / 10} ms`;
  return `p50 ${ms(histogram.percentile(50))}, p99 ${ms(histogram.percentile(99))}, max ${ms(histogram.max)}`;
}

async function counts(pool: pg.Pool): Promise<{ votes: number }> {
  const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM es.events WHERE type = 'SafetyTipVoted'`);
  return { votes: Number(rows[0]!.count) };
}

async function reconcile(pool: pg.Pool, accepted: Accepted): Promise<{ comments: number; ratings: number }> {
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
