/** `GET /api/destinations/search?q=`: the cities she can add, found by any of their names. */
import { useQuery } from '@tanstack/react-query';
import type { DestinationSummary } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { retryUnlessAnswered } from '@/lib/retry-unless-answered';

export function useCitySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['destinations', 'search', 'alert-settings', q],
    queryFn: ({ signal }) =>
      apiGet<DestinationSummary[]>(`/api/destinations/search?q=${encodeURIComponent(q)}&limit=6`, { signal }),
    enabled: q.length >= 2,
    retry: retryUnlessAnswered,
    staleTime: 60_000,
  });
}
