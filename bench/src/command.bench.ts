/**
 * (l) Commands that do not reread history: a traveller's rating through the API on a destination
 * whose stream holds 10,000 events, against the same on a destination whose stream is new (its
 * registration only), one request at a time, alternating, so both meet the same machine. The
 * history is appended straight to the store (as (f) does); the commands go through HTTP, the
 * handler and the event store as a traveller's do. The first command on the long stream folds it
 * whole (nothing kept yet in this API process) and is reported apart: it is what every command on
 * that stream cost before the API kept folded states (folded-streams.ts).
 */
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@safetrails/event-store';
import { startEvening } from './evening';
import { appendHistory, registration, scoresOf } from './replay.bench';
import { BENCH_DESTINATIONS_FROM, percentile, round, stopProcess, until, type Writer } from './support';

const HISTORY = 10_000;
const COMMANDS = 300;
const LONG_ID = BENCH_DESTINATIONS_FROM + 101;

export interface CommandFigures {
  readonly stream: 'long' | 'new';
  readonly events: number;
  readonly commands: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface CommandBenchResult {
  readonly long: CommandFigures;
  readonly short: CommandFigures;
  /** The first command on the long stream, which folds all of it. */
  readonly firstLongMs: number;
  /** short p99 / long p99: 1 when a long stream costs what a new one does. */
  readonly ratio: number;
}

export async function commandBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<CommandBenchResult> {
  const store = new PostgresEventStore({
    connectionString: databaseUrl,
    poolSize: 2,
    applicationName: 'bench-command',
  });
  try {
    // Each run its own pair of streams: a run after another finds the earlier ones longer.
    const longId = LONG_ID + Math.floor(Math.random() * 100_000) * 2;
    const shortId = longId + 1;
    await appendHistory(store, longId, 'Long Stream Bench City', HISTORY, 'appending the long stream’s history');
    await store.append(`destination-${shortId}`, [registration(shortId, 'New Stream Bench City')], 'no_stream');

    const evening = await startEvening(databaseUrl, workDir, log, 'command');
    try {
      const { base, writers } = evening;
      await until(
        async () =>
          (await fetch(`${base}/api/destinations/${longId}`)).status === 200 &&
          (await fetch(`${base}/api/destinations/${shortId}`)).status === 200,
        300_000,
        'the projector folding the two destinations',
      );
      const firstLongMs = round(await rate(base, writers[0]!, longId, 0), 1);
      const times = { long: [] as number[], short: [] as number[] };
      for (let index = 1; index <= COMMANDS; index++) {
        const writer = writers[index % writers.length]!;
        times.long.push(await rate(base, writer, longId, index));
        times.short.push(await rate(base, writer, shortId, index));
      }
      const figures = (stream: 'long' | 'new', samples: number[], events: number): CommandFigures => {
        const sorted = [...samples].sort((a, b) => a - b);
        return {
          stream,
          events,
          commands: samples.length,
          p50Ms: round(percentile(sorted, 0.5), 1),
          p99Ms: round(percentile(sorted, 0.99), 1),
        };
      };
      const long = figures('long', times.long, HISTORY);
      const short = figures('new', times.short, 1);
      const ratio = round(short.p99Ms / long.p99Ms, 2);
      log(
        `  a rating on a stream of ${HISTORY.toLocaleString('en-US')} events: p50 ${long.p50Ms} ms, p99 ${long.p99Ms} ms ` +
          `(the first, folding it whole: ${firstLongMs} ms); on a new stream: p50 ${short.p50Ms} ms, p99 ${short.p99Ms} ms; ratio ${ratio}`,
      );
      return { long, short, firstLongMs, ratio };
    } finally {
      for (const child of [...evening.children].reverse()) await stopProcess(child);
    }
  } finally {
    await store.close();
  }
}

/** One rating, sent as the app sends it; the time to its answer. */
async function rate(base: string, writer: Writer, destinationId: number, index: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/safety/ratings`, {
    method: 'POST',
    headers: { ...writer.headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ destinationId, ...scoresOf(index) }),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`a rating on destination ${destinationId} answered ${response.status}`);
  return ms;
}
