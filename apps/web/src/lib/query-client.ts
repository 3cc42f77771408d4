/**
 * TanStack Query defaults from spec part 1 section 7: no refetch on window focus, one retry,
 * five minutes of freshness. Live updates (see live-updates.ts) invalidate what changed, so long
 * freshness never means stale screens. Offline, queries pause; writes are tried and queued.
 */
import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: FIVE_MINUTES_MS },
      // Writes are tried even offline: one that cannot be sent waits in the outbox (outbox.ts) and
      // says so, where a paused mutation would leave its form spinning.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
