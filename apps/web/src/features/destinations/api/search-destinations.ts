/** `GET /api/destinations/search?q=`: typo-tolerant search ("barcelna" finds Barcelona), best match first. */
import { useQuery } from '@tanstack/react-query';
import type { DestinationSummary } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, retryUnlessAnswered } from './destination-keys';

export type { DestinationSummary } from '@safetrails/contracts';

export function searchDestinations(query: string, limit?: number, signal?: AbortSignal): Promise<DestinationSummary[]> {
  const search = new URLSearchParams({ q: query });
  if (limit !== undefined) search.set('limit', String(limit));
  return apiGet<DestinationSummary[]>(`/api/destinations/search?${search.toString()}`, { signal });
}

/** An empty (or blank) query fetches nothing. */
export function useSearchDestinations(query: string, limit?: number) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: destinationKeys.search(trimmed, limit),
    queryFn: ({ signal }) => searchDestinations(trimmed, limit, signal),
    enabled: trimmed !== '',
    retry: retryUnlessAnswered,
  });
}
