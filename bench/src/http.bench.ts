/**
 * (c) GET /api/waitlist/stats requests per second vs a bare Fastify route returning the same JSON.
 *
 * The API and the projector run as production runs them: the compiled dist entry points, in their
 * own processes, NODE_ENV=production, configured by environment variables, logging to files. Two
 * API processes run: one with the default LOG_LEVEL=info (the configuration the target applies to)
 * and one with warn. The baseline is bench/src/bare-fastify.ts, also its own process, answering
 * with the body and content type the API served. autocannon drives one server at a time from this
 * process, same settings for all, in slices taken in turn (ABC CBA), so a burst of other work on
 * the machine falls on every side alike. CPU use per request is read from /proc: unlike requests
 * per second it does not depend on who else wanted the cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, machineCpuSeconds, processCpuSeconds, round } from './support';

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
  readonly body: string;
  readonly contentType: string;
  readonly apiInfo: HttpMeasurement;
  readonly apiWarn: HttpMeasurement;
  readonly bare: HttpMeasurement;
  /** apiInfo / bare: the configuration the target applies to. */
  readonly ratio: number;
  readonly ratioWarn: number;
}

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** 2 x 5 s = 10 s measured per target. */
const SLICE_SECONDS = 5;
const ROUNDS = 1;
const PATH = '/api/waitlist/stats';

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
    // A file, not a pipe to this process: writing the logs must not cost the load generator.
    const logFd = openSync(path.join(workDir, `${name}.log`), 'a');
    const child = spawn(process.execPath, [path.join(ROOT, script)], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', logFd, logFd, ...(ipc ? ['ipc' as const] : [])],
    });
    closeSync(logFd);
    children.push(child);
    return child;
  };
  const cookieSecret = randomBytes(32).toString('base64url');
  const startApi = async (logLevel: string): Promise<Target> => {
    const port = await freePort();
    const child = start(`api-${logLevel}`, 'apps/api/dist/main.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      COOKIE_SECRET: cookieSecret,
      LOG_LEVEL: logLevel,
    });
    await waitForHealth(`http://127.0.0.1:${port}/health`, child);
    return { name: `api (LOG_LEVEL=${logLevel})`, child, url: `http://127.0.0.1:${port}${PATH}` };
  };

  try {
    start('projector', 'apps/projector/dist/main.js', { LOG_LEVEL: 'info' });
    const apiInfo = await startApi('info');
    const apiWarn = await startApi('warn');

    const response = await fetch(apiInfo.url);
    const body = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok) throw new Error(`GET ${PATH} answered ${response.status}: ${body}`);
    log(`  ${PATH} -> ${contentType} ${body}`);

    const bareChild = start(
      'bare-fastify',
      'bench/dist/bench/src/bare-fastify.js',
      { BENCH_BODY: body, BENCH_CONTENT_TYPE: contentType },
      true,
    );
    const barePort = await new Promise<number>((resolve, reject) => {
      bareChild.once('message', (message: { port: number }) => resolve(message.port));
      bareChild.once('exit', (code) => reject(new Error(`bare-fastify exited (${code}) before listening`)));
    });
    const bare: Target = { name: 'bare fastify', child: bareChild, url: `http://127.0.0.1:${barePort}${PATH}` };

    const targets = [apiInfo, apiWarn, bare];
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

    const [info, warn, baseline] = targets.map((target) => summarise(target.name, totals.get(target)!)) as [
      HttpMeasurement,
      HttpMeasurement,
      HttpMeasurement,
    ];
    for (const measurement of [info, warn, baseline]) log(describe(measurement));
    return {
      connections: CONNECTIONS,
      warmUpSeconds: WARM_UP_SECONDS,
      sliceSeconds: SLICE_SECONDS,
      slicesPerTarget: 2 * ROUNDS,
      body,
      contentType,
      apiInfo: info,
      apiWarn: warn,
      bare: baseline,
      ratio: round(info.requestsPerSecond / baseline.requestsPerSecond, 3),
      ratioWarn: round(warn.requestsPerSecond / baseline.requestsPerSecond, 3),
    };
  } finally {
    await Promise.all(children.map(stop));
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

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
