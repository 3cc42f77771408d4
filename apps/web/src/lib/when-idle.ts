/**
 * Work a page owes but nobody waits for (counting a page view, writing to storage, fetching map
 * files ahead): run when the browser is next idle, within `timeoutMs`, so it does not lengthen the
 * tasks that draw the first view on a slow phone. Where the browser cannot say when it is idle
 * (Safari), after `withoutIdleMs`. `now()` runs it at once if it has not run yet (the page is being
 * left or hidden); it never runs twice.
 */
export interface IdleWork {
  readonly now: () => void;
  readonly cancel: () => void;
}

export function whenIdle(
  work: () => void,
  { timeoutMs = 2_000, withoutIdleMs = 1 }: { readonly timeoutMs?: number; readonly withoutIdleMs?: number } = {},
): IdleWork {
  let pending = true;
  const run = () => {
    if (!pending) return;
    pending = false;
    work();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, withoutIdleMs);
  return {
    now: run,
    cancel: () => {
      pending = false;
    },
  };
}
