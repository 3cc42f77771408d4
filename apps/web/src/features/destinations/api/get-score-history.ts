/**
 * `GET /api/destinations/{id}/score-history`: every event that changed the destination's metrics,
 * oldest first, with before and after per metric (the "How this score changed" chart and list).
 */
import { useQuery } from '@tanstack/react-query';
import type { ScoreHistory } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, retryUnlessAnswered } from './destination-keys';

export type { ScoreHistory, ScoreHistoryEntry } from '@safetrails/contracts';

export function getScoreHistory(id: number, signal?: AbortSignal): Promise<ScoreHistory> {
  return apiGet<ScoreHistory>(`/api/destinations/${id}/score-history`, { signal });
}

/** Null fetches nothing. */
export function useScoreHistory(id: number | null) {
  return useQuery({
    queryKey: destinationKeys.scoreHistory(id ?? 0),
    queryFn: ({ signal }) => getScoreHistory(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessAnswered,
  });
}
