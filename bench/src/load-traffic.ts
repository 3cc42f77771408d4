/**
 * The traffic of bench (h): readers on three kinds of page (read-load.ts), writers commenting, rating
 * and voting, and open event streams, each with its figures per route.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { percentile, round, type Writer } from './support';

export const run = promisify(execFile);
export const DURATION_S = 60;
export const WRITERS = 50;
export const READ_CONNECTIONS = 40;
export const STREAMS = 200;
/** The first seconds of the load, reported apart: everything starts at once on cold caches. */
export const START_S = 5;
export const PERSONAS = ['traveller-beta', 'moderator', 'admin'] as const;

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
  readonly start?: { readonly requests: number; readonly p99Ms: number; readonly bySecond: readonly number[] };
  readonly after?: { readonly requests: number; readonly p99Ms: number };
  /** The API's own p99 for the route (its latency histogram's bucket: "at most"). */
  readonly serverP99Ms?: number | null;
  /** Answers of 5xx, and requests that got no answer at all (counted in `failed` by cause too). */
  readonly errors5xx: number;
  /** Requests the load generator could not complete, by cause ("ECONNRESET", "UND_ERR_SOCKET"): a failed request, never a crash. */
  readonly failed?: Readonly<Record<string, number>>;
  /** A long run's p99 per window of `Pace.windowS` (the soak): flat, or growing. */
  readonly windows?: readonly { readonly fromS: number; readonly requests: number; readonly p99Ms: number }[];
}

/** How long the load runs and how fast: (h) runs its 60 s flat out, the soak longer at a set rate. */
export interface Pace {
  readonly durationS: number;
  /** Reads per second across all readers (autocannon's overallRate); unset: as fast as answered. */
  readonly readsPerSecond?: number;
  /** Each writer starts a request at most this often; unset: as soon as the last was answered. */
  readonly writerIntervalMs?: number;
  /** Report the p99 per window of this many seconds too. */
  readonly windowS?: number;
}

export const EVENING: Pace = { durationS: DURATION_S };

export function serverFigure(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return 'not measured';
  return ms === Infinity ? 'over 2,500 ms' : `at most ${ms} ms`;
}

/** "GET /api/destinations/{id}" as the API's metrics name it: "/api/destinations/:id". */
export function routePattern(route: string): string {
  return route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, ':$1');
}

export async function firstTip(base: string, writer: Writer, destinations: readonly number[]): Promise<string> {
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

export interface Sample {
  /** When the request was sent, from the start of the load. */
  readonly startedMs: number;
  readonly ms: number;
}

/** The p99 of the requests sent in the first START_S seconds and of those sent after. */
export function windows(samples: readonly Sample[]): Pick<RouteFigures, 'start' | 'after'> {
  const first = samples.filter((sample) => sample.startedMs < START_S * 1000);
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
    start: {
      ...p99Of(first),
      // Each second of the start on its own: when a cold start clears.
      bySecond: Array.from(
        { length: START_S },
        (_, second) => p99Of(first.filter((sample) => Math.floor(sample.startedMs / 1000) === second)).p99Ms,
      ),
    },
    after: p99Of(samples.filter((sample) => sample.startedMs >= START_S * 1000)),
  };
}

/** The p99 of each window of `pace.windowS` seconds, by when the request was sent. */
export function perWindow(samples: readonly Sample[], pace: Pace): Pick<RouteFigures, 'windows'> {
  if (!pace.windowS) return {};
  const windowMs = pace.windowS * 1000;
  const parts: number[][] = Array.from({ length: Math.ceil(pace.durationS / pace.windowS) }, () => []);
  for (const sample of samples)
    parts[Math.min(parts.length - 1, Math.floor(sample.startedMs / windowMs))]?.push(sample.ms);
  return {
    windows: parts.map((part, index) => ({
      fromS: index * pace.windowS!,
      requests: part.length,
      p99Ms: round(
        percentile(
          part.sort((a, b) => a - b),
          0.99,
        ),
        1,
      ),
    })),
  };
}

