/**
 * The soak (`npm run bench -- soak`, not in the default run): bench (h)'s evening for 20 minutes at
 * half its rate (reads at a set rate, fifty writers each starting a request every 333 ms, 200 open
 * event streams), with a probe in the API and the projector (probe.ts) writing their memory and
 * event-loop delay every 10 s. Afterwards, as in (h): no 5xx, every accepted comment and rating in
 * the read models. A minute's warm-up at the same pace comes first, measured apart (its 5xx and writes
 * still count). Flat means the last quarter's mean within 10% of the first quarter's, for the
 * API's and the projector's resident memory and event-loop delay; a chart of both is written to
 * bench/soak.svg. SOAK_MINUTES shortens it for a trial (the quarters shrink with it).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPage, reconcile, startEvening, voteEvents } from './evening';
import { STREAMS, writeLoad, type Pace, type RouteFigures } from './load-traffic';
import { openStreams, type StreamFigures } from './stream-load';
import { prepareReaders } from './read-load';
import { soakChart, type ProbeLine } from './soak-chart';
import { ROOT, round, stopProcess, until } from './support';

/** Half of (h)'s 2,000 requests a second: reads at 850/s, writes about 150/s. */
const READS_PER_SECOND = 850;
const WRITER_INTERVAL_MS = 333;
const PROBE_EVERY_MS = 10_000;
const WARM_UP_S = 60;
export const SOAK_CHART = path.join(ROOT, 'bench', 'soak.svg');

export interface Drift {
  readonly first: number;
  readonly last: number;
  /** last / first - 1: within ±0.1 is flat. */
  readonly change: number;
}

export interface SoakPart {
  readonly part: 'API' | 'projector';
  readonly rssMiB: Drift;
  readonly delayMeanMs: Drift;
  readonly samples: readonly ProbeLine[];
}

export interface SoakBenchResult {
  readonly minutes: number;
  readonly routes: readonly RouteFigures[];
  readonly errors5xx: number;
  readonly accepted: { readonly comments: number; readonly ratings: number; readonly votes: number };
  readonly reconciled: { readonly comments: number; readonly ratings: number };
  readonly streams: StreamFigures;
  readonly parts: readonly SoakPart[];
}

