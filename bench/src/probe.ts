/**
 * Loaded into the API and the projector with `node --require` by the soak (soak.bench.ts), never by
 * the product: every PROBE_EVERY_MS it appends one JSON line to PROBE_FILE with the process's
 * memory and its event loop's delay over the window (mean and p99, beyond the timer's period), so the soak can say whether
 * either grows. Nothing is sent anywhere; the line is the only output.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.PROBE_FILE;
const every = Number(process.env.PROBE_EVERY_MS ?? 10_000);

/** The delay timer's period: Node records each interval whole, so a delay is what lies beyond it. */
const RESOLUTION_MS = 10;

if (file) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const late = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 100) / 100);
  delay.enable();
  setInterval(() => {
    const memory = process.memoryUsage();
    const line = {
      at: Date.now(),
      rssMiB: Math.round((memory.rss / 2 ** 20) * 10) / 10,
      heapUsedMiB: Math.round((memory.heapUsed / 2 ** 20) * 10) / 10,
      delayMeanMs: late(delay.mean),
      delayP99Ms: late(delay.percentile(99)),
    };
    delay.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, every).unref();
}
