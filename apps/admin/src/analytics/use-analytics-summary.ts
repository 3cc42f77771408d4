/** `GET /admin-api/analytics/summary?from=&to=` for the range on screen. */
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@safetrails/contracts';
import { httpClient } from '../data-provider';

export function useAnalyticsSummary(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['analytics', 'summary', range.from, range.to],
    queryFn: async () =>
      (await httpClient(`/admin-api/analytics/summary?from=${range.from}&to=${range.to}`)).json as AnalyticsSummary,
  });
}