export async function soakBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<SoakBenchResult> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 20);
  const probeFile = (part: string) => path.join(workDir, `soak-probe-${part}.jsonl`);
  const evening = await startEvening(databaseUrl, workDir, log, 'soak', {
    nodeArgs: () => ['--require', path.join(__dirname, 'probe.js')],
    extraEnv: (part) => ({ PROBE_FILE: probeFile(part), PROBE_EVERY_MS: String(PROBE_EVERY_MS) }),
  });
  const { base, writers, destinations, postIds, tipId } = evening;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const votesBefore = await voteEvents(pool);
    const streams = await openStreams(base, STREAMS);
    await Promise.all(writers.map((writer) => openPage(base, writer)));
    const pace: Pace = {
      durationS: Math.round(minutes * 60),
      readsPerSecond: READS_PER_SECOND,
      writerIntervalMs: WRITER_INTERVAL_MS,
      windowS: Math.max(10, Math.round((minutes * 60) / 20)),
    };
    // The warm-up and the soak share who rated what, so no rating replaces an earlier one.
    const rated = new Set<string>();
    const runLoad = async (part: Pace) => {
      const readers = await prepareReaders(base, destinations, part);
      const t0 = performance.now();
      const deadline = Date.now() + part.durationS * 1000;
      return Promise.all([
        readers.start(t0),
        writeLoad(base, writers, { postIds, tipId, destinations, rated }, deadline, t0, part),
      ]);
    };
    log(
      `  ${minutes} minutes: ${READS_PER_SECOND} reads/s, ${writers.length} writers every ${WRITER_INTERVAL_MS} ms, ${STREAMS} event streams`,
    );
    // A minute at the same pace first, its figures apart: the soak measures the steady evening, as
    // (h) sets its cold start apart. Its 5xx and its writes still count.
    log(`  ${WARM_UP_S} s to warm up`);
    const warm = await runLoad({ ...pace, durationS: WARM_UP_S, windowS: undefined });
    const startedAt = Date.now();
    const ticker = setInterval(
      () => log(`  ${Math.round((Date.now() - startedAt) / 60_000)} of ${minutes} minutes`),
      60_000,
    );
    const [reads, writes] = await runLoad(pace).finally(() => clearInterval(ticker));
    const streamFigures = await streams.close();

    await until(async () => (await fetch(`${base}/health`)).status === 200, 120_000, 'the projector catching up');
    const accepted = {
      comments: [...warm[1].accepted.comments, ...writes.accepted.comments],
      ratings: [...warm[1].accepted.ratings, ...writes.accepted.ratings],
      votes: warm[1].accepted.votes + writes.accepted.votes,
    };
    const reconciled = await reconcile(pool, accepted);
    const votes = (await voteEvents(pool)) - votesBefore;
    const routes = [...reads, ...writes.routes];
    const errors5xx = [...warm[0], ...warm[1].routes, ...routes].reduce((sum, route) => sum + route.errors5xx, 0);
    const parts: SoakPart[] = [];
    for (const [part, file] of [
      ['API', probeFile('api')],
      ['projector', probeFile('projector')],
    ] as const) {
      // Only the lines written while the load ran: the start (import, sign-in) is not the soak.
      const samples = (await probeLines(file))
        .filter((line) => line.at > startedAt && line.at <= startedAt + pace.durationS * 1000)
        .map((line) => ({ ...line, atS: round((line.at - startedAt) / 1000) }));
      parts.push({
        part,
        rssMiB: drift(samples, (line) => line.rssMiB),
        delayMeanMs: drift(samples, (line) => line.delayMeanMs),
        samples,
      });
    }
    for (const route of routes)
      log(
        `  ${route.route}: ${route.requests} requests, ${route.perSecond}/s, p99 ${route.p99Ms} ms; ` +
          `p99 by window ${route.windows?.map((window) => window.p99Ms).join(', ') ?? '-'}; ${route.errors5xx} 5xx`,
      );
    for (const part of parts)
      log(
        `  ${part.part}: resident memory ${part.rssMiB.first} -> ${part.rssMiB.last} MiB (${percent(part.rssMiB.change)}), ` +
          `event-loop delay ${part.delayMeanMs.first} -> ${part.delayMeanMs.last} ms (${percent(part.delayMeanMs.change)})`,
      );
    log(
      `  accepted ${accepted.comments.length} comments, ${accepted.ratings.length} ratings, ` +
        `${accepted.votes} votes (the warm-up's with them); in the read models ${reconciled.comments}, ${reconciled.ratings}, ${votes} vote events`,
    );
    await writeFile(SOAK_CHART, soakChart(parts, minutes));
    log(`  chart: ${path.relative(process.cwd(), SOAK_CHART)}`);
    return {
      minutes,
      routes,
      errors5xx,
      accepted: { comments: accepted.comments.length, ratings: accepted.ratings.length, votes: accepted.votes },
      reconciled,
      streams: streamFigures,
      parts,
    };
  } finally {
    await pool.end();
    for (const child of [...evening.children].reverse()) await stopProcess(child);
  }
}

async function probeLines(file: string): Promise<Omit<ProbeLine, 'atS'>[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Omit<ProbeLine, 'atS'>);
}

/** The mean of the first quarter of the samples and of the last quarter. */
export function drift(samples: readonly ProbeLine[], value: (line: ProbeLine) => number): Drift {
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const mean = (part: readonly ProbeLine[]) => part.reduce((sum, line) => sum + value(line), 0) / part.length;
  const first = mean(samples.slice(0, quarter));
  const last = mean(samples.slice(-quarter));
  return { first: round(first, 1), last: round(last, 1), change: first > 0 ? round(last / first - 1, 3) : 0 };
}

function percent(change: number): string {
  return `${change >= 0 ? '+' : ''}${round(change * 100, 1)}%`;
}
