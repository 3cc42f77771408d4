/**
 * `POST /api/safety-alerts/{id}/verify` (moderators) and `POST /api/safety-alerts/{id}/archive` with a
 * reason (moderators, or the traveller who raised it). The success callbacks are the mutation's own,
 * so they run even when the list has already re-rendered without the button that started them (the
 * live notice can arrive before the answer).
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

interface ModerationCallbacks {
  readonly onDone?: (alert: SafetyAlert) => void;
}

export function useVerifyAlert({ onDone }: ModerationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAlert,
    onSuccess: (alert) => {
      onDone?.(alert);
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}

export function useArchiveAlert({ onDone }: ModerationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, reason }: { alertId: string; reason: string }) => archiveAlert(alertId, reason),
    onSuccess: (alert) => {
      onDone?.(alert);
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
