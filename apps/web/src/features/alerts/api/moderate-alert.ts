/**
 * `POST /api/safety-alerts/{id}/verify` (moderators) and `POST /api/safety-alerts/{id}/archive` with a
 * reason (moderators, or the traveller who raised it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyAlert } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export function verifyAlert(alertId: string): Promise<SafetyAlert> {
  return apiPost<SafetyAlert>(`/api/safety-alerts/${encodeURIComponent(alertId)}/verify`);
}

export function archiveAlert(alertId: string, reason: string): Promise<SafetyAlert> {
  return apiPost<SafetyAlert>(`/api/safety-alerts/${encodeURIComponent(alertId)}/archive`, { body: { reason } });
}

export function useVerifyAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useArchiveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, reason }: { alertId: string; reason: string }) => archiveAlert(alertId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
