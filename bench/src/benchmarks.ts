/**
 * The benchmarks of docs/BENCHMARKS.md, (a) to (l) and the soak, in the order `npm run bench` runs them: each
 * runs its measurement and reports its rows, each row with its target.
 */
import type { Benchmark, Row } from './benchmark';
import { enduranceBenchmarks } from './benchmarks-endurance';
import { appendBench } from './append.bench';
import { httpBench } from './http.bench';
import { lighthouseBench } from './lighthouse.bench';
import { loadBench } from './load.bench';
import { localAdviceBench } from './local-advice.bench';
import { notificationsBench } from './notifications.bench';
import { officialAlertsBench } from './official-alerts.bench';
import { projectorBench } from './projector.bench';
import { replayBench } from './replay.bench';
import { safetyNetworkBench } from './safety-network.bench';
import { sseBench } from './sse.bench';
import { startSearchBench } from './start-search.bench';
import { round } from './support';

/** Bench (h)'s total requests per second when issue 27 was filed (docs/BENCHMARKS.md (h), "Before"). */
const H_BEFORE_PER_SECOND = 104;
/** (k) imports this many alerts one at a time after its feed (notifications.bench.ts, SINGLES). */
const SINGLE_ALERTS = 5;

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
    {
      key: 'h',
      section: 'load',
      title: '(h) a busy evening: 60 s of readers, event streams and fifty writers at once',
      run: async () => {
        const load = await loadBench(url, workDir, say);
        const answered = load.routes.reduce((sum, route) => sum + route.perSecond, 0);
        const reconciled =
          load.reconciled.comments === load.accepted.comments &&
          load.reconciled.ratings === load.accepted.ratings &&
          load.afterRebuild.comments === load.accepted.comments &&
          load.afterRebuild.ratings === load.accepted.ratings;
        return {
          result: load,
          nothing: answered === 0 ? 'no request was answered' : null,
          rows: [
            ...load.routes.map((route): Row => ({
              benchmark: `(h) load, ${route.route} p99`,
              measured: `${route.perSecond}/s over ${load.seconds} s, ${route.errors5xx} 5xx`,
              baseline: '',
              value: route.p99Ms,
              // Issue 27's targets on this 2-core machine, the load generator included.
              target: route.route.startsWith('GET') ? 250 : 1000,
              unit: 'ms',
            })),
            {
              benchmark: '(h) load, every route together, requests/s',
              measured: `${load.routes.map((route) => route.perSecond).join(' + ')}`,
              baseline: `${H_BEFORE_PER_SECOND}/s on 2026-11-25 (5x that)`,
              value: round(answered, 1),
              target: 5 * H_BEFORE_PER_SECOND,
              unit: 'req/s',
            },
            {
              benchmark: '(h) load, no 5xx and no lost write (1 = held)',
              measured:
                `${load.errors5xx} 5xx; ${load.accepted.comments} comments and ${load.accepted.ratings} ratings accepted, ` +
                `${reconciled ? 'all' : 'NOT all'} in the read models and after a rebuild; ${load.accepted.votes} votes ` +
                `(${load.reconciled.votes} changed one); ${load.streams.open} streams, ${load.streams.dropped} dropped`,
              baseline: '',
              value: load.errors5xx === 0 && reconciled ? 1 : 0,
              target: 1,
              unit: 'score',
            },
          ],
        };
      },
    },
    {
      key: 'i',
      section: 'localAdvice',
      title: "(i) local truth: the governments' areas resolved, and every city's local advice",
      run: () => {
        const local = localAdviceBench(say);
        const areas = Object.values(local.shares).reduce((sum, share) => sum + share.areas, 0);
        const resolved = Object.values(local.shares).reduce((sum, share) => sum + share.resolved, 0);
        return Promise.resolve({
          result: local,
          rows: [
            {
              benchmark: "(i) every city's local advice after an import",
              measured: `${local.cities} cities, ${local.citiesWithAreaLevel} take a level from an area`,
              baseline: '',
              value: local.localAdviceSeconds,
              target: 10,
              unit: 's',
            },
            {
              benchmark: '(i) areas resolved, all sources',
              measured: Object.entries(local.shares)
                .map(([source, share]) => `${source} ${round((100 * share.resolved) / share.areas)}%`)
                .join(', '),
              baseline: `${resolved} of ${areas} areas`,
              value: round(resolved / areas, 2),
              target: 0.9,
              unit: 'ratio',
            },
          ],
        });
      },
    },
    {
      key: 'j',
      section: 'officialAlerts',
      title: '(j) official alerts: a 1,000-earthquake USGS feed imported, to 1,000 open pages',
      run: async () => {
        const alerts = await officialAlertsBench(url, workDir, say);
        say(
          `  imported ${alerts.imported.new} new (${alerts.imported.failed} failed) at ${alerts.importEventsPerSecond} events/s; ` +
            `the tool ran ${alerts.toolSeconds} s; ${alerts.citiesTouched} cities touched, ${alerts.travellersRung} bells rung; ` +
            `each alert to every page's notice p50 ${alerts.perAlertP50Ms} ms, p99 ${alerts.perAlertP99Ms} ms; ` +
            `the whole feed p50 ${alerts.wholeFeedP50Ms} ms, p99 ${alerts.wholeFeedP99Ms} ms from the tool's start; ${alerts.lost} lost`,
        );
        return {
          result: alerts,
          nothing:
            alerts.deliveries === 0
              ? `no alerts notice reached any of ${alerts.clients} streams`
              : alerts.imported.new === 0
                ? 'the import raised no alert'
                : null,
          rows: [
            {
              benchmark: '(j) official alert import',
              measured: `${alerts.imported.new} of ${alerts.features} raised, the tool ran ${alerts.toolSeconds} s`,
              baseline: '',
              value: alerts.importEventsPerSecond,
              target: 100,
              unit: 'events/s',
            },
            {
              benchmark: `(j) a 1,000-event feed, the tool's start to every open page`,
              measured: `p50 ${alerts.wholeFeedP50Ms} ms over ${alerts.deliveries} pages, ${alerts.lost} lost`,
              baseline: '',
              value: alerts.wholeFeedP99Ms,
              // The tool's own start (about 2 s) and the import, at least 100 events/s.
              target: 12_000,
              unit: 'ms',
            },
            {
              benchmark: `(j) each imported alert to every open page, ${alerts.clients.toLocaleString('en-US')} pages`,
              measured: `p50 ${alerts.perAlertP50Ms} ms; ${alerts.citiesTouched} cities touched, ${alerts.travellersRung} bells rung`,
              baseline: '',
              value: alerts.perAlertP99Ms,
              // A bell within two seconds of its alert, even while a thousand arrive at once.
              target: 2000,
              unit: 'ms',
            },
          ],
        };
      },
    },
    {
      key: 'k',
      section: 'notifications',
      title:
        '(k) alerts that reach her: a 1,000-earthquake feed, 10,000 travellers, push and email, the notifier killed once',
      run: async () => {
        const result = await notificationsBench(url, workDir, say);
        say(
          `  ${result.decisions} decisions, ${result.messages} messages (${result.received.push} pushes and ${result.received.email} emails received); ` +
            `killed after ${result.killedAfter}; ${result.lost} lost, ${result.duplicatesShown} shown twice, ` +
            `${result.sentAgainAfterKill} sent again with the same identity; from the tool's start p50 ${result.fromToolStartP50Ms} ms, ` +
            `p99 ${result.fromToolStartP99Ms} ms; from each alert's append p50 ${result.fromAppendP50Ms} ms, p99 ${result.fromAppendP99Ms} ms; ` +
            `${result.messagesPerSecond} messages/s; append to decision p50 ${result.appendToDecisionP50Ms} ms, p99 ${result.appendToDecisionP99Ms} ms; ` +
            `decision to sent p50 ${result.decisionToSentP50Ms} ms, p99 ${result.decisionToSentP99Ms} ms; the travellers made in ${result.setupSeconds} s`,
        );
        return {
          result,
          nothing: result.messages === 0 ? 'no traveller was matched: no message was decided' : null,
          rows: [
            {
              benchmark: '(k) one alert near her city: its append to her push and her email',
              measured: `p50 ${result.singleAlertP50Ms} ms over ${SINGLE_ALERTS} alerts`,
              baseline: '',
              value: result.singleAlertMaxMs,
              // "Within seconds" (issue 46): the moment an alert matters, on a machine not also importing a burst.
              target: 5_000,
              unit: 'ms',
            },
            {
              benchmark: "(k) a 1,000-alert burst, each message from its alert's append, the notifier killed once",
              measured: `p50 ${result.fromAppendP50Ms} ms, ${result.messages} messages, ${result.lost} lost, ${result.duplicatesShown} shown twice`,
              baseline: '',
              value: result.fromAppendP99Ms,
              // A burst on this 2-core machine with the receivers on it: drained within half a minute.
              target: 30_000,
              unit: 'ms',
            },
            {
              benchmark: "(k) the whole feed, the tool's start to every push and email",
              measured: `p50 ${result.fromToolStartP50Ms} ms, ${result.messagesPerSecond} messages/s`,
              baseline: '',
              value: result.fromToolStartP99Ms,
              target: 30_000,
              unit: 'ms',
            },
          ],
        };
      },
    },
    {
      key: 'm',
      section: 'safetyNetwork',
      title:
        '(m) someone knows where she is: 10,000 timers due in one minute, 5% missed, two contacts each, the notifier killed once',
      run: async () => {
        const result = await safetyNetworkBench(url, workDir, say);
        say(
          `  ${result.missed} missed of ${result.travellers}; ${result.escalationsReceived} of ${result.escalationsExpected} escalation emails received, ` +
            `${result.lost} lost, ${result.wronglySent} to a contact of someone who checked in, ${result.duplicatesShown} shown twice, ` +
            `${result.sentAgainAfterKill} sent again with the same identity (killed after ${result.killedAfter}); from the grace's end ` +
            `p50 ${result.fromGraceEndP50Ms} ms, p99 ${result.fromGraceEndP99Ms} ms, max ${result.fromGraceEndMaxMs} ms; ` +
            `${result.bytesPerPendingDeadline} bytes of read model per pending deadline; set up in ${result.setupSeconds} s`,
        );
        return {
          result,
          nothing: result.escalationsReceived === 0 ? 'no escalation email arrived: nothing was measured' : null,
          rows: [
            {
              benchmark: "(m) a missed check-in's email to each contact, from the grace's end, p99",
              measured: `p50 ${result.fromGraceEndP50Ms} ms; ${result.escalationsReceived}/${result.escalationsExpected} emails, ${result.lost} lost, ${result.duplicatesShown} shown twice, the notifier killed once`,
              baseline: '',
              value: result.fromGraceEndP99Ms,
              // Issue 64: every escalation handed to SMTP within a minute of its grace period's end.
              target: 60_000,
              unit: 'ms',
            },
            {
              benchmark: '(m) escalations lost, sent wrongly or shown twice',
              measured: `${result.lost} lost, ${result.wronglySent} sent wrongly, ${result.duplicatesShown} shown twice; ${result.bytesPerPendingDeadline} B per pending deadline`,
              baseline: '',
              value: result.lost + result.wronglySent + result.duplicatesShown,
              target: 1,
              unit: 'count',
            },
          ],
        };
      },
    },
    ...enduranceBenchmarks(url, workDir, say),
  ];
}
