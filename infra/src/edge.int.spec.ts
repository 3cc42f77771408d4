/**
 * The edge of docker-compose.yml (infra/compose/nginx.conf, as `edgeConfig` gives it to
 * `npm run start:cluster` and bench (n)), run as nginx in front of two small HTTP servers standing in
 * for the API replicas: how it spreads requests and event streams between them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/free-port';
import { edgeConfig, nginxBinary } from './cluster';

/** A stand-in replica: counts what it is sent, answers `/work` after `delayMs`, holds or refuses streams. */
class Replica {
  readonly server: http.Server;
  work = 0;
  readonly streams = new Set<http.ServerResponse>();

  constructor(
    readonly delayMs: number,
    readonly holdsStreams: boolean,
  ) {
    this.server = http.createServer((request, response) => {
      if (request.url === '/api/events') {
        if (!this.holdsStreams) return void response.writeHead(503).end();
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': open\n\n');
        this.streams.add(response);
        return;
      }
      this.work += 1;
      setTimeout(() => response.end('ok'), this.delayMs);
    });
    // The edge keeps its connections to a replica open (keepalive); closing ends them.
    this.server.keepAliveTimeout = 60_000;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const stream of this.streams) stream.end();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('the edge (nginx with the compose configuration)', () => {
  let dir: string;
  let edge: ChildProcess | null = null;
  let replicas: Replica[] = [];
  let base: string;
  let agent: http.Agent;

  async function start(...made: Replica[]): Promise<void> {
    replicas = made;
    const apiPorts = await Promise.all(replicas.map((replica) => replica.listen()));
    const port = await freePort();
    await writeFile(path.join(dir, 'nginx.conf'), edgeConfig({ port, apiPorts, dir }));
    edge = spawn(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      const ready = await get('/edge-health').then(
        () => true,
        () => false,
      );
      if (ready) return;
      if (tries > 100) throw new Error('the edge did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function get(url: string): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get(`${base}${url}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });
  }

  /** A stream through the edge: resolves with its status once the head arrives, and stays open. */
  function openStream(): Promise<{ status: number; close: () => void }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${base}/api/events`, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, close: () => request.destroy() });
      });
      request.on('error', reject);
    });
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'safetrails-edge-'));
    agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  });

  afterEach(async () => {
    edge?.kill('SIGTERM');
    if (edge && edge.exitCode === null) await new Promise((resolve) => edge!.once('exit', resolve));
    edge = null;
    agent.destroy();
    await Promise.all(replicas.map((replica) => replica.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('sends each request to the replica with the fewest in flight, so a slow replica gets few', async () => {
    const slow = new Replica(300, true);
    const quick = new Replica(0, true);
    await start(slow, quick);
    // Four clients, each sending its next request when the last is answered, 200 requests in all.
    let left = 200;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (left > 0) {
          left -= 1;
          expect(await get('/work')).toBe(200);
        }
      }),
    );
    expect(slow.work + quick.work).toBe(200);
    // Each in turn would give the slow one 100, and every client would wait on it half the time.
    expect(slow.work).toBeLessThan(30);
  });

  it('balances the event streams apart, so that open streams do not count as requests in flight', async () => {
    const holding = new Replica(0, true);
    const refusing = new Replica(0, false);
    await start(holding, refusing);
    const streams = [];
    for (let opened = 0; opened < 8; opened += 1) streams.push(await openStream());
    // Each stream goes to the replica holding fewer: the refusing one, which ends it at once, unless
    // both hold as many. The holding replica keeps what it was given.
    expect(holding.streams.size).toBeGreaterThanOrEqual(1);
    expect(streams.filter((stream) => stream.status === 200)).toHaveLength(holding.streams.size);

    for (let sent = 0; sent < 40; sent += 1) expect(await get('/work')).toBe(200);
    // Were the streams counted with the requests, the replica holding none would take all forty.
    expect(holding.work).toBeGreaterThanOrEqual(10);
    expect(refusing.work).toBeGreaterThanOrEqual(10);
    for (const stream of streams) stream.close();
  });
});
