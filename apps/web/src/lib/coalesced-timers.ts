/**
 * TanStack Query's long timers under one browser timer (its TimeoutManager's provider, as its docs
 * suggest for apps with many queries). Every query keeps a five-minute clean-up timer and every
 * mounted query a five-minute freshness timer, each cleared and set again as its state changes: as
 * a page opens, dozens of native `setTimeout`/`clearTimeout` calls inside the effects that mount its
 * queries (a third of that task's time under Lighthouse's trace on the destination page). Here a timer
 * of COALESCE_FROM_MS or more is an entry in a list, due on the next GRAIN_MS; one native timer is
 * armed for the earliest entry, so setting a later one or clearing any costs no native call. Such a
 * timer runs up to GRAIN_MS late, which nothing waiting minutes notices. Shorter timers (retries'
 * first waits) and intervals stay native.
 */
import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

export const COALESCE_FROM_MS = 5_000;
export const GRAIN_MS = 1_000;

/** A coalesced timer's id: an object, so it can never be mistaken for a native timer's number. */
class CoalescedTimer {
  constructor(
    readonly id: number,
    readonly due: number,
    readonly callback: TimeoutCallback,
  ) {}
  [Symbol.toPrimitive](): number {
    return this.id;
  }
}

export interface Clock {
  readonly now: () => number;
  readonly setTimeout: (callback: () => void, delay: number) => ReturnType<typeof setTimeout>;
  readonly clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
}

const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (handle) => clearTimeout(handle),
};

export function coalescedTimers(clock: Clock = SYSTEM_CLOCK): TimeoutProvider<ManagedTimerId> {
  const pending = new Set<CoalescedTimer>();
  let armed: { readonly at: number; readonly handle: ReturnType<typeof setTimeout> } | null = null;
  let lastId = 0;

  const arm = (at: number) => {
    if (armed) clock.clearTimeout(armed.handle);
    armed = { at, handle: clock.setTimeout(fire, Math.max(0, at - clock.now())) };
  };

  function fire() {
    armed = null;
    const now = clock.now();
    const due = [...pending].filter((timer) => timer.due <= now);
    for (const timer of due) pending.delete(timer);
    let next = Infinity;
    for (const timer of pending) next = Math.min(next, timer.due);
    if (next !== Infinity) arm(next);
    for (const timer of due) {
      try {
        timer.callback();
      } catch (error) {
        // One timer's failure surfaces as an uncaught error would, and the others still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout: (callback, delay) => {
      if (!(delay >= COALESCE_FROM_MS)) return clock.setTimeout(callback, delay);
      lastId += 1;
      const timer = new CoalescedTimer(lastId, Math.ceil((clock.now() + delay) / GRAIN_MS) * GRAIN_MS, callback);
      pending.add(timer);
      if (!armed || timer.due < armed.at) arm(timer.due);
      return timer;
    },
    clearTimeout: (id) => {
      if (id instanceof CoalescedTimer) pending.delete(id);
      else if (id !== undefined) clock.clearTimeout(id as unknown as ReturnType<typeof setTimeout>);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as unknown as ReturnType<typeof setInterval>),
  };
}
