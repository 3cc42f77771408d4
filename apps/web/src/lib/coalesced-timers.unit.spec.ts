import { COALESCE_FROM_MS, GRAIN_MS, coalescedTimers, type Clock } from './coalesced-timers';

/** A clock whose native timers are counted and run only when the test moves time on. */
function fakeClock() {
  let now = 1_000_000;
  let lastHandle = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const calls = { set: 0, clear: 0 };
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, delay) => {
      calls.set += 1;
      lastHandle += 1;
      timers.set(lastHandle, { at: now + delay, callback });
      return lastHandle as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle) => {
      calls.clear += 1;
      timers.delete(handle as unknown as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > until) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].callback();
    }
    now = until;
  };
  return { clock, calls, advance, armed: () => timers.size };
}

describe('the queries’ timers under one browser timer', () => {
  it('runs each long timer once, at most one grain late, in order', () => {
    const { clock, advance } = fakeClock();
    const timers = coalescedTimers(clock);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('later'), 300_000);
    timers.setTimeout(() => ran.push('sooner'), 10_000);
    advance(10_000 - 1);
    expect(ran).toEqual([]);
    advance(1 + GRAIN_MS);
    expect(ran).toEqual(['sooner']);
    advance(300_000);
    expect(ran).toEqual(['sooner', 'later']);
  });

  it('sets later timers and clears any without a native call', () => {
    const { clock, calls, advance, armed } = fakeClock();
    const timers = coalescedTimers(clock);
    const ran: number[] = [];
    const ids = Array.from({ length: 50 }, (_, index) => timers.setTimeout(() => ran.push(index), 300_000 + index));
    expect(calls).toEqual({ set: 1, clear: 0 });
    for (const id of ids.slice(0, 49)) timers.clearTimeout(id);
    expect(calls).toEqual({ set: 1, clear: 0 });
    advance(300_000 + GRAIN_MS + 50);
    expect(ran).toEqual([49]);
    expect(armed()).toBe(0);
  });

  it('arms the browser timer again for a timer due sooner than the armed one', () => {
    const { clock, calls, advance } = fakeClock();
    const timers = coalescedTimers(clock);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('five minutes'), 300_000);
    timers.setTimeout(() => ran.push('a minute'), 60_000);
    expect(calls).toEqual({ set: 2, clear: 1 });
    advance(60_000 + GRAIN_MS);
    expect(ran).toEqual(['a minute']);
  });

  it('leaves short timers to the browser, as they were', () => {
    const { clock, calls, advance } = fakeClock();
    const timers = coalescedTimers(clock);
    let ran = 0;
    const id = timers.setTimeout(() => (ran += 1), COALESCE_FROM_MS - 1);
    expect(calls.set).toBe(1);
    timers.clearTimeout(id);
    expect(calls.clear).toBe(1);
    timers.setTimeout(() => (ran += 1), 0);
    advance(0);
    expect(ran).toBe(1);
  });

  it('runs the other due timers when one throws, and reports the error', async () => {
    const { clock, advance } = fakeClock();
    const timers = coalescedTimers(clock);
    const ran: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      globalThis.queueMicrotask = (callback) => {
        globalThis.queueMicrotask = original;
        try {
          callback();
        } catch (error) {
          resolve(error);
        }
      };
    });
    timers.setTimeout(() => {
      throw new Error('broken');
    }, 10_000);
    timers.setTimeout(() => ran.push('still runs'), 10_000);
    advance(10_000 + GRAIN_MS);
    expect(ran).toEqual(['still runs']);
    await expect(reported).resolves.toThrow('broken');
  });
});
