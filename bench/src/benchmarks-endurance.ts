/**
 * The benchmarks of a busy season (docs/BENCHMARKS.md (l) and the soak), after (a) to (k): a
 * command on a long stream against one on a new stream; the soak and the development loop, which
 * run only when named.
 */
import type { Benchmark, Row } from './benchmark';
import { commandBench } from './command.bench';
import { devLoopBench } from './dev-loop.bench';
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
