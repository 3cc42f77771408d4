/** `POST /api/safety/tips`: a safety tip for a destination (spec part 2 "Tip schema"), 10-1000 characters. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyTipView, TipCategory } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { topTipsKeys } from './get-top-tips';
import { travellerStatsKeys } from './get-traveller-stats';

export interface SafetyTipInput {
  readonly destinationId: number;
  readonly category: TipCategory;
  readonly content: string;
}

export function submitSafetyTip(input: SafetyTipInput, idempotencyKey: string): Promise<SafetyTipView> {
  return apiPost<SafetyTipView>('/api/safety/tips', { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useSubmitSafetyTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SafetyTipInput; idempotencyKey: string }) =>
      submitSafetyTip(input, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: topTipsKeys.all }),
        queryClient.invalidateQueries({ queryKey: travellerStatsKeys.all }),
      ]),
  });
}
