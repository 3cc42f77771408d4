/** `GET /api/destinations/search?q=`: the cities she can pick (a place to monitor, a trip's stop), found by any of their names. */
import { useQuery } from '@tanstack/react-query';
import type { DestinationSummary } from '@safetrails/contracts';
import { apiGet } from './api-client';
import { retryUnlessAnswered } from './retry-unless-answered';

export function useCitySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['destinations', 'search', 'city-picker', q],
    queryFn: ({ signal }) =>
      apiGet<DestinationSummary[]>(`/api/destinations/search?q=${encodeURIComponent(q)}&limit=6`, { signal }),
    enabled: q.length >= 2,
    retry: retryUnlessAnswered,
    staleTime: 60_000,
  });
}
