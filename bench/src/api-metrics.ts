/** What the API's /metrics says of its request path: the stage totals, a route's p99 bucket, the read caches' hits. */
import { round } from './support';

/** Microseconds per request in each stage of the API's request path (REQUEST_STAGE_TIMING=true). */
export interface StageBreakdown {
  readonly requests: number;
  readonly microsPerRequest: Readonly<Record<string, number>>;
}

export type StageTotals = Map<string, number>;

/** The stage counters of one API process's /metrics, plus `requests`. */
export async function stageSeconds(routeUrl: string): Promise<StageTotals> {
  const text = await (await fetch(new URL('/metrics', routeUrl))).text();
  const totals: StageTotals = new Map();
  for (const match of text.matchAll(/^http_request_stage_seconds_total\{stage="([^"]+)"\} (\S+)$/gm)) {
    totals.set(match[1]!, Number(match[2]));
  }
  totals.set('requests', Number(/^http_request_stage_requests_total (\S+)$/m.exec(text)?.[1] ?? 0));
  for (const match of text.matchAll(/^read_cache_lookups_total\{cache="([^"]+)",outcome="(hit|miss)"\} (\S+)$/gm)) {
    totals.set(`cache ${match[1]!} ${match[2]!}`, Number(match[3]));
  }
  // The latency histogram's buckets per route, every method and status together.
  for (const match of text.matchAll(
    /^http_request_duration_seconds_bucket\{le="([^"]+)",method="[^"]+",route="([^"]+)",status="[^"]+"\} (\S+)$/gm,
  )) {
    const key = `latency ${match[2]!} ${match[1]!}`;
    totals.set(key, (totals.get(key) ?? 0) + Number(match[3]));
  }
  return totals;
}

/**
 * The server's own view of a route's latency between two readings (the latency histogram of its
 * /metrics): the bucket its 99th percentile falls in, as "at most this many ms". Beside the
 * client's p99, it says how much of a slow answer was spent outside the API (queued in the load
 * generator, the kernel or the scheduler).
 */
export function serverP99Ms(before: StageTotals, after: StageTotals, route: string): number | null {
  const buckets = [...after.keys()]
    .filter((key) => key.startsWith(`latency ${route} `))
    .map((key) => {
      const le = key.slice(`latency ${route} `.length);
      return { le: le === '+Inf' ? Infinity : Number(le), count: (after.get(key) ?? 0) - (before.get(key) ?? 0) };
    })
    .sort((a, b) => a.le - b.le);
  const total = buckets.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const bucket = buckets.find((candidate) => candidate.count >= total * 0.99)!;
  return bucket.le * 1000;
}

/** Each read cache's lookups between two readings, and the share answered from memory. */
export function cacheHits(
  before: StageTotals,
  after: StageTotals,
): { readonly cache: string; readonly lookups: number; readonly hitShare: number }[] {
  const caches = [...after.keys()].filter((key) => key.startsWith('cache ') && key.endsWith(' hit'));
  return caches
    .map((key) => {
      const name = key.slice('cache '.length, -' hit'.length);
      const delta = (outcome: string) =>
        (after.get(`cache ${name} ${outcome}`) ?? 0) - (before.get(`cache ${name} ${outcome}`) ?? 0);
      const lookups = delta('hit') + delta('miss');
      return { cache: name, lookups, hitShare: lookups === 0 ? 0 : round(delta('hit') / lookups, 3) };
    })
    .filter((figures) => figures.lookups > 0);
}

/**
 * Microseconds per request in each stage between two readings. `handler` is reported without the
 * guard, session and validation it contains; `other` is what no stage names (Fastify's routing,
 * Nest's dispatch between stages).
 */
export function breakdown(before: StageTotals, after: StageTotals): StageBreakdown {
  const requests = (after.get('requests') ?? 0) - (before.get('requests') ?? 0);
  const per = (stage: string) => (((after.get(stage) ?? 0) - (before.get(stage) ?? 0)) / Math.max(1, requests)) * 1e6;
  const handler = per('handler') - per('session') - per('guard') - per('validation') - per('read-model-wait');
  const named = [
    'hooks',
    'session',
    'guard',
    'validation',
    'read-model-wait',
    'serialisation',
    'compression',
    'access-log',
  ];
  const micros: Record<string, number> = {};
  for (const stage of named) micros[stage] = round(per(stage), 1);
  micros['handler and read model'] = round(handler, 1);
  micros.other = round(per('total') - named.reduce((sum, stage) => sum + per(stage), 0) - handler, 1);
  micros.total = round(per('total'), 1);
  return { requests, microsPerRequest: micros };
}
