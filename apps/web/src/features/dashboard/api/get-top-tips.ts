/**
 * `GET /api/safety/tips/top/{destinationId}`: up to ten tips, best first, each with its vote counts
 * and the signed-in traveller's own vote. Keyed by the `tips` read model, which votes also change.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SafetyTipView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { failingWith } from './failing-with';

export type { SafetyTipView } from '@safetrails/contracts';

export const topTipsKeys = {
  all: ['tips', 'top'] as const,
  of: (destinationId: number) => ['tips', 'top', destinationId] as const,
};

export const TOP_TIPS_FAILURE = 'Failed to fetch safety tips';

export function getTopTips(destinationId: number, signal?: AbortSignal): Promise<SafetyTipView[]> {
  return failingWith(TOP_TIPS_FAILURE, apiGet<SafetyTipView[]>(`/api/safety/tips/top/${destinationId}`, { signal }));
}

export function useTopTips(destinationId: number) {
  return useQuery(
    queryOptions({
      queryKey: topTipsKeys.of(destinationId),
      queryFn: ({ signal }) => getTopTips(destinationId, signal),
    }),
  );
}
