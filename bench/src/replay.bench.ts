/**
 * (f) The audit replay at scale: one destination whose stream holds 100,000 events (its
 * registration, then travellers' ratings, each a new traveller or a traveller changing an earlier
 * rating, one a minute), and `GET /api/destinations/{id}/score?asOf=` through the API for instants
 * at the end, the middle and near the start of that history: the time to answer, median of five.
 *
 * The events are appended straight to the store, as benchmarks (a) and (b) do: they measure the
 * read side, and 100,000 ratings through HTTP would measure the write side for minutes first. The
 * projector then folds them, writing a score snapshot every 1,000 events, and the replay starts from
 * the newest snapshot that folded nothing later than the instant.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  DestinationRegisteredData,
  NewEvent,
  RatingScores,
  SafetyRatingSubmittedData,
} from '@safetrails/contracts';
import { PostgresEventStore } from '@safetrails/event-store';
import { SNAPSHOT_EVERY } from '@safetrails/scoring';
import pg from 'pg';
import {
  BENCH_DESTINATIONS_FROM,
  freePort,
  percentile,
  progress,
  round,
  startProcess,
  stopProcess,
  until,
} from './support';

const EVENTS = 100_000;
const BATCH = 2_000;
const TRAVELLERS = Array.from({ length: 20_000 }, () => randomUUID());
const REPEATS = 5;
/** Far from any GeoNames id, so it never meets a catalogue city. */
const DESTINATION_ID = BENCH_DESTINATIONS_FROM + 1;
const FIRST_EVENT = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

export interface ReplayMeasurement {
  readonly asOf: string;
  /** How many of the stream's events the instant covers. */
  readonly eventsCovered: number;
  readonly medianMs: number;
  readonly maxMs: number;
}

export interface ReplayBenchResult {
  readonly events: number;
  readonly appendSeconds: number;
  /** Until the projector had folded them all (and written the snapshots). */
  readonly projectedSeconds: number;
  readonly measurements: readonly ReplayMeasurement[];
}

