/**
 * The benchmarks of a busy season (docs/BENCHMARKS.md (l), (o) and the soak), after (a) to (k): a
 * command on a long stream against one on a new stream; the worst day of an operator's year (a
 * PostgreSQL killed under the evening, a million events backed up and restored); the soak and the
 * development loop, which run only when named.
 */
import type { Benchmark, Row } from './benchmark';
import { commandBench } from './command.bench';
import { devLoopBench } from './dev-loop.bench';
import { restoreBench } from './restore.bench';
import { soakBench } from './soak.bench';

export function enduranceBenchmarks(url: string, workDir: string, say: (line: string) => void): Benchmark[] {
  return [
    {
      key: 'l',
      section: 'command',
      title: '(l) a rating on a stream of 10,000 events vs on a new stream',
      run: async () => {
        const command = await commandBench(url, workDir, say);
        return {
          result: command,
          rows: [
            {
              benchmark: '(l) a command on a 10,000-event stream vs a new stream, p99',
              measured: `${command.long.p99Ms} vs ${command.short.p99Ms} ms (the first, folding it whole: ${command.firstLongMs} ms)`,
              baseline: `${command.short.p99Ms} ms`,
              value: command.ratio,
              // "Costs what a command on a short one does", read to about ±10% on this machine.
              target: 0.8,
              unit: 'ratio',
            },
          ],
        };
      },
    },
    {
      key: 'o',
      section: 'restore',
      title:
        "(o) PostgreSQL killed under (h)'s evening; 1,000,000 events backed up and restored, every read model rebuilt",
      run: async () => {
        const o = await restoreBench(workDir, say);
        const { evening, outage } = o;
        const lost =
          evening.accepted.comments -
          evening.reconciled.comments +
          evening.accepted.ratings -
          evening.reconciled.ratings;
        const lostAfterRebuild =
          evening.accepted.comments -
          evening.afterRebuild.comments +
          evening.accepted.ratings -
          evening.afterRebuild.ratings;
        const answered = Object.entries(outage.probe.byStatus)
          .map(([status, count]) => `${count} ${status}`)
          .join(', ');
        const perSecond = evening.routes.reduce((sum, route) => sum + route.perSecond, 0);
        return {
          result: o,
          nothing: evening.accepted.comments === 0 ? 'the evening accepted no comment' : null,
          rows: [
            {
              benchmark: '(o) while PostgreSQL is away: the slowest answer to a page or a comment',
              measured: `${outage.probe.requests} probes (${answered}), p99 ${outage.probe.p99Ms} ms; away ${outage.awayMs} ms, answering again ${outage.recoveredMs} ms after the kill`,
              baseline: '',
              value: outage.probe.maxMs,
              target: 2_000,
              unit: 'ms',
            },
            {
              benchmark: '(o) answers while it is away that are neither 2xx nor 503 with Retry-After',
              measured: answered,
              baseline: '',
              value: outage.probe.withoutRetryAfter,
              target: 1,
              unit: 'count',
            },
            {
              benchmark: "(o) writes acknowledged 2xx during (h)'s evening with the kill, missing from the read models",
              measured: `${evening.accepted.comments} comments, ${evening.accepted.ratings} ratings accepted; ${lostAfterRebuild} missing after a rebuild; ${Math.round(perSecond)} requests/s, ${evening.errors5xx} 5xx (503s of the outage)`,
              baseline: '',
              value: lost + lostAfterRebuild,
              target: 1,
              unit: 'count',
            },
            {
              benchmark: `(o) npm run backup of ${o.events.toLocaleString('en-US')} events, the app's database as it is`,
              measured: `${o.backup.megabytes} MB, ${Math.round(o.events / o.backup.seconds).toLocaleString('en-US')} events/s`,
              baseline: '',
              value: o.backup.seconds,
              target: 600,
              unit: 's',
            },
            {
              benchmark: `(o) npm run restore of ${o.events.toLocaleString('en-US')} events into an empty database, every read model rebuilt`,
              measured: `${o.restore.eventsPerSecond.toLocaleString('en-US')} events/s; the log filled by SQL in ${o.fillSeconds} s`,
              baseline: '',
              value: o.restore.seconds,
              target: 600,
              unit: 's',
            },
            {
              benchmark: '(o) read models whose checksum after the restore differs from the original',
              measured: `${o.readModels} read models compared${o.checksumsDiffer.length > 0 ? `: ${o.checksumsDiffer.join(', ')}` : ''}`,
              baseline: '',
              value: o.checksumsDiffer.length,
              target: 1,
              unit: 'count',
            },
          ],
        };
      },
    },
    {
      key: 'dev',
      section: 'devLoop',
      title: '(dev) npm run dev: a saved component to the open page, a saved API handler to its answer',
      onlyWhenNamed: true,
      run: async () => {
        const loop = await devLoopBench(workDir, say);
        return {
          result: loop,
          rows: [
            {
              benchmark: '(dev) a React component saved, until the open page shows it (worst of 3)',
              measured: `${loop.componentMs.join(', ')} ms (Vite's hot update)`,
              baseline: '',
              value: loop.componentMaxMs,
              target: 2000,
              unit: 'ms',
            },
            {
              benchmark: '(dev) an API handler saved, until the API answers with it (worst of 3)',
              measured: `${loop.handlerMs.join(', ')} ms (tsc --watch, then node --watch); ready in ${loop.readySeconds} s`,
              baseline: '',
              value: loop.handlerMaxMs,
              target: 5000,
              unit: 'ms',
            },
          ],
        };
      },
    },
    {
      key: 'soak',
      section: 'soak',
      title: '(soak) half of (h)’s evening for 20 minutes',
      onlyWhenNamed: true,
      run: async () => {
        const soak = await soakBench(url, workDir, say);
        const flat = (change: number) => Math.abs(change);
        const rows: Row[] = [
          {
            benchmark: `(soak) ${soak.minutes} minutes: 5xx and requests without an answer`,
            measured: `${soak.routes.reduce((sum, route) => sum + route.requests, 0)} requests`,
            baseline: '',
            value: soak.errors5xx,
            target: 1,
            unit: 'count',
          },
          {
            benchmark: '(soak) accepted comments and ratings not in the read models',
            measured: `${soak.accepted.comments} comments, ${soak.accepted.ratings} ratings accepted`,
            baseline: '',
            value: soak.accepted.comments - soak.reconciled.comments + soak.accepted.ratings - soak.reconciled.ratings,
            target: 1,
            unit: 'count',
          },
          ...soak.parts.flatMap((part): Row[] => [
            {
              benchmark: `(soak) ${part.part} resident memory, last quarter vs first`,
              measured: `${part.rssMiB.first} -> ${part.rssMiB.last} MiB`,
              baseline: '',
              value: flat(part.rssMiB.change),
              target: 0.1,
              unit: 'change',
            },
            {
              benchmark: `(soak) ${part.part} event-loop delay, last quarter vs first`,
              measured: `${part.delayMeanMs.first} -> ${part.delayMeanMs.last} ms`,
              baseline: '',
              value: flat(part.delayMeanMs.change),
              target: 0.1,
              unit: 'change',
            },
          ]),
        ];
        return { result: soak, rows };
      },
    },
  ];
}
