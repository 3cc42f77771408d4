/**
 * The service worker keeps copies of pages and API reads for offline use (vite.config.ts). Some of
 * them are personal (saved places, the account): on sign-out and account deletion they go.
 */
const PERSONAL_CACHES = ['api-reads', 'pages'];

export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