export async function replayBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<ReplayBenchResult> {
  const store = new PostgresEventStore({ connectionString: databaseUrl, poolSize: 4, applicationName: 'bench-replay' });
  let api: ChildProcess | null = null;
  let projector: ChildProcess | null = null;
  try {
    const appendStarted = process.hrtime.bigint();
    await appendHistory(store, DESTINATION_ID, 'Replay Bench City', EVENTS, 'appending the destination’s events');
    const appendSeconds = round(Number(process.hrtime.bigint() - appendStarted) / 1e9, 1);
    log(`  ${EVENTS.toLocaleString('en-US')} events appended in ${appendSeconds} s`);

    const projectStarted = process.hrtime.bigint();
    projector = startProcess(workDir, 'replay-projector', 'apps/projector/dist/main.js', {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    });
    const port = await freePort();
    api = startProcess(workDir, 'replay-api', 'apps/api/dist/main.js', {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ADVISORY_REFRESH_HOURS: '0',
    });
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/health`)).status > 0, 60_000, 'the API starting');
    // The destinations projection has folded the 100,000 events when its last snapshot is there.
    const snapshots = new pg.Client({ connectionString: databaseUrl });
    await snapshots.connect();
    try {
      const expected = Math.floor(EVENTS / SNAPSHOT_EVERY);
      await until(
        async () => {
          const { rows } = await snapshots.query<{ count: string }>(
            'SELECT count(*) FROM rm_destinations.score_snapshots WHERE destination_id = $1',
            [DESTINATION_ID],
          );
          return Number(rows[0]!.count) >= expected;
        },
        600_000,
        'the projector folding the events',
      );
    } finally {
      await snapshots.end();
    }
    const projectedSeconds = round(Number(process.hrtime.bigint() - projectStarted) / 1e9, 1);
    log(`  projected, with a score snapshot every 1,000 events, in ${projectedSeconds} s`);

    const measurements: ReplayMeasurement[] = [];
    for (const covered of [EVENTS, EVENTS / 2, 1_000]) {
      const asOf = new Date(FIRST_EVENT + (covered - 1) * MINUTE + MINUTE / 2).toISOString();
      const url = `${base}/api/destinations/${DESTINATION_ID}/score?asOf=${encodeURIComponent(asOf)}`;
      const times: number[] = [];
      for (let repeat = 0; repeat < REPEATS; repeat++) {
        const started = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as { communityRatings?: number };
        times.push(performance.now() - started);
        if (!response.ok) throw new Error(`score?asOf answered ${response.status}: ${JSON.stringify(body)}`);
      }
      times.sort((a, b) => a - b);
      const measurement = {
        asOf,
        eventsCovered: covered,
        medianMs: round(percentile(times, 0.5), 1),
        maxMs: round(times[times.length - 1]!, 1),
      };
      log(
        `  as of event ${covered.toLocaleString('en-US')}: median ${measurement.medianMs} ms, max ${measurement.maxMs} ms`,
      );
      measurements.push(measurement);
    }
    return { events: EVENTS, appendSeconds, projectedSeconds, measurements };
  } finally {
    if (api) await stopProcess(api);
    if (projector) await stopProcess(projector);
    await store.close();
  }
}

function metadata(index: number) {
  return {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actorId: null,
    actorRole: 'system' as const,
    occurredAt: new Date(FIRST_EVENT + index * MINUTE).toISOString(),
  };
}

/**
 * A destination's history appended straight to the store: its registration, then `count - 1`
 * ratings (travellers new and returning), in batches, with a progress bar.
 */
export async function appendHistory(
  store: PostgresEventStore,
  destinationId: number,
  name: string,
  count: number,
  label: string,
): Promise<void> {
  const bar = progress(label, count);
  const previous = new Map<number, { ratingId: string; scores: RatingScores }>();
  for (let from = 0; from < count; from += BATCH) {
    const events: NewEvent[] = [];
    for (let index = from; index < Math.min(count, from + BATCH); index++) {
      events.push(index === 0 ? registration(destinationId, name) : rating(index, previous));
    }
    await store.append(`destination-${destinationId}`, events, from === 0 ? 'no_stream' : BigInt(from - 1));
    bar.update(Math.min(count, from + BATCH));
  }
  bar.stop();
}

/** A destination of the benchmarks' own, far from any GeoNames id, in Paris's place. */
export function registration(destinationId: number, name: string): NewEvent {
  const data: DestinationRegisteredData = {
    destinationId,
    name,
    country: 'France',
    countryCode: 'FR',
    admin1: null,
    region: null,
    latitude: 48.85,
    longitude: 2.35,
    population: 100_000,
    image: null,
    description: null,
    baseline: null,
    baselineSource: null,
    sentiment: null,
    origin: 'bench',
  };
  return { id: randomUUID(), type: 'DestinationRegistered', schemaVersion: 1, data, metadata: metadata(0) };
}

/** The six answers of the `index`th rating, 1 to 5, varied from one rating to the next. */
export function scoresOf(index: number): RatingScores {
  const answer = (offset: number) => ((index + offset) % 5) + 1;
  return {
    overallScore: answer(0),
    streetSafety: answer(1),
    publicTransport: answer(2),
    touristAreas: answer(3),
    nightSafety: answer(4),
    localAttitude: answer(5),
  };
}

/** The `index`th rating of a destination's history: a new traveller, or one changing her rating. */
export function rating(index: number, previous: Map<number, { ratingId: string; scores: RatingScores }>): NewEvent {
  const traveller = (index * 7919) % TRAVELLERS.length;
  const scores = scoresOf(index);
  const ratingId = randomUUID();
  const data: SafetyRatingSubmittedData = {
    ratingId,
    userId: TRAVELLERS[traveller]!,
    scores,
    comment: null,
    replaces: previous.get(traveller) ?? null,
  };
  previous.set(traveller, { ratingId, scores });
  return { id: randomUUID(), type: 'SafetyRatingSubmitted', schemaVersion: 1, data, metadata: metadata(index) };
}
