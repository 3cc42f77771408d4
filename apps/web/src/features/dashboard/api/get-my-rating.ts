/**
 * `GET /api/safety/ratings/mine/{destinationId}`: the signed-in traveller's rating of a destination,
 * or null when they have not rated it (a 404), so the rating form can start from it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRating } from '@safetrails/contracts';
import { ApiError, apiGet } from '@/lib/api-client';

export type { MyRating } from '@safetrails/contracts';

export const myRatingKey = (destinationId: number, userId: string) =>
  ['destinations', destinationId, 'ratings', 'mine', userId] as const;

export async function getMyRating(destinationId: number, signal?: AbortSignal): Promise<MyRating | null> {
  try {
    return await apiGet<MyRating>(`/api/safety/ratings/mine/${destinationId}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Runs only while `enabled` (the rating dialog is open for a traveller with beta access). */
export function useMyRating(destinationId: number, userId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: myRatingKey(destinationId, userId),
      queryFn: ({ signal }) => getMyRating(destinationId, signal),
      enabled,
      // The form must start from the rating as it is now, not as it was five minutes ago.
      staleTime: 0,
    }),
  );
}
