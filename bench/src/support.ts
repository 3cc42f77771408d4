/** Small helpers shared by the benchmarks: ports, processes, timing, progress and the machine description. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SingleBar } from 'cli-progress';
import { KAFKA_RELAY_CHECKPOINT } from '@safetrails/contracts';

/** The repository's root, from bench/dist/bench/src. */
export const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * The benchmarks' own destinations ((f)'s city of 100,000 events, (l)'s) take ids from here, far
 * from any GeoNames id. (h) and the soak leave them out, so an evening after (f) in the whole run is
 * the same evening as (h) alone.
 */
export const BENCH_DESTINATIONS_FROM = 990_000_000;

/**
 * Starts one of the project's compiled entry points (`apps/api/dist/main.js`, say) as its own
 * process, its output going to `<workDir>/<name>.log`: a file, not a pipe to this process, so that
 * writing the logs never costs the load generator, and a failed run keeps them.
 */
export function startProcess(
  workDir: string,
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  options: { ipc?: boolean; nodeArgs?: readonly string[] } = {},
): ChildProcess {
  const logFd = openSync(path.join(workDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(ROOT, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', logFd, logFd, ...(options.ipc ? ['ipc' as const] : [])],
  });
  closeSync(logFd);
  return child;
}

/** Asks a process to stop (SIGTERM, then SIGKILL after 5 s) and waits until it has. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** Polls `check` until it is true (a throw counts as false); fails naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ports the rest of the project owns on this machine (the app and the developer's embedded PostgreSQL). */
const RESERVED_PORTS = new Set([3000, 54329]);

/** A port the kernel just handed out on loopback, never one of the project's fixed ports. */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

export function seconds(startNs: bigint): number {
  return Number(process.hrtime.bigint() - startNs) / 1e9;
}

/** Runs `operation` once per item with `concurrency` workers taking the next item; returns the seconds taken. */
export async function runConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  operation: (item: T) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await operation(items[next++]!);
    }),
  );
  return seconds(start);
}

export interface Progress {
  update(done: number): void;
  stop(): void;
}

