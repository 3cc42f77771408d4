/**
 * `GET /api/me/stats`: the signed-in traveller's own figures for the dashboard's overview cards and
 * safety profile (destinations viewed in 30 days, tips, ratings and reports given, helpful votes,
 * travellers helped, profile completion). Keyed by the `travellers` read model, then by user, so
 * another account signed in on this tab never sees them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TravellerStats } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';

export type { TravellerStats } from '@safetrails/contracts';

export const travellerStatsKeys = {
  all: ['travellers', 'stats'] as const,
  of: (userId: string) => ['travellers', 'stats', userId] as const,
};

export function getTravellerStats(signal?: AbortSignal): Promise<TravellerStats> {
  return apiGet<TravellerStats>('/api/me/stats', { signal });
}

/** Runs only for a traveller with beta access: the API refuses everyone else. */
export function useTravellerStats(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: travellerStatsKeys.of(userId ?? ''),
      queryFn: ({ signal }) => getTravellerStats(signal),
      enabled: userId !== null,
    }),
  );
}
