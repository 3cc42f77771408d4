/**
 * `PATCH /api/alert-history/{id}/mark-viewed`, called when the traveller opens an alert sent to them.
 * The badge goes down at once (the entry leaves the unviewed answer); the server's answer and the
 * live notice then confirm it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertHistoryEntry, UnviewedAlerts } from '@safetrails/contracts';
import { apiPatch } from '@/lib/api-client';
import { QueuedOfflineError } from '@/lib/outbox/outbox';
import { alertKeys } from './alert-keys';

export function markAlertViewed(entryId: string): Promise<AlertHistoryEntry> {
  return apiPatch<AlertHistoryEntry>(`/api/alert-history/${encodeURIComponent(entryId)}/mark-viewed`);
}

export function useMarkAlertViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertViewed,
    onMutate: async (entryId) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.unviewed() });
      const before = queryClient.getQueryData<UnviewedAlerts>(alertKeys.unviewed());
      queryClient.setQueryData<UnviewedAlerts>(alertKeys.unviewed(), (unviewed) => withoutEntry(unviewed, entryId));
      queryClient.setQueryData<AlertHistoryEntry[]>(alertKeys.history(), (entries) =>
        entries?.map((entry) => (entry.id === entryId ? { ...entry, viewed: true } : entry)),
      );
      return { before };
    },
    onError: (error, _entryId, context) => {
      // Kept on the device and sent when back online: it stays viewed here.
      if (error instanceof QueuedOfflineError) return;
      if (context?.before) queryClient.setQueryData(alertKeys.unviewed(), context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.unviewed() }),
        queryClient.invalidateQueries({ queryKey: alertKeys.history() }),
      ]),
  });
}

function withoutEntry(unviewed: UnviewedAlerts | undefined, entryId: string): UnviewedAlerts | undefined {
  if (!unviewed || !unviewed.alerts.some((entry) => entry.id === entryId)) return unviewed;
  return { count: Math.max(0, unviewed.count - 1), alerts: unviewed.alerts.filter((entry) => entry.id !== entryId) };
}