/** A bar on a terminal; a line every 10 % otherwise (CI logs, pipes), so a long seed never looks stuck. */
export function progress(label: string, total: number): Progress {
  if (process.stdout.isTTY) {
    const bar = new SingleBar({
      format: `  ${label} [{bar}] {percentage}% {value}/{total} {eta_formatted} left`,
      hideCursor: true,
    });
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let shown = -1;
  return {
    update(done) {
      const tenth = Math.floor((done / total) * 10);
      if (tenth > shown) {
        shown = tenth;
        console.log(`  ${label}: ${done}/${total}`);
      }
    },
    stop: () => undefined,
  };
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly postgres: string;
  readonly os: string;
}

export function describeMachine(postgres: string): Machine {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim();
  return {
    cpu: model ?? os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    postgres,
    os: `${os.type()} ${os.release()}`,
  };
}

/** CPU seconds a process has used so far (user + system), from /proc; for telling who saturated a core. */
export function processCpuSeconds(pid: number): number {
  // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** CPU seconds the whole machine has spent in user and system mode, all cores (from /proc/stat). */
export function machineCpuSeconds(): number {
  const [, user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return (user! + nice! + system!) / 100; // USER_HZ
}

export function loadAverage(): number {
  return round(os.loadavg()[0]!, 2);
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The value at quantile q (0-1) of ascending `sorted`, nearest rank. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** One server-sent event as EventSource reads it: its `event` name (default "message"), `data` and `id`. */
export interface SseMessage {
  readonly event: string;
  readonly data: string;
  readonly id: string | null;
}

/**
 * Reads a stream of server-sent events as EventSource does (the HTML standard's "event stream
 * interpretation"): lines end in CR LF, LF or CR; a blank line dispatches; fields come in any order
 * (`id:` first, say); `data` lines join with LF; a line starting with `:` is a comment; a field
 * without a colon has an empty value; one leading space after the colon is dropped. Feed it chunks;
 * it returns the complete messages so far.
 */
export class SseParser {
  private buffered = '';
  private event = '';
  private data: string[] = [];
  private id: string | null = null;
  private seenData = false;

  push(chunk: string): SseMessage[] {
    this.buffered += chunk;
    const messages: SseMessage[] = [];
    let match: RegExpExecArray | null;
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    while ((match = lineEnd.exec(this.buffered)) !== null) {
      // A CR at the very end may be the first half of a CR LF still to come.
      if (match[0] === '\r' && match.index === this.buffered.length - 1) break;
      const line = this.buffered.slice(start, match.index);
      start = match.index + match[0].length;
      const message = this.line(line);
      if (message) messages.push(message);
    }
    this.buffered = this.buffered.slice(start);
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      const message = this.seenData
        ? { event: this.event || 'message', data: this.data.join('\n'), id: this.id }
        : null;
      this.event = '';
      this.data = [];
      this.seenData = false;
      return message;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') {
      this.data.push(value);
      this.seenData = true;
    } else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }
}

/** One open page's event stream, as the benchmarks hold it. */
export interface EventStream {
  readonly request: http.ClientRequest;
  /** Settles when the stream ends: the server closed it, or `request.destroy()`. */
  readonly ended: Promise<void>;
}

/**
 * Opens `/api/events` as an open page does, on `agent` (keep-alive, no socket limit: one connection
 * per stream, as each browser has its own), and hands every `read-model-changed` notice to
 * `onNotice`. Resolves once the server has answered with its headers; fails on any other status.
 */
export function openEventStream(
  base: string,
  agent: http.Agent,
  onNotice: (notice: SseMessage) => void,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let end!: () => void;
    const ended = new Promise<void>((settle) => {
      end = settle;
    });
    const request = http.get(`${base}/api/events`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        end();
        return reject(new Error(`/api/events answered ${response.statusCode}`));
      }
      response.setEncoding('utf8');
      const parser = new SseParser();
      response.on('data', (chunk: string) => {
        for (const message of parser.push(chunk)) if (message.event === 'read-model-changed') onNotice(message);
      });
      response.on('error', () => undefined);
      response.on('close', end);
      resolve({ request, ended });
    });
    request.on('error', (error) => {
      end();
      reject(error);
    });
  });
}

/** Until every projection has folded every event of its types, twice in a row a second apart. */
export async function waitForProjectorIdle(healthUrl: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let idleChecks = 0;
  while (Date.now() < deadline) {
    const health = (await (await fetch(healthUrl)).json()) as {
      info?: { projector?: { projections?: { projection: string; lag: number }[] } };
      error?: { projector?: { projections?: { projection: string; lag: number }[] } };
    };
    // The Kafka relay folds no read model, and is off in most evenings (its checkpoint left by (n)).
    const projections = (health.info?.projector?.projections ?? health.error?.projector?.projections ?? []).filter(
      (projection) => projection.projection !== KAFKA_RELAY_CHECKPOINT,
    );
    idleChecks = projections.length > 0 && projections.every((projection) => projection.lag === 0) ? idleChecks + 1 : 0;
    if (idleChecks >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the projector was still folding after ${timeoutMs / 1000} s`);
}

/** A signed-in development persona's headers: its session and CSRF cookies and token. */
export interface Writer {
  readonly headers: Record<string, string>;
}

/** Signs a development persona in (the API must run with development sign-in on). */
export async function signIn(base: string, persona: string): Promise<Writer> {
  const token = await fetch(`${base}/api/csrf-token`);
  const { token: csrf } = (await token.json()) as { token: string };
  const csrfCookie = token.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const signedIn = await fetch(`${base}/api/auth/development/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: csrfCookie },
    body: JSON.stringify({ persona }),
  });
  if (!signedIn.ok) throw new Error(`sign-in as ${persona} answered ${signedIn.status}`);
  const session = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return { headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `${csrfCookie}; ${session}` } };
}
