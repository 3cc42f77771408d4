/** `GET /admin-api/surveys/aggregates`: counts per answer of every survey question, for the charts. */
import { useQuery } from '@tanstack/react-query';
import type { SurveyAggregates } from '@safetrails/contracts';
import { httpClient } from '../data-provider';

export function useSurveyAggregates(window: { readonly since?: string; readonly until?: string }) {
  const query = new URLSearchParams();
  if (window.since) query.set('since', window.since);
  if (window.until) query.set('until', window.until);
  return useQuery({
    // Keyed by the read model first, so its change notices refresh the charts.
    queryKey: ['reports', 'survey-aggregates', window.since ?? null, window.until ?? null],
    queryFn: async () =>
      (await httpClient(`/admin-api/surveys/aggregates?${query.toString()}`)).json as SurveyAggregates,
  });
}
