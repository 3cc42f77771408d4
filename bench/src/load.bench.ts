/**
 * (h) A busy evening for 60 seconds, against the built API and projector on 127.0.0.1 with the
 * reference data and the sample content: readers on destinations, search and the forum (autocannon)
 * and on the event stream, while fifty signed-in writers post comments, ratings and tip votes.
 * Afterwards: no 5xx anywhere, and every comment and rating that was accepted is in the read
 * models, and still there after a rebuild of the forum and destinations read models (counts
 * reconcile exactly). A tip vote that repeats the voter's current vote is accepted and changes
 * nothing, so votes are reported as accepted and as changes (vote events), not reconciled.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import pg from 'pg';
import { cpuShares, cpuSnapshot, type CpuShare } from './cpu-shares';
import { openPage, reconcile, startEvening, voteEvents, type Evening, type EveningOptions } from './evening';
import {
  DURATION_S,
  holdConnections,
  READ_CONNECTIONS,
  type RouteFigures,
  START_S,
  STREAMS,
  WRITERS,
  routePattern,
  run,
  serverFigure,
  writeLoad,
} from './load-traffic';
import { openStreams, type StreamFigures } from './stream-load';
import { prepareReaders } from './read-load';
import { resetStatements, statementLines, stopStatements, topStatements, type StatementFigures } from './statements';
import { ROOT, stopProcess, until } from './support';
import { breakdown, cacheHits, serverP99Ms, stageSeconds, type StageBreakdown } from './api-metrics';

export interface LoadBenchResult {
  readonly seconds: number;
  readonly routes: readonly RouteFigures[];
  readonly streams: StreamFigures;
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

/** Where (h)'s evening runs and what runs beside it: bench (n) runs it on the cluster shape. */
export interface LoadShape {
  /** The processes' name in the working directory ('load' by default). */
  readonly name?: string;
  readonly evening?: EveningOptions;
  /** Once everything is up, before the streams open (the relay's backlog drained). */
  readonly before?: (evening: Evening) => Promise<void>;
  /** Beside the load, from its first instant (t0, performance.now()); awaited with it. */
  readonly alongside?: (evening: Evening, t0: number) => Promise<void>;
  /** More processes whose CPU is counted beside the API's and the projector's. */
  readonly parts?: (evening: Evening) => Record<string, number | undefined>;
  /** Whether the SQL statements' time is counted and reported (pg_stat_statements, when loaded): default true. */
  readonly statements?: boolean;
  /** After the reconciliation, before the processes stop. */
  readonly after?: (evening: Evening) => Promise<void>;
}

export async function loadBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
  shape: LoadShape = {},
): Promise<LoadBenchResult> {
  const evening = await startEvening(databaseUrl, workDir, log, shape.name ?? 'load', shape.evening);
  const { base, api, projector, writers, destinations, postIds, tipId, env } = evening;
  // The API's own stage figures come from one replica, the one no fault stops (the only one in (h)).
  const measuredApi = evening.apiBases[0]!;
  try {
    await shape.before?.(evening);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const before = { votes: await voteEvents(pool) };
      log(`  ${DURATION_S} s: ${READ_CONNECTIONS} reading connections, ${STREAMS} event streams, ${WRITERS} writers`);
      const parts = { API: api.pid, projector: projector.pid, ...shape.parts?.(evening) };
      // The evening is under way when it is measured: the 200 pages with an event stream are open,
      // and each writer's page is open on a connection held as a browser's is (and as the production
      // proxy holds its connections to the API, infra/compose/nginx.conf); the writers' connections
      // from sign-in have closed by now (the client drops one idle for 4 s). Hundreds of new
      // connections at the load's first instant would measure something else: a busy server takes
      // new connections in one per turn of its event loop (docs/BENCHMARKS.md (h)). The edge of
      // (n) holds as many connections to the replicas as the load keeps in flight, in each of its two
      // workers, whichever takes the readers' connections (holdConnections).
      const streams = await openStreams(base, STREAMS);
      await Promise.all(writers.map((writer) => openPage(base, writer)));
      await holdConnections(base, 2 * (READ_CONNECTIONS + WRITERS));
      // Measured from here: the opening of the streams and pages above is not part of the load.
      const counting = shape.statements !== false && (await resetStatements(pool));
      const [cpuBefore, stagesBefore] = [await cpuSnapshot(pool, parts), await stageSeconds(measuredApi)];
      const readers = await prepareReaders(base, destinations);
      const deadline = Date.now() + DURATION_S * 1000;
      const loadGenerator = monitorEventLoopDelay({ resolution: 10 });
      loadGenerator.enable();
      const t0 = performance.now();
      const [reads, writes] = await Promise.all([
        readers.start(t0),
        writeLoad(base, writers, { postIds, tipId, destinations }, deadline, t0),
        shape.alongside?.(evening, t0),
      ]);
      loadGenerator.disable();
      log(
        `  the writers' event loop (the readers and the streams have threads of their own), delay: ${delayFigures(loadGenerator)}`,
      );
      const [cpuAfter, stagesAfter] = [await cpuSnapshot(pool, parts), await stageSeconds(measuredApi)];
      const statements = counting ? await topStatements(pool) : [];
      if (counting) await stopStatements(pool);
      const streamFigures = await streams.close();
      const heard = Object.entries(streamFigures.byProjection).sort(([, a], [, b]) => b - a);
      log(
        `  the ${streamFigures.open} event streams heard ${streamFigures.notices} notices, ` +
          `${Math.round(streamFigures.notices / streamFigures.open / DURATION_S)} a second each: ` +
          heard.map(([projection, count]) => `${projection} ${count}`).join(', '),
      );
      const cpu = cpuShares(cpuBefore, cpuAfter);
      statementLines(statements).forEach((line) => log(line));
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
      const after = { votes: await voteEvents(pool) };
      log('  rebuilding the forum and destinations read models');
      await run(process.execPath, [`${ROOT}/apps/projector/dist/rebuild.cli.js`, 'forum', 'destinations'], {
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      });
      const rebuilt = await reconcile(pool, writes.accepted);
      await shape.after?.(evening);

      const routes = [...reads, ...writes.routes].map((route) => ({
        ...route,
        serverP99Ms: serverP99Ms(stagesBefore, stagesAfter, routePattern(route.route)),
      }));
      const errors5xx = routes.reduce((sum, route) => sum + route.errors5xx, 0);
      for (const route of routes)
        log(
          `  ${route.route}: ${route.requests} requests, ${route.perSecond}/s, p50 ${route.p50Ms} ms, p99 ${route.p99Ms} ms ` +
            `(in the API ${serverFigure(route.serverP99Ms)}; ` +
            `first ${START_S} s ${route.start?.p99Ms ?? '-'} ms over ${route.start?.requests ?? 0} ` +
            `(by second ${route.start?.bySecond.map((ms) => (Number.isNaN(ms) ? '-' : Math.round(ms))).join('/') ?? '-'}), ` +
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
    for (const child of [...evening.children].reverse()) await stopProcess(child);
  }
}

/**
 * The load generator shares the machine, and the writers' loop takes their answers' times: its own
 * delay is part of every latency it measures, so it is reported beside them. The readers and the
 * streams have threads of their own (read-load.ts, stream-load.ts).
 */
function delayFigures(histogram: IntervalHistogram): string {
  const ms = (nanoseconds: number) => `${Math.round(nanoseconds / 1e5) / 10} ms`;
  return `p50 ${ms(histogram.percentile(50))}, p99 ${ms(histogram.percentile(99))}, max ${ms(histogram.max)}`;
}
