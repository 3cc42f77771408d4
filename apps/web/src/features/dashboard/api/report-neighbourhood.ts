/**
 * `POST /api/safety/neighborhoods`: a traveller's report on one neighbourhood (spec part 1
 * "Neighborhood report"): a 1-5 safety rating, and optionally a description, the best time to visit
 * and the transport options. The neighbourhood's blended score and the report list change with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NeighbourhoodReportView } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { travellerStatsKeys } from './get-traveller-stats';

export interface NeighbourhoodReportInput {
  readonly destinationId: number;
  readonly neighborhoodName: string;
  readonly safetyScore: number;
  readonly description: string | null;
  readonly bestTimeToVisit: string | null;
  readonly transportOptions: string | null;
}

export function reportNeighbourhood(
  input: NeighbourhoodReportInput,
  idempotencyKey: string,
): Promise<NeighbourhoodReportView> {
  return apiPost<NeighbourhoodReportView>('/api/safety/neighborhoods', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useReportNeighbourhood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: NeighbourhoodReportInput; idempotencyKey: string }) =>
      reportNeighbourhood(input, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['destinations'] }),
        queryClient.invalidateQueries({ queryKey: travellerStatsKeys.all }),
      ]),
  });
}
