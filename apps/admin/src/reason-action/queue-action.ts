/**
 * Actions that belong to the one moderation queue (A1's `/admin-api/moderation-queue/{id}/actions`):
 * a report's resolve, dismiss and reopen, a tip's removal. Going through the queue keeps one
 * mechanism for them: the queue item closes, the flaggers' track record counts, the log has a row.
 */
import { httpClient } from '../data-provider';

/** The queue's kinds for the console's resources, as the queue item ids name them. */
export type QueueKind = 'feedback' | 'data_report' | 'bug_report' | 'survey' | 'tip';

/** The queue action the console sends for this resource's buttons. */
export type QueueAction = 'resolve' | 'dismiss' | 'reopen' | 'remove';

/** The queue item of a target: one per submission, one per flagged tip, `<kind>-<targetId>`. */
export function queueItemId(kind: QueueKind, targetId: string): string {
  return `${kind}-${targetId}`;
}

export async function applyQueueAction(
  kind: QueueKind,
  targetId: string,
  action: QueueAction,
  reason: string,
): Promise<void> {
  await httpClient(`/admin-api/moderation-queue/${encodeURIComponent(queueItemId(kind, targetId))}/actions`, {
    method: 'POST',
    body: JSON.stringify({ action, reason }),
  });
}
