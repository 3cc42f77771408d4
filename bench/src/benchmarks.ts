/**
 * The benchmarks of docs/BENCHMARKS.md, (a) to (n) and the soak, in the order `npm run bench` runs them: each
 * runs its measurement and reports its rows, each row with its target.
 */
import type { Benchmark, Row } from './benchmark';
import { enduranceBenchmarks } from './benchmarks-endurance';
import { clusterBenchmarks, eveningBenchmarks } from './benchmarks-evenings';
import { worldBenchmarks } from './benchmarks-world';
import { appendBench } from './append.bench';
import { httpBench } from './http.bench';
import { lighthouseBench } from './lighthouse.bench';
import { projectorBench } from './projector.bench';
import { replayBench } from './replay.bench';
import { sseBench } from './sse.bench';
import { startSearchBench } from './start-search.bench';

export type { Benchmark, Row } from './benchmark';

export function benchmarksOf(url: string, workDir: string, say: (line: string) => void): readonly Benchmark[] {
  return [
    {
      key: 'a',
      section: 'append',
      title: '(a) event-store appends vs raw single-row INSERTs',
      run: async () => {
        const append = await appendBench(url, say);
        return {
          result: append,
          rows: append.measurements.map((m): Row => ({
            benchmark: `(a) appends, ${m.concurrency} writer${m.concurrency > 1 ? 's' : ''}`,
            measured: `${m.storeOpsPerSecond} appends/s (each 0.2 s: ${m.spread.store.min} to ${m.spread.store.max}/s, median ${m.spread.store.median})`,
            baseline: `${m.rawOpsPerSecond} inserts/s`,
            value: m.ratio,
            target: 0.5,
            unit: 'ratio',
          })),
        };
      },
    },
    {
      key: 'b',
      section: 'projector',
      title: '(b) projector catch-up vs raw batched INSERT',
      run: async () => {
        const projector = await projectorBench(url, say);
        return {
          result: projector,
          rows: [
            {
              benchmark: '(b) projector catch-up',
              measured: `${projector.rebuild.eventsPerSecond} events/s`,
              baseline: '',
              value: projector.rebuild.eventsPerSecond,
              target: 10_000,
              unit: 'events/s',
            },
            {
              benchmark: '(b) projector catch-up',
              measured: `${projector.rebuild.eventsPerSecond} events/s`,
              baseline: `${projector.raw.rowsPerSecond} rows/s`,
              value: projector.ratio,
              target: 0.3,
              unit: 'ratio',
            },
          ],
        };
      },
    },
    {
      key: 'c',
      section: 'http',
      title: '(c) a destination read through Nest vs bare Fastify on the same query',
      run: async () => {
        const http = await httpBench(url, workDir, say);
        return {
          result: http,
          nothing: http.api.requestsPerSecond === 0 ? 'the API answered no request' : null,
          rows: [
            {
              benchmark: '(c) destination read, LOG_LEVEL=info',
              measured: `${http.api.requestsPerSecond} req/s, p99 ${http.api.p99Ms} ms`,
              baseline: `${http.bare.requestsPerSecond} req/s, p99 ${http.bare.p99Ms} ms`,
              value: http.ratio,
              target: 0.8,
              unit: 'ratio',
            },
          ],
        };
      },
    },
    {
      key: 'd',
      section: 'start',
      title: '(d) a fresh start and search over the full catalogue',
      run: async () => {
        const start = await startSearchBench(workDir, say);
        return {
          result: start,
          rows: [
            {
              benchmark: '(d) search p99, full catalogue',
              measured:
                `p50 ${start.search.p50Ms} ms over ${start.search.queries} queries, ${start.cities} cities; ` +
                `asked again ${start.search.repeated.p50Ms} / ${start.search.repeated.p99Ms} ms`,
              baseline: '',
              value: start.search.p99Ms,
              target: 50,
              unit: 'ms',
            },
            {
              benchmark: '(d) famous places found first',
              measured:
                `${start.search.famous.queries} queries (apps/api/data/famous-places.json), p99 ${start.search.famous.p99Ms} ms; ` +
                `missed: ${start.search.famous.misses.join(', ') || 'none'}`,
              baseline: '',
              value: start.search.firstHit.famous ?? 0,
              target: 0.97,
              unit: 'ratio',
            },
            {
              benchmark: '(d) fresh start serving (after build)',
              measured: `imported ${start.importedSeconds} s, caught up ${start.healthySeconds} s`,
              baseline: '',
              value: start.serveSeconds,
              target: 45,
              unit: 's',
            },
          ],
        };
      },
    },
    {
      key: 'e',
      section: 'sse',
      title: '(e) live channel: a join to every open page',
      run: async () => {
        const sse = await sseBench(url, workDir, say);
        const silent = sse.measurements.find((m) => m.deliveries === 0);
        return {
          result: sse,
          nothing: silent
            ? `no notice reached any of ${silent.clients} streams (${silent.lost} lost): the channel or the parser is broken`
            : null,
          rows: sse.measurements.map((m): Row => ({
            benchmark: `(e) SSE p99, ${m.clients.toLocaleString('en-US')} clients`,
            measured: `p50 ${m.p50Ms} ms, ${m.deliveries} deliveries, ${m.lost} lost, ${m.kibPerStream} KiB per stream`,
            baseline: '',
            value: m.p99Ms,
            // The goal is set at 1,000 clients and 5,000 is held to it; 10,000 on one API process to 500 ms.
            target: m.clients > 5_000 ? 500 : 250,
            unit: 'ms',
          })),
        };
      },
    },
    {
      key: 'f',
      section: 'replay',
      title: '(f) audit replay of a destination with 100,000 events',
      run: async () => {
        const replay = await replayBench(url, workDir, say);
        return {
          result: replay,
          rows: replay.measurements.map((m): Row => ({
            benchmark: `(f) score?asOf, ${m.eventsCovered.toLocaleString('en-US')} events`,
            measured: `median of 5, max ${m.maxMs} ms`,
            baseline: '',
            value: m.medianMs,
            target: 100,
            unit: 'ms',
          })),
        };
      },
    },
    {
      key: 'g',
      section: 'lighthouse',
      title: '(g) Lighthouse, mobile emulation, on five pages',
      run: async () => {
        const lighthouse = await lighthouseBench(workDir, say);
        return {
          result: lighthouse,
          rows: lighthouse.pages.flatMap((page): Row[] => [
            {
              benchmark: `(g) Lighthouse performance, ${page.page}`,
              measured:
                `LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}` +
                (page.performanceRange ? `; runs ${page.performanceRange[0]}-${page.performanceRange[1]}` : ''),
              baseline: '',
              value: page.performance,
              target: 95,
              unit: 'score',
            },
            {
              benchmark: `(g) Lighthouse a11y, practices and SEO, ${page.page}`,
              measured: `accessibility ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}`,
              baseline: '',
              value: Math.min(page.accessibility, page.bestPractices, page.seo ?? 0),
              target: 100,
              unit: 'score',
            },
          ]),
        };
      },
    },
    ...eveningBenchmarks(url, workDir, say),
    ...worldBenchmarks(url, workDir, say),
    ...clusterBenchmarks(url, workDir, say),
    ...enduranceBenchmarks(url, workDir, say),
  ];
}
