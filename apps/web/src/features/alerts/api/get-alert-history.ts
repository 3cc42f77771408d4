/**
 * The signed-in traveller's alert history: `GET /api/alert-history/unviewed` (the bell's count; the
 * spec's call) and `GET /api/alert-history` (every entry, newest first, for the bell's list).
 */
import { useQuery } from '@tanstack/react-query';
import type { AlertHistoryEntry, UnviewedAlerts } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { alertKeys, retryUnlessAnswered, useAlertPolling } from './alert-keys';

export function getUnviewedAlerts(signal?: AbortSignal): Promise<UnviewedAlerts> {
  return apiGet<UnviewedAlerts>('/api/alert-history/unviewed', { signal });
}

export function getAlertHistory(signal?: AbortSignal): Promise<AlertHistoryEntry[]> {
  return apiGet<AlertHistoryEntry[]>('/api/alert-history', { signal });
}

/** Only for a signed-in traveller. */
export function useUnviewedAlerts({ enabled }: { readonly enabled: boolean }) {
  const refetchInterval = useAlertPolling();
  return useQuery({
    queryKey: alertKeys.unviewed(),
    queryFn: ({ signal }) => getUnviewedAlerts(signal),
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
    retry: retryUnlessAnswered,
  });
}

export function useAlertHistory({ enabled }: { readonly enabled: boolean }) {
  const refetchInterval = useAlertPolling();
  return useQuery({
    queryKey: alertKeys.history(),
    queryFn: ({ signal }) => getAlertHistory(signal),
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
    retry: retryUnlessAnswered,
  });
}
