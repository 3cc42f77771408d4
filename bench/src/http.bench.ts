/**
 * (c) The request path: GET /api/destinations/{Paris} through Nest, requests per second, vs a bare
 * Fastify route running the same read-model query (bench/src/bare-fastify.ts).
 *
 * The reference data is imported first through the seed's commands (official advice, the GeoNames
 * catalogue), as `npm start` does. The API and the projector run as production runs them: the
 * compiled dist entry points, in their own processes, NODE_ENV=production, the default
 * LOG_LEVEL=info, logging to files. autocannon drives one server at a time from this process, same
 * settings for both, in slices taken in turn (AB BA), so a burst of other work on the machine falls
 * on both alike; every answer is checked against the body the API served first. CPU use per request
 * is read from /proc: unlike requests per second it does not depend on who else wanted the cores.
 *
 * Then a third API process with REQUEST_STAGE_TIMING=true answers the same read for a few seconds,
 * one request at a time, and its /metrics give the time per request of each stage (apps/api/src/platform/metrics/
 * stage-timing.ts): where the time goes between Fastify and the read model.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import {
  freePort,
  machineCpuSeconds,
  processCpuSeconds,
  round,
  waitForProjectorIdle,
  startProcess,
  stopProcess,
} from './support';
import { breakdown, stageSeconds, type StageBreakdown } from './api-metrics';

export interface HttpMeasurement {
  readonly target: string;
  readonly requests: number;
  readonly requestsPerSecond: number;
  /** The worst p99 of the slices. */
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly mismatches: number;
  /** Server process CPU time per request, microseconds. */
  readonly serverCpuMicrosPerRequest: number;
  /** CPU used while measuring, 100 = one core: the server, autocannon (this process), everything else. */
  readonly serverCpuPercent: number;
  readonly clientCpuPercent: number;
  readonly otherCpuPercent: number;
}

export interface HttpBenchResult {
  readonly connections: number;
  readonly warmUpSeconds: number;
  readonly sliceSeconds: number;
  readonly slicesPerTarget: number;
  readonly path: string;
  readonly bodyBytes: number;
  readonly contentType: string;
  readonly api: HttpMeasurement;
  readonly bare: HttpMeasurement;
  /** api / bare requests per second, at the default LOG_LEVEL=info. */
  readonly ratio: number;
  /** Microseconds per request in each stage of the API's request path (REQUEST_STAGE_TIMING=true). */
  readonly stages: StageBreakdown;
}

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** 2 x 5 s = 10 s measured per target. */
const SLICE_SECONDS = 5;
const ROUNDS = 1;
/** Paris, by its GeoNames id: a destination with its country's advice from five governments. */
const PATH = '/api/destinations/2988507';
const STAGE_SECONDS = 4;

interface Target {
  readonly name: string;
  readonly child: ChildProcess;
  readonly url: string;
}

interface Totals {
  requests: number;
  seconds: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  mismatches: number;
  serverCpu: number;
  clientCpu: number;
  machineCpu: number;
}

