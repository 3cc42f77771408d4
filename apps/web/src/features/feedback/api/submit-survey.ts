/** `POST /api/surveys`: the Take Our Survey form; open to visitors who are not signed in. */
import { useMutation } from '@tanstack/react-query';
import type { ReportReceipt } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import type { surveyRequest } from '../lib/feedback-forms';

export type SurveyRequest = ReturnType<typeof surveyRequest>;

export function useSubmitSurvey() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SurveyRequest; idempotencyKey: string }) =>
      apiPost<ReportReceipt>('/api/surveys', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
