/** `POST /api/safety-alerts`: raise an alert (beta). The lists refresh from the answer and the live notice. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyAlert } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import type { CreateAlertInput } from '../lib/alert-draft';
import { alertKeys } from './alert-keys';

export function createAlert(input: CreateAlertInput, idempotencyKey: string): Promise<SafetyAlert> {
  return apiPost<SafetyAlert>('/api/safety-alerts', { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateAlertInput; idempotencyKey: string }) =>
      createAlert(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
