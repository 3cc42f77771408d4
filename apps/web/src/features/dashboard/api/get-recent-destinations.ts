/**
 * `GET /api/me/recent-destinations`: the destinations the signed-in traveller opened in the last 30
 * days, most recent first. Keyed by the `travellers` read model, then by user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentDestination } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';

export function getRecentDestinations(signal?: AbortSignal): Promise<RecentDestination[]> {
  return apiGet<RecentDestination[]>('/api/me/recent-destinations', { signal });
}

/** Runs only for a traveller with beta access: the API refuses everyone else. */
export function useRecentDestinations(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['travellers', 'recent-destinations', userId ?? ''] as const,
      queryFn: ({ signal }) => getRecentDestinations(signal),
      enabled: userId !== null,
    }),
  );
}
