/** `POST /api/feedback`: the Share Feedback form; open to visitors who are not signed in. */
import { useMutation } from '@tanstack/react-query';
import type { ReportReceipt } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import type { feedbackRequest } from '../lib/feedback-forms';

export type FeedbackRequest = ReturnType<typeof feedbackRequest>;

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: FeedbackRequest; idempotencyKey: string }) =>
      apiPost<ReportReceipt>('/api/feedback', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
