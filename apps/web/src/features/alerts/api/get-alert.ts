/** `GET /api/safety-alerts/{id}`: one alert, public, as a notification or an email opens it. */
import { useQuery } from '@tanstack/react-query';
import type { SafetyAlert } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { alertKeys, retryUnlessAnswered } from './alert-keys';

export function useAlert(id: string | null) {
  return useQuery({
    queryKey: [...alertKeys.all, 'one', id] as const,
    queryFn: ({ signal }) => apiGet<SafetyAlert>(`/api/safety-alerts/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
    retry: retryUnlessAnswered,
  });
}
