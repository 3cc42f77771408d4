/**
 * The readers of bench (h): three autocannon runs side by side, one per kind of page, so each route
 * has its own figures, in a worker thread of their own.
 *
 * A request's time is taken when the load generator's event loop handles its answer. In one loop
 * with the readers' 1,500 answers a second, a writer's answer could wait behind them (that loop was
 * late by up to 119-215 ms in (n)), and a browser never shares its loop with forty other clients.
 * In their own thread the readers no longer wait on the writers either, so they send a little more
 * (about a tenth more requests a second in (n)). The writers' loop is still late at times, by up to
 * 120-150 ms: on a machine this busy every thread waits for a core (docs/BENCHMARKS.md (n)).
 * load.bench.ts reports the writers' loop delay.
 */
import autocannon from 'autocannon';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  EVENING,
  type Pace,
  perWindow,
  READ_CONNECTIONS,
  type RouteFigures,
  type Sample,
  windows,
} from './load-traffic';
import { round } from './support';

const SEARCHES = ['Lisbon', 'bengaluru', 'Den Haag', 'krakow', 'Rio', 'Tokyo', 'paris', 'Mexico', 'Nairobi', 'Hanoi'];

interface ReadersData {
  readonly role: 'readers';
  readonly base: string;
  readonly destinations: readonly number[];
  readonly pace: Pace;
}

export interface Readers {
  /**
   * Starts the readers at `t0` (performance.now() of this thread), the instant the writers start;
   * their figures once they are done.
   */
  start(t0: number): Promise<RouteFigures[]>;
}

/**
 * The readers' thread, started and ready (autocannon loaded), waiting for `start`: a thread takes
 * a while to start, and the load's first instant must be the same for readers and writers.
 */
export async function prepareReaders(
  base: string,
  destinations: readonly number[],
  pace: Pace = EVENING,
): Promise<Readers> {
  const data: ReadersData = { role: 'readers', base, destinations, pace };
  const worker = new Worker(__filename, { workerData: data });
  const ended = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the readers' thread ended (code ${code}) without its figures`)));
  });
  await Promise.race([new Promise((resolve) => worker.once('message', resolve)), ended]);
  return {
    start(t0) {
      const figures = new Promise<RouteFigures[]>((resolve) => worker.once('message', resolve));
      // Threads have clocks of their own: the instant goes as milliseconds since the epoch.
      worker.postMessage(performance.timeOrigin + t0);
      return Promise.race([figures, ended]);
    },
  };
}

async function readInThisThread({ base, destinations, pace }: ReadersData, startedAt: number): Promise<RouteFigures[]> {
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
    groups.map(async ([, requests], index) => {
      const options: autocannon.Options = {
        url: base,
        connections: Math.ceil(READ_CONNECTIONS / groups.length),
        duration: pace.durationS,
        requests,
        ...(pace.readsPerSecond ? { overallRate: Math.round(pace.readsPerSecond / groups.length) } : {}),
      };
      const instance = autocannon(options);
      // The tracker autocannon returns is both a promise of the result and an event emitter.
      (instance as unknown as NodeJS.EventEmitter).on(
        'response',
        (_client: unknown, _status: number, _bytes: number, ms: number) => {
          samples[index]!.push({ startedMs: performance.timeOrigin + performance.now() - ms - startedAt, ms });
        },
      );
      // Outside the main thread autocannon answers with its histograms encoded, as its own workers
      // do, and leaves the summing up to the caller.
      return aggregated(await instance, options);
    }),
  );
  return results.map((result, index) => ({
    route: groups[index]![0],
    requests: result.requests.total,
    perSecond: round(result.requests.total / pace.durationS, 1),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    ...windows(samples[index]!),
    ...perWindow(samples[index]!, pace),
    errors5xx: result['5xx'] + result.errors + result.timeouts,
  }));
}

/** autocannon's `aggregateResult`, which its type definitions leave out. */
function aggregated(result: autocannon.Result, options: autocannon.Options): autocannon.Result {
  const withAggregate = autocannon as unknown as {
    aggregateResult(this: void, results: autocannon.Result[], options: autocannon.Options): autocannon.Result;
  };
  return withAggregate.aggregateResult([result], options);
}

if (!isMainThread && (workerData as Partial<ReadersData> | null)?.role === 'readers') {
  const port = parentPort!;
  port.once('message', (startedAt: number) => {
    void readInThisThread(workerData as ReadersData, startedAt).then(
      (figures) => port.postMessage(figures),
      (error: unknown) => {
        throw error;
      },
    );
  });
  port.postMessage('ready');
}
