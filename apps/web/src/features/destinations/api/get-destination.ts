/** `GET /api/destinations/{id}`: one destination with its metrics, neighbourhoods and provenance (404 unknown). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationDetail, ScoreExplanation } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, retryUnlessAnswered } from './destination-keys';

export type { DestinationDetail } from '@safetrails/contracts';

/**
 * A copy the service worker kept from before local advice existed has none: it reads as no local
 * advice (the country's advice is still shown) rather than breaking the page offline.
 */
export async function getDestination(id: number, signal?: AbortSignal): Promise<DestinationDetail> {
  const destination = await apiGet<
    Omit<DestinationDetail, 'localAdvice'> & Partial<Pick<DestinationDetail, 'localAdvice'>>
  >(`/api/destinations/${id}`, { signal });
  const local = destination.localAdvice;
  return {
    ...destination,
    localAdvice: local
      ? { ...local, partly: local.partly ?? [] }
      : { highestLevel: null, medianLevel: null, advisories: [], partly: [] },
  };
}

/**
 * How the overall score is worked out, or null in a copy the service worker kept from before the
 * API explained it (nothing to show rather than a guess).
 */
export function scoreWorkingOf(destination: DestinationDetail): ScoreExplanation | null {
  return (destination as Partial<Pick<DestinationDetail, 'scoreExplanation'>>).scoreExplanation ?? null;
}

export function destinationQueryOptions(id: number) {
  return queryOptions({
    queryKey: destinationKeys.detail(id),
    queryFn: ({ signal }) => getDestination(id, signal),
    retry: retryUnlessAnswered,
  });
}

/**
 * Pass null while there is nothing to show (no selection, or a non-numeric id): nothing is fetched.
 * `keepPrevious` keeps the last destination's data (flagged `isPlaceholderData`) while the next one
 * loads, so a map can stay where it is instead of jumping out and back.
 */
export function useDestination(id: number | null, { keepPrevious = false }: { readonly keepPrevious?: boolean } = {}) {
  return useQuery({
    ...destinationQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
