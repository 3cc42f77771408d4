/**
 * A pause that lets the browser run what is waiting (input, a paint) before the caller goes on: the
 * task ends here and the rest runs in a task of its own. Chromium's `scheduler.yield()` puts that
 * continuation ahead of other waiting tasks; elsewhere a zero-delay timer does.
 *
 * The API client waits for one before each read it sends, because a page's reads start together, in
 * the effects of the render that mounts their queries: a dozen `fetch` calls in one task (about a
 * quarter of the longest task of a city page as it opens, on Lighthouse's phone) become a dozen short
 * ones, at the cost of a millisecond or so before each read leaves.
 */
interface YieldingScheduler {
  readonly yield: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
