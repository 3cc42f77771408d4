/**
 * `POST /api/safety/ratings`: a traveller's rating of a destination, six 1-5 dimensions and an
 * optional comment (spec part 2 "Destination rating schema"). A new rating replaces the traveller's
 * old one. The answer carries the destination as it is now, so the new score shows at once; every
 * destination read is refreshed too (the score, averages and history all move).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingScores, SubmitSafetyRatingResponse } from '@safetrails/contracts';

export type { SubmitSafetyRatingResponse } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { travellerStatsKeys } from './get-traveller-stats';

export interface SafetyRatingInput extends RatingScores {
  readonly destinationId: number;
  readonly comment: string | null;
}

export function submitSafetyRating(
  input: SafetyRatingInput,
  idempotencyKey: string,
): Promise<SubmitSafetyRatingResponse> {
  return apiPost<SubmitSafetyRatingResponse>('/api/safety/ratings', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitSafetyRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SafetyRatingInput; idempotencyKey: string }) =>
      submitSafetyRating(input, idempotencyKey),
    // The live stream announces the change too; this covers a page whose stream is down.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['destinations'] }),
        queryClient.invalidateQueries({ queryKey: travellerStatsKeys.all }),
      ]),
  });
}
