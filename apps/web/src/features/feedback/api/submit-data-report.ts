/** `POST /api/data-reports`: the Report Data Issue form; open to visitors who are not signed in. */
import { useMutation } from '@tanstack/react-query';
import type { ReportReceipt } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import type { dataReportRequest } from '../lib/feedback-forms';

export type DataReportRequest = ReturnType<typeof dataReportRequest>;

export function useSubmitDataReport() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: DataReportRequest; idempotencyKey: string }) =>
      apiPost<ReportReceipt>('/api/data-reports', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
