/**
 * TanStack Query defaults from spec part 1 section 7: no refetch on window focus, one retry,
 * five minutes of freshness. Live updates (see live-updates.ts) invalidate what changed, so long
 * freshness never means stale screens.
 */
import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: FIVE_MINUTES_MS },
      mutations: { retry: false },
    },
  });
}
