/**
 * The audit view's reads over `/admin-api/audit`: a destination's score timeline (one entry per
 * score event, from the projector's history) and the score replayed from the event store as of an
 * instant. Keyed by read model first, so the console's change stream refreshes them. (The raw
 * event browser reads the `events` resource through the data provider.)
 */
import { useQuery } from '@tanstack/react-query';
import type { AuditTimeline, ScoreAsOf } from '@safetrails/contracts';
import { httpClient } from '../data-provider';

const AUDIT_URL = '/admin-api/audit';

async function getJson<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}

export function useScoreTimeline(destinationId: number | null) {
  return useQuery({
    queryKey: ['destinations', 'audit-timeline', destinationId],
    queryFn: () => getJson<AuditTimeline>(`${AUDIT_URL}/destinations/${destinationId}/timeline`),
    enabled: destinationId !== null,
  });
}

export function useScoreAsOf(destinationId: number | null, asOf: Date | null) {
  const instant = asOf?.toISOString() ?? null;
  return useQuery({
    queryKey: ['destinations', 'audit-score-as-of', destinationId, instant],
    queryFn: () =>
      getJson<ScoreAsOf>(`${AUDIT_URL}/destinations/${destinationId}/score?asOf=${encodeURIComponent(instant ?? '')}`),
    enabled: destinationId !== null && instant !== null,
  });
}
