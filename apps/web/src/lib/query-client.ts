/**
 * TanStack Query defaults from spec part 1 section 7: no refetch on window focus, one retry,
 * five minutes of freshness. Live updates (see live-updates.ts) invalidate what changed, so long
 * freshness never means stale screens. Offline, queries pause; writes are tried and queued.
 */
import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescedTimers } from './coalesced-timers';

const FIVE_MINUTES_MS = 5 * 60_000;
/** The queries' five-minute timers under one browser timer (lib/coalesced-timers.ts). */
const TIMERS = coalescedTimers();

export function createQueryClient(): QueryClient {
  // Before any query exists, so that every timer is one the provider can clear.
  timeoutManager.setTimeoutProvider(TIMERS);
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: FIVE_MINUTES_MS },
      // Writes are tried even offline: one that cannot be sent waits in the outbox (outbox.ts) and
      // says so, where a paused mutation would leave its form spinning.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