function figuresOf(
  route: string,
  samples: readonly Sample[],
  errors5xx: number,
  failed: Readonly<Record<string, number>>,
  pace: Pace,
): RouteFigures {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    route,
    requests: samples.length,
    perSecond: round(samples.length / pace.durationS, 1),
    p50Ms: round(percentile(sorted, 0.5), 1),
    p99Ms: round(percentile(sorted, 0.99), 1),
    ...windows(samples),
    ...perWindow(samples, pace),
    errors5xx,
    ...(Object.keys(failed).length > 0 ? { failed } : {}),
  };
}

/** Why a request got no answer: the socket's code under undici's "fetch failed", else the message. */
export function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export interface Accepted {
  comments: string[];
  ratings: string[];
  votes: number;
}

/** The writers' three routes, by step: a comment, a rating, a tip vote. */
const ROUTES = ['POST /api/forum/comments', 'POST /api/safety/ratings', 'PUT /api/safety/tips/{tipId}/vote'] as const;

export async function writeLoad(
  base: string,
  writers: readonly Writer[],
  targets: {
    postIds: readonly string[];
    tipId: string;
    destinations: readonly number[];
    /** (persona, destination) pairs already rated: a later load of the same run rates the others. */
    rated?: Set<string>;
  },
  deadline: number,
  t0: number,
  pace: Pace = EVENING,
): Promise<{ routes: RouteFigures[]; accepted: Accepted }> {
  const accepted: Accepted = { comments: [], ratings: [], votes: 0 };
  const figures: Record<string, { samples: Sample[]; errors5xx: number; failed: Record<string, number> }> = {
    'POST /api/forum/comments': { samples: [], errors5xx: 0, failed: {} },
    'POST /api/safety/ratings': { samples: [], errors5xx: 0, failed: {} },
    'PUT /api/safety/tips/{tipId}/vote': { samples: [], errors5xx: 0, failed: {} },
  };
  // Each persona rates each destination once at most: (persona, destination) pairs are unique, so
  // every accepted rating stays in the read model (a second one would replace the first).
  const rated = targets.rated ?? new Set<string>();
  await Promise.all(
    writers.map(async (writer, index) => {
      const persona = PERSONAS[index % 3]!;
      let step = 0;
      // Paced writers start apart, so fifty do not send in step.
      let next = performance.now() + (pace.writerIntervalMs ? (index / writers.length) * pace.writerIntervalMs : 0);
      while (Date.now() < deadline) {
        if (pace.writerIntervalMs) {
          const wait = next - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          next += pace.writerIntervalMs;
        }
        step += 1;
        const kind = step % 3;
        const started = performance.now();
        const route = ROUTES[kind]!;
        try {
          let response: Response;
          if (kind === 0) {
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
        } catch (error) {
          // No answer (a reset connection, a refused one): a failed request with its cause, and the load goes on.
          const cause = causeOf(error);
          figures[route]!.failed[cause] = (figures[route]!.failed[cause] ?? 0) + 1;
          figures[route]!.errors5xx += 1;
        }
      }
    }),
  );
  return {
    routes: Object.entries(figures).map(([route, { samples, errors5xx, failed }]) =>
      figuresOf(route, samples, errors5xx, failed, pace),
    ),
    accepted,
  };
}

/**
 * Before the measured minute: as many requests at once as the load keeps in flight, on a route no
 * read cache holds (a CSRF token). Through the edge ((n)) this leaves it holding that many
 * connections to the replicas, as it does through an evening under way (it keeps up to 256 idle per
 * worker, infra/compose/nginx.conf). Before, the readers' forty connections, new at the first
 * instant, made the edge open as many new ones to the replicas at once, which a busy Node server
 * takes in one per turn of its event loop: every route's first second was slow (reads' p99
 * 0.5-0.9 s, the forum's 1.1-1.5 s). Against one API ((h)) these connections close again after.
 */
export async function holdConnections(base: string, count: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            http
              .get(`${base}/api/csrf-token`, { agent }, (response) => {
                response.resume();
                response.on('end', () =>
                  response.statusCode === 200
                    ? resolve()
                    : reject(new Error(`/api/csrf-token answered ${response.statusCode}`)),
                );
              })
              .on('error', reject);
          }),
      ),
    );
  } finally {
    agent.destroy();
  }
}
