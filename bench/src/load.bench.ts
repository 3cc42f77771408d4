/**
 * (h) A busy evening for 60 seconds, against the built API and projector on 127.0.0.1 with the
 * reference data and the sample content: readers on destinations, search and the forum (autocannon)
 * and on the event stream, while fifty signed-in writers post comments, ratings and tip votes.
 * Afterwards: no 5xx anywhere, and every comment and rating that was accepted is in the read
 * models, and still there after a rebuild of the forum and destinations read models (counts
 * reconcile exactly). A tip vote that repeats the voter's current vote is accepted and changes
 * nothing, so votes are reported as accepted and as changes (vote events), not reconciled.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuShares, cpuSnapshot, type CpuShare } from './cpu-shares';
import { resetStatements, topStatements, type StatementFigures } from './statements';
import {
  breakdown,
  freePort,
  percentile,
  round,
  ROOT,
  SseParser,
  stageSeconds,
  serverP99Ms,
  waitForProjectorIdle,
  cacheHits,
  startProcess,
  stopProcess,
  until,
  signIn,
  type StageBreakdown,
  type Writer,
} from './support';

const run = promisify(execFile);
const DURATION_S = 60;
const WRITERS = 50;
const READ_CONNECTIONS = 40;
const STREAMS = 200;
/** The first seconds of the load, reported apart: everything starts at once on cold caches. */
const START_S = 5;
const PERSONAS = ['traveller-beta', 'moderator', 'admin'] as const;
const SEARCHES = ['Lisbon', 'bengaluru', 'Den Haag', 'krakow', 'Rio', 'Tokyo', 'paris', 'Mexico', 'Nairobi', 'Hanoi'];

export interface RouteFigures {
  readonly route: string;
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /**
   * The p99 of the requests sent in the first `START_S` seconds, when every reader, stream and
   * writer arrives at once on cold caches, and of those sent after.
   */
  readonly start?: { readonly requests: number; readonly p99Ms: number };
  readonly after?: { readonly requests: number; readonly p99Ms: number };
  /** The API's own p99 for the route (its latency histogram's bucket: "at most"). */
  readonly serverP99Ms?: number | null;
  readonly errors5xx: number;
}

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
      const counting = await resetStatements(pool);
      const [cpuBefore, stagesBefore] = [await cpuSnapshot(pool, parts), await stageSeconds(base)];
      const deadline = Date.now() + DURATION_S * 1000;
      const t0 = performance.now();
      const streams = openStreams(base, STREAMS);
      const [reads, writes] = await Promise.all([
        readLoad(base, destinations, t0),
        writeLoad(base, writers, { postIds, tipId, destinations }, deadline, t0),
      ]);
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
            `after ${route.after?.p99Ms ?? '-'} ms over ${route.after?.requests ?? 0}), ${route.errors5xx} 5xx`,
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

function serverFigure(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return 'not measured';
  return ms === Infinity ? 'over 2,500 ms' : `at most ${ms} ms`;
}

/** "GET /api/destinations/{id}" as the API's metrics name it: "/api/destinations/:id". */
function routePattern(route: string): string {
  return route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, ':$1');
}

async function firstTip(base: string, writer: Writer, destinations: readonly number[]): Promise<string> {
  const created = await fetch(`${base}/api/safety/tips`, {
    method: 'POST',
    headers: writer.headers,
    body: JSON.stringify({
      destinationId: destinations[0],
      category: 'transportation',
      content: 'The night buses from the centre are busy and well lit until two in the morning.',
    }),
  });
  if (!created.ok) throw new Error(`a tip answered ${created.status}`);
  return ((await created.json()) as { id: string }).id;
}

/** Three autocannon runs side by side, one per kind of page, so each route has its own figures. */
async function readLoad(base: string, destinations: readonly number[], t0: number): Promise<RouteFigures[]> {
  const groups: [string, { method: 'GET'; path: string }[]][] = [
    [
      'GET /api/destinations/{id}',
      destinations.slice(0, 20).map((id) => ({ method: 'GET', path: `/api/destinations/${id}` })),
    ],
    [
      'GET /api/destinations/search',
      SEARCHES.map((q) => ({ method: 'GET', path: `/api/destinations/search?q=${encodeURIComponent(q)}` })),
    ],
    [
      'GET /api/forum/posts',
      [
        { method: 'GET', path: '/api/forum/posts' },
        { method: 'GET', path: '/api/forum/posts?sort=popular' },
      ],
    ],
  ];
  const samples = groups.map((): Sample[] => []);
  const results = await Promise.all(
    groups.map(([, requests], index) => {
      const instance = autocannon({
        url: base,
        connections: Math.ceil(READ_CONNECTIONS / groups.length),
        duration: DURATION_S,
        requests,
      });
      // The tracker autocannon returns is both a promise of the result and an event emitter.
      (instance as unknown as NodeJS.EventEmitter).on(
        'response',
        (_client: unknown, _status: number, _bytes: number, ms: number) => {
          samples[index]!.push({ startedMs: performance.now() - ms - t0, ms });
        },
      );
      return instance;
    }),
  );
  return results.map((result, index) => ({
    route: groups[index]![0],
    requests: result.requests.total,
    perSecond: round(result.requests.average, 1),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    ...windows(samples[index]!),
    errors5xx: result['5xx'] + result.errors + result.timeouts,
  }));
}

