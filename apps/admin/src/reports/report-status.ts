/**
 * A feedback-hub submission's triage status as the console shows it, and the moderation-queue
 * actions that move it on (the queue is the one truth for a report's status).
 */
import { REPORT_STATUSES, type ReportStatus } from '@safetrails/contracts';
import type { QueueAction } from '../reason-action/queue-action';

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  new: 'New',
  in_review: 'In review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const REPORT_STATUS_COLOURS: Readonly<Record<ReportStatus, 'info' | 'warning' | 'success' | 'default'>> = {
  new: 'info',
  in_review: 'warning',
  resolved: 'success',
  dismissed: 'default',
};

export const REPORT_STATUS_CHOICES = REPORT_STATUSES.map((status) => ({
  id: status,
  name: REPORT_STATUS_LABELS[status],
}));

/** The actions a report in this status offers: open ones close, closed ones reopen. */
export function reportActions(status: ReportStatus): readonly QueueAction[] {
  switch (status) {
    case 'new':
    case 'in_review':
      return ['resolve', 'dismiss'];
    case 'resolved':
    case 'dismissed':
      return ['reopen'];
  }
}
