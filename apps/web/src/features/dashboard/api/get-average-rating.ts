/**
 * `GET /api/safety/ratings/average/{destinationId}`: travellers' ratings of a destination, each
 * dimension mapped to 0-100 (null with no ratings), and how many there are.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AverageSafetyRating } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { failingWith } from './failing-with';

export type { AverageSafetyRating } from '@safetrails/contracts';

export const averageRatingKey = (destinationId: number) =>
  ['destinations', destinationId, 'ratings', 'average'] as const;

/** Spec part 1 section 8: the failure the dashboard shows. */
export const AVERAGE_RATING_FAILURE = 'Failed to fetch safety ratings';

export function getAverageRating(destinationId: number, signal?: AbortSignal): Promise<AverageSafetyRating> {
  return failingWith(
    AVERAGE_RATING_FAILURE,
    apiGet<AverageSafetyRating>(`/api/safety/ratings/average/${destinationId}`, { signal }),
  );
}

export function useAverageRating(destinationId: number) {
  return useQuery(
    queryOptions({
      queryKey: averageRatingKey(destinationId),
      queryFn: ({ signal }) => getAverageRating(destinationId, signal),
    }),
  );
}
