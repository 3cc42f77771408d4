/**
 * Runs `task` on every item, at most `limit` at a time, starting them in order; resolves when all
 * have finished. A task that must not stop the others catches its own errors.
 */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
