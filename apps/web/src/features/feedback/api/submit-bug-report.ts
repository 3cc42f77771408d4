/** `POST /api/bug-reports`: the Report a Bug form; open to visitors who are not signed in. */
import { useMutation } from '@tanstack/react-query';
import type { ReportReceipt } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import type { bugReportRequest } from '../lib/feedback-forms';

export type BugReportRequest = ReturnType<typeof bugReportRequest>;

export function useSubmitBugReport() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: BugReportRequest; idempotencyKey: string }) =>
      apiPost<ReportReceipt>('/api/bug-reports', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
