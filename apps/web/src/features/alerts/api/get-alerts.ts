/**
 * The alerts a widget lists: the active ones (`/api/safety-alerts/active`), a destination's
 * (`/api/safety-alerts/destination/{id}`), or the alerts page's list (`/api/safety-alerts?status&destinationId`).
 * All are public, newest first.
 */
import { useQuery } from '@tanstack/react-query';
import type { SafetyAlert } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { alertKeys, retryUnlessAnswered, useAlertPolling, type AlertSource } from './alert-keys';

export function alertsPath(source: AlertSource): string {
  switch (source.kind) {
    case 'active':
      return '/api/safety-alerts/active';
    case 'destination':
      return `/api/safety-alerts/destination/${source.destinationId}`;
    case 'country':
      return `/api/safety-alerts/active?country=${encodeURIComponent(source.countryCode)}`;
    case 'list': {
      const params = new URLSearchParams({ status: source.status });
      if (source.destinationId !== null) params.set('destinationId', String(source.destinationId));
      return `/api/safety-alerts?${params.toString()}`;
    }
  }
}

export function getAlerts(source: AlertSource, signal?: AbortSignal): Promise<SafetyAlert[]> {
  return apiGet<SafetyAlert[]>(alertsPath(source), { signal });
}

export function useAlerts(source: AlertSource) {
  const refetchInterval = useAlertPolling();
  return useQuery({
    queryKey: alertKeys.source(source),
    queryFn: ({ signal }) => getAlerts(source, signal),
    refetchInterval,
    retry: retryUnlessAnswered,
  });
}