interface Sample {
  /** When the request was sent, from the start of the load. */
  readonly startedMs: number;
  readonly ms: number;
}

/** The p99 of the requests sent in the first START_S seconds and of those sent after. */
function windows(samples: readonly Sample[]): Pick<RouteFigures, 'start' | 'after'> {
  const p99Of = (part: readonly Sample[]) => ({
    requests: part.length,
    p99Ms: round(
      percentile(
        part.map((sample) => sample.ms).sort((a, b) => a - b),
        0.99,
      ),
      1,
    ),
  });
  return {
    start: p99Of(samples.filter((sample) => sample.startedMs < START_S * 1000)),
    after: p99Of(samples.filter((sample) => sample.startedMs >= START_S * 1000)),
  };
}

function figuresOf(route: string, samples: readonly Sample[], errors5xx: number): RouteFigures {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    route,
    requests: samples.length,
    perSecond: round(samples.length / DURATION_S, 1),
    p50Ms: round(percentile(sorted, 0.5), 1),
    p99Ms: round(percentile(sorted, 0.99), 1),
    ...windows(samples),
    errors5xx,
  };
}

interface Accepted {
  comments: string[];
  ratings: string[];
  votes: number;
}

async function writeLoad(
  base: string,
  writers: readonly Writer[],
  targets: { postIds: readonly string[]; tipId: string; destinations: readonly number[] },
  deadline: number,
  t0: number,
): Promise<{ routes: RouteFigures[]; accepted: Accepted }> {
  const accepted: Accepted = { comments: [], ratings: [], votes: 0 };
  const figures: Record<string, { samples: Sample[]; errors5xx: number }> = {
    'POST /api/forum/comments': { samples: [], errors5xx: 0 },
    'POST /api/safety/ratings': { samples: [], errors5xx: 0 },
    'PUT /api/safety/tips/{tipId}/vote': { samples: [], errors5xx: 0 },
  };
  // Each persona rates each destination once at most: (persona, destination) pairs are unique.
  const rated = new Set<string>();
  await Promise.all(
    writers.map(async (writer, index) => {
      const persona = PERSONAS[index % 3]!;
      let step = 0;
      while (Date.now() < deadline) {
        step += 1;
        const kind = step % 3;
        const started = performance.now();
        let route: string;
        let response: Response;
        if (kind === 0) {
          route = 'POST /api/forum/comments';
          response = await fetch(`${base}/api/forum/comments`, {
            method: 'POST',
            headers: writer.headers,
            // Spread over the forum's posts as an evening's discussions are; fifty writers on one
            // post is the contention test's case (forum.contention.int.spec.ts).
            body: JSON.stringify({
              postId: targets.postIds[(index + step) % targets.postIds.length],
              content: `Load comment ${index}-${step}`,
            }),
          });
          if (response.status === 201) accepted.comments.push(((await response.json()) as { id: string }).id);
        } else if (kind === 1) {
          const destination = targets.destinations.find((id) => !rated.has(`${persona}:${id}`));
          if (destination === undefined) continue;
          rated.add(`${persona}:${destination}`);
          route = 'POST /api/safety/ratings';
          response = await fetch(`${base}/api/safety/ratings`, {
            method: 'POST',
            headers: writer.headers,
            body: JSON.stringify({
              destinationId: destination,
              overallScore: 4,
              streetSafety: 4,
              publicTransport: 3,
              touristAreas: 5,
              nightSafety: 3,
              localAttitude: 4,
            }),
          });
          if (response.status === 201)
            accepted.ratings.push(((await response.json()) as { ratingId: string }).ratingId);
        } else {
          route = 'PUT /api/safety/tips/{tipId}/vote';
          response = await fetch(`${base}/api/safety/tips/${targets.tipId}/vote`, {
            method: 'PUT',
            headers: writer.headers,
            body: JSON.stringify({ vote: step % 2 === 0 ? 'up' : 'down' }),
          });
          if (response.ok) accepted.votes += 1;
          await response.arrayBuffer();
        }
        if (!response.bodyUsed) await response.arrayBuffer();
        figures[route]!.samples.push({ startedMs: started - t0, ms: performance.now() - started });
        if (response.status >= 500) figures[route]!.errors5xx += 1;
      }
    }),
  );
  return {
    routes: Object.entries(figures).map(([route, { samples, errors5xx }]) => figuresOf(route, samples, errors5xx)),
    accepted,
  };
}

function openStreams(base: string, count: number) {
  const controller = new AbortController();
  let notices = 0;
  let dropped = 0;
  let open = 0;
  const readers = Array.from({ length: count }, async () => {
    try {
      const response = await fetch(`${base}/api/events`, { signal: controller.signal });
      open += 1;
      const parser = new SseParser();
      const decoder = new TextDecoder();
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        notices += parser
          .push(decoder.decode(chunk, { stream: true }))
          .filter((message) => message.event === 'read-model-changed').length;
      }
    } catch {
      if (!controller.signal.aborted) dropped += 1;
    }
  });
  return {
    async close() {
      controller.abort();
      await Promise.all(readers);
      return { open, notices, dropped };
    },
  };
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
