/**
 * (e) The live channel: N browsers hold `GET /api/events` open; a traveller joins the waitlist (a
 * command, through HTTP, as the app sends it); the time from sending that request to each browser
 * receiving the `read-model-changed` notice of the waitlist projection. That path is the whole
 * chain: the command handler appends, the projector applies and notifies, the API's LISTEN
 * connection hears it and writes it to every open stream. p50 and p99 over every browser and every
 * join, at 1,000, 5,000 and 10,000 browsers (all on this machine, as the API and the projector
 * are, on one API process), with the API's resident memory per open stream.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { freePort, openEventStream, percentile, round, startProcess, stopProcess, until } from './support';

const CLIENT_COUNTS = [1_000, 5_000, 10_000] as const;
const JOINS = 20;
const JOIN_GAP_MS = 300;
/** A notice that has not reached a browser after this long counts as lost. */
const LOST_AFTER_MS = 10_000;

export interface SseMeasurement {
  readonly clients: number;
  readonly joins: number;
  readonly deliveries: number;
  readonly lost: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly connectSeconds: number;
  /** The API's resident memory with the streams open, less its memory before any stream, per stream. */
  readonly kibPerStream: number;
}

export interface SseBenchResult {
  readonly measurements: readonly SseMeasurement[];
}

interface Browser {
  readonly request: http.ClientRequest;
  /** When this browser heard each waitlist notice, in order. */
  readonly heard: number[];
}

export async function sseBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<SseBenchResult> {
  const children: ChildProcess[] = [];
  const start = (name: string, script: string, env: Record<string, string>): ChildProcess => {
    const common = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_FORMAT: 'json' };
    const child = startProcess(workDir, name, script, { ...common, ...env });
    children.push(child);
    return child;
  };
  try {
    start('sse-projector', 'apps/projector/dist/main.js', { LOG_LEVEL: 'warn' });
    const port = await freePort();
    const api = start('sse-api', 'apps/api/dist/main.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      ADVISORY_REFRESH_HOURS: '0',
      RATE_LIMIT_FACTOR: '100000',
    });
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/health`)).status < 500, 60_000, 'the API starting');

    // The API's memory before any stream: a process keeps what it grew to, so each count is
    // measured against this, not against the memory the last count's closed streams left.
    const idleKib = residentKib(api.pid!);
    const measurements: SseMeasurement[] = [];
    for (const clients of CLIENT_COUNTS) {
      const measurement = await measure(base, clients, api.pid!, idleKib);
      log(
        `  ${clients} browsers: p50 ${measurement.p50Ms} ms, p99 ${measurement.p99Ms} ms, max ${measurement.maxMs} ms ` +
          `over ${measurement.deliveries} deliveries (${measurement.lost} lost); connected in ${measurement.connectSeconds} s; ` +
          `${measurement.kibPerStream} KiB of the API's memory per open stream`,
      );
      measurements.push(measurement);
    }
    return { measurements };
  } finally {
    await Promise.all(children.map(stopProcess));
  }
}

async function measure(base: string, count: number, apiPid: number, idleKib: number): Promise<SseMeasurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const connectStarted = process.hrtime.bigint();
  const browsers = await Promise.all(Array.from({ length: count }, () => openStream(base, agent)));
  const connectSeconds = round(Number(process.hrtime.bigint() - connectStarted) / 1e9, 2);
  const kibPerStream = round((residentKib(apiPid) - idleKib) / count, 1);
  try {
    const { headers, cookie } = await csrf(base);
    const sentAt: number[] = [];
    for (let join = 0; join < JOINS; join++) {
      sentAt.push(performance.now());
      const response = await fetch(`${base}/api/core/waitlist/join`, {
        method: 'POST',
        headers: { ...headers, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `sse.${randomUUID()}@example.com`, name: 'Bench Traveller' }),
      });
      if (!response.ok) throw new Error(`the join answered ${response.status}: ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, JOIN_GAP_MS));
    }
    const deadline = Date.now() + LOST_AFTER_MS;
    while (Date.now() < deadline && browsers.some((browser) => browser.heard.length < JOINS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latencies: number[] = [];
    let lost = 0;
    for (const browser of browsers) {
      for (let join = 0; join < JOINS; join++) {
        const heard = browser.heard[join];
        if (heard === undefined) lost++;
        else latencies.push(heard - sentAt[join]!);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      clients: count,
      joins: JOINS,
      deliveries: latencies.length,
      lost,
      p50Ms: round(percentile(latencies, 0.5), 1),
      p99Ms: round(percentile(latencies, 0.99), 1),
      maxMs: round(latencies[latencies.length - 1] ?? 0, 1),
      connectSeconds,
      kibPerStream,
    };
  } finally {
    for (const browser of browsers) browser.request.destroy();
    agent.destroy();
  }
}

/** A process's resident memory (VmRSS), KiB. */
function residentKib(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) : 0;
}

/** Whether a read-model-changed notice is about the waitlist. */
function waitlistChange(data: string): boolean {
  try {
    return (JSON.parse(data) as { projection?: unknown }).projection === 'waitlist';
  } catch {
    return false;
  }
}

/** Opens one event stream and resolves once the server has answered its headers. */
async function openStream(base: string, agent: http.Agent): Promise<Browser> {
  const heard: number[] = [];
  const { request } = await openEventStream(base, agent, (notice) => {
    if (waitlistChange(notice.data)) heard.push(performance.now());
  });
  return { request, heard };
}

async function csrf(base: string): Promise<{ headers: Record<string, string>; cookie: string }> {
  const response = await fetch(`${base}/api/csrf-token`);
  const { token } = (await response.json()) as { token: string };
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  return { headers: { 'x-csrf-token': token }, cookie };
}
