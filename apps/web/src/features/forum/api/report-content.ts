/** `POST /api/forum/reports`: a traveller flags a post or comment, with a reason, for the moderators. */
import { useMutation } from '@tanstack/react-query';
import type { ContentReportReason, ReactionTargetType, ReportReceipt } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';

export interface ReportContentInput {
  readonly targetType: ReactionTargetType;
  readonly targetId: string;
  readonly reason: ContentReportReason;
  readonly details?: string;
}

export function useReportContent() {
  return useMutation({
    mutationFn: (input: ReportContentInput) => apiPost<ReportReceipt>('/api/forum/reports', { body: input }),
  });
}
