/**
 * The first visit counts (docs/OFFLINE.md): a page opened before any service worker controlled it
 * (a shared link, the first visit) made its API reads straight to the network, so nothing of it was
 * kept. The reads are noted here; once the service worker takes the page (it claims the page that
 * installed it), each is fetched once more through it, which keeps its copy, so the page reads
 * again offline. Under a controlling service worker nothing is noted: its reads are kept as made.
 */
const MAX_NOTED = 40;
/** Reads that carry a location are never kept, so never sent twice either. */
const NEVER_AGAIN = /\/nearby(\?|$)/;
const noted = new Set<string>();
let watching = false;

function controlled(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/** Called with every GET to the API. */
export function noteRead(path: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || controlled()) return;
  if (noted.size < MAX_NOTED && !NEVER_AGAIN.test(path)) noted.add(path);
}

/** Fetches the noted reads again through the service worker that now controls the page. */
export async function keepNotedReads(): Promise<number> {
  const paths = [...noted];
  noted.clear();
  let kept = 0;
  for (const path of paths) {
    try {
      const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (response.ok) kept += 1;
    } catch {
      // Offline again already: nothing to keep now, and nothing lost that was there before.
    }
  }
  return kept;
}

/** Once, at start: when a service worker takes the page, keep what the page read before it. */
export function keepFirstVisitReads(): void {
  if (watching || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  watching = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => void keepNotedReads());
}
