/** `GET /api/destinations/{id}`: one destination with its metrics, neighbourhoods and provenance (404 unknown). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationDetail } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, retryUnlessAnswered } from './destination-keys';

export type { DestinationDetail } from '@safetrails/contracts';

export function getDestination(id: number, signal?: AbortSignal): Promise<DestinationDetail> {
  return apiGet<DestinationDetail>(`/api/destinations/${id}`, { signal });
}

export function destinationQueryOptions(id: number) {
  return queryOptions({
    queryKey: destinationKeys.detail(id),
    queryFn: ({ signal }) => getDestination(id, signal),
    retry: retryUnlessAnswered,
  });
}

/** Pass null while there is nothing to show (no selection, or a non-numeric id): nothing is fetched. */
export function useDestination(id: number | null) {
  return useQuery({ ...destinationQueryOptions(id ?? 0), enabled: id !== null });
}
