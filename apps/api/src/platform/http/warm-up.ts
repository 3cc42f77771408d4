/**
 * A replica warms its request path before it listens. A process just started runs cold: V8
 * interprets each function until it has run often enough to be compiled, and each database
 * connection plans its first statements afresh. Started under a busy evening's load, a cold
 * replica answered its first second's requests in up to 1.5 s, and a traveller's first rating in
 * over 1 s (docs/BENCHMARKS.md (n)). So, before it listens, a replica asks itself what a
 * traveller's first pages ask (the destinations, a city's page, score history, ratings and tips, a
 * search, the forum) for WARM_UP_MS, through Fastify's `inject`: no socket, anonymous reads only,
 * nothing written. These requests are neither logged nor counted in the metrics.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Requests in flight at once: most of the read pool's connections (10 by default) plan their statements. */
const LANES = 8;
/** Destinations whose pages are asked for: the first of the list (rated first, best first). */
const DESTINATIONS = 12;

let warming = false;

/** True while the replica warms itself (before it listens): its own requests are not logged or counted. */
export function warmingUp(): boolean {
  return warming;
}

export interface WarmUpFigures {
  readonly ms: number;
  readonly requests: number;
  /** Distinct paths asked, from the destinations the read model holds. */
  readonly paths: number;
  /** Answers of 500 or more: the replica still listens; its log says which path. */
  readonly failed: readonly string[];
}

type Ask = (url: string, compressed?: boolean) => Promise<{ statusCode: number; json: () => unknown }>;

export async function warmUp(app: NestFastifyApplication, durationMs: number): Promise<WarmUpFigures> {
  if (durationMs <= 0) return { ms: 0, requests: 0, paths: 0, failed: [] };
  const fastify = app.getHttpAdapter().getInstance();
  // Compressed as a browser asks, but for the list the paths are read from.
  const ask: Ask = (url, compressed = true) =>
    fastify.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(compressed ? { 'accept-encoding': 'br, gzip' } : {}) },
    });
  const started = performance.now();
  const deadline = started + durationMs;
  const failed = new Set<string>();
  let requests = 0;
  warming = true;
  try {
    const paths = await pathsToWarm(ask);
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let next = lane; performance.now() < deadline; next += LANES) {
          const path = paths[next % paths.length]!;
          const answer = await ask(path);
          requests += 1;
          if (answer.statusCode >= 500) failed.add(path);
        }
      }),
    );
    return { ms: Math.round(performance.now() - started), requests, paths: paths.length, failed: [...failed] };
  } finally {
    warming = false;
  }
}

/** A traveller's first pages, for the destinations the read model lists first (none yet: the forum's). */
async function pathsToWarm(ask: Ask): Promise<string[]> {
  const listed = await ask(`/api/destinations?limit=${DESTINATIONS}`, false);
  const destinations = listed.statusCode === 200 ? (listed.json() as { id: number; name: string }[]) : [];
  return [
    '/api/forum/posts',
    '/api/forum/posts?sort=popular',
    '/api/forum/categories',
    ...destinations.flatMap(({ id, name }) => [
      `/api/destinations/${id}`,
      `/api/destinations/${id}/score-history`,
      `/api/safety/ratings/average/${id}`,
      `/api/safety/tips/top/${id}`,
      `/api/destinations/search?q=${encodeURIComponent(name.slice(0, 5))}`,
    ]),
  ];
}
