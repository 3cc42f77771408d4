/** `GET /api/safety/tips/top/{destinationId}`: the best-voted safety tips (up to 10), for the transport and emergency tabs. */
import { useQuery } from '@tanstack/react-query';
import type { SafetyTipView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { retryUnlessAnswered, tipKeys } from './destination-keys';

export type { SafetyTipView } from '@safetrails/contracts';

export function getTopTips(destinationId: number, signal?: AbortSignal): Promise<SafetyTipView[]> {
  return apiGet<SafetyTipView[]>(`/api/safety/tips/top/${destinationId}`, { signal });
}

/** Null fetches nothing. */
export function useTopTips(destinationId: number | null) {
  return useQuery({
    queryKey: tipKeys.top(destinationId ?? 0),
    queryFn: ({ signal }) => getTopTips(destinationId ?? 0, signal),
    enabled: destinationId !== null,
    retry: retryUnlessAnswered,
  });
}
