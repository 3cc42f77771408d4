/**
 * Work a page owes but nobody waits for (counting a page view, writing to storage): run when the
 * browser is next idle, within `timeoutMs`, so it does not lengthen the tasks that draw the first
 * view on a slow phone. `now()` runs it at once if it has not run yet (the page is being left or
 * hidden); it never runs twice.
 */
export interface IdleWork {
  readonly now: () => void;
  readonly cancel: () => void;
}

export function whenIdle(work: () => void, timeoutMs = 2_000): IdleWork {
  let pending = true;
  const run = () => {
    if (!pending) return;
    pending = false;
    work();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  // Safari has no requestIdleCallback: after the current task and what the browser queued before it.
  else window.setTimeout(run, 1);
  return {
    now: run,
    cancel: () => {
      pending = false;
    },
  };
}