export async function httpBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<HttpBenchResult> {
  const children: ChildProcess[] = [];
  const start = (name: string, script: string, env: Record<string, string>, ipc = false): ChildProcess => {
    const child = startProcess(
      workDir,
      name,
      script,
      { NODE_ENV: 'production', DATABASE_URL: databaseUrl, ...env },
      { ipc },
    );
    children.push(child);
    return child;
  };
  const cookieSecret = randomBytes(32).toString('base64url');
  const startApi = async (name: string, env: Record<string, string> = {}): Promise<Target> => {
    const port = await freePort();
    const child = start(name, 'apps/api/dist/main.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      COOKIE_SECRET: cookieSecret,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ADVISORY_REFRESH_HOURS: '0',
      ...env,
    });
    await waitForHealth(`http://127.0.0.1:${port}/health`, child);
    return { name, child, url: `http://127.0.0.1:${port}${PATH}` };
  };

  try {
    start('projector', 'apps/projector/dist/main.js', { LOG_LEVEL: 'info' });
    log('  importing the reference data through commands (official advice, GeoNames catalogue)...');
    const seeded = process.hrtime.bigint();
    await runToEnd(start('seed', 'apps/api/dist/seed/seed.cli.js', { COOKIE_SECRET: cookieSecret }));
    log(`  imported in ${round(Number(process.hrtime.bigint() - seeded) / 1e9, 1)} s`);
    const api = await startApi('api (Nest, LOG_LEVEL=info)');
    // Nothing else folding in the background while it is measured: the catalogue's 26,000 cities
    // are still being projected when /health first says up (it allows a lag of 1,000 events).
    const idle = process.hrtime.bigint();
    await waitForProjectorIdle(new URL('/health', api.url).toString());
    log(`  projector idle after ${round(Number(process.hrtime.bigint() - idle) / 1e9, 1)} s more`);

    const response = await fetch(api.url);
    const body = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok) throw new Error(`GET ${PATH} answered ${response.status}: ${body}`);
    log(`  ${PATH} -> ${contentType}, ${body.length} bytes`);

    const bareChild = start('bare-fastify', 'bench/dist/bench/src/bare-fastify.js', {}, true);
    const barePort = await new Promise<number>((resolve, reject) => {
      bareChild.once('message', (message: { port: number }) => resolve(message.port));
      bareChild.once('exit', (code) => reject(new Error(`bare-fastify exited (${code}) before listening`)));
    });
    const bare: Target = { name: 'bare fastify', child: bareChild, url: `http://127.0.0.1:${barePort}${PATH}` };

    const targets = [api, bare];
    const totals = new Map<Target, Totals>(
      targets.map((target) => [
        target,
        {
          requests: 0,
          seconds: 0,
          p99Ms: 0,
          non2xx: 0,
          errors: 0,
          mismatches: 0,
          serverCpu: 0,
          clientCpu: 0,
          machineCpu: 0,
        },
      ]),
    );
    for (const target of targets)
      await autocannon({ url: target.url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
    for (let pass = 0; pass < ROUNDS; pass++) {
      for (const target of [...targets, ...[...targets].reverse()]) await slice(target, body, totals.get(target)!);
    }

    const [nest, baseline] = targets.map((target) => summarise(target.name, totals.get(target)!)) as [
      HttpMeasurement,
      HttpMeasurement,
    ];
    for (const measurement of [nest, baseline]) log(describe(measurement));
    await stopProcess(api.child);
    await stopProcess(bareChild);

    const timed = await startApi('api (stage timing)', { REQUEST_STAGE_TIMING: 'true' });
    // One connection: each stage's time is its own work, not time spent queued behind other requests.
    await autocannon({ url: timed.url, connections: 1, duration: WARM_UP_SECONDS });
    const before = await stageSeconds(timed.url);
    await autocannon({ url: timed.url, connections: 1, duration: STAGE_SECONDS });
    const stages = breakdown(before, await stageSeconds(timed.url));
    log(
      `  stages, µs per request: ${Object.entries(stages.microsPerRequest)
        .map(([stage, micros]) => `${stage} ${micros}`)
        .join(', ')}`,
    );
    return {
      connections: CONNECTIONS,
      warmUpSeconds: WARM_UP_SECONDS,
      sliceSeconds: SLICE_SECONDS,
      slicesPerTarget: 2 * ROUNDS,
      path: PATH,
      bodyBytes: Buffer.byteLength(body),
      contentType,
      api: nest,
      bare: baseline,
      ratio: round(nest.requestsPerSecond / baseline.requestsPerSecond, 3),
      stages,
    };
  } finally {
    await Promise.all(children.map(stopProcess));
  }
}

/** One measured slice against one target, added to its totals. */
async function slice(target: Target, body: string, totals: Totals): Promise<void> {
  const pid = target.child.pid!;
  const serverBefore = processCpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const machineBefore = machineCpuSeconds();
  // expectBody: every answer is checked against the body the API served first.
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: SLICE_SECONDS,
    expectBody: body,
  });
  const client = process.cpuUsage(clientBefore);
  totals.serverCpu += processCpuSeconds(pid) - serverBefore;
  totals.clientCpu += (client.user + client.system) / 1e6;
  totals.machineCpu += machineCpuSeconds() - machineBefore;
  totals.requests += result.requests.total;
  totals.seconds += result.duration;
  totals.p99Ms = Math.max(totals.p99Ms, result.latency.p99);
  totals.non2xx += result.non2xx;
  totals.errors += result.errors;
  totals.mismatches += result.mismatches;
}

function summarise(target: string, totals: Totals): HttpMeasurement {
  const percent = (cpuSeconds: number) => round((cpuSeconds / totals.seconds) * 100);
  return {
    target,
    requests: totals.requests,
    requestsPerSecond: round(totals.requests / totals.seconds),
    p99Ms: totals.p99Ms,
    non2xx: totals.non2xx,
    errors: totals.errors,
    mismatches: totals.mismatches,
    serverCpuMicrosPerRequest: round((totals.serverCpu / totals.requests) * 1e6, 1),
    serverCpuPercent: percent(totals.serverCpu),
    clientCpuPercent: percent(totals.clientCpu),
    otherCpuPercent: Math.max(0, percent(totals.machineCpu - totals.serverCpu - totals.clientCpu)),
  };
}

function describe(m: HttpMeasurement): string {
  const problems =
    m.non2xx + m.errors + m.mismatches > 0
      ? ` (non-2xx ${m.non2xx}, errors ${m.errors}, body mismatches ${m.mismatches})`
      : '';
  return (
    `  ${m.target}: ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms, ${m.serverCpuMicrosPerRequest} µs server CPU/request; ` +
    `CPU: server ${m.serverCpuPercent} %, autocannon ${m.clientCpuPercent} %, other ${m.otherCpuPercent} %${problems}`
  );
}

/** Waits for a child process (the seed) to finish, and fails if it did not succeed. */
async function runToEnd(child: ChildProcess): Promise<void> {
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed exited with ${code}; see its log`);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited during start-up (${child.exitCode}); see its log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s`);
}
