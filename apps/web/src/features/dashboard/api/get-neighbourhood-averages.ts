/**
 * `GET /api/safety/neighborhoods/average/{destinationId}`: each neighbourhood's blended score (its
 * baseline and travellers' reports) with the number of reports, best first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NeighbourhoodAverage } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { failingWith } from './failing-with';

export type { NeighbourhoodAverage } from '@safetrails/contracts';

export const neighbourhoodAveragesKey = (destinationId: number) =>
  ['destinations', destinationId, 'neighbourhoods', 'average'] as const;

export const NEIGHBOURHOOD_AVERAGES_FAILURE = 'Failed to fetch neighborhood scores';

export function getNeighbourhoodAverages(destinationId: number, signal?: AbortSignal): Promise<NeighbourhoodAverage[]> {
  return failingWith(
    NEIGHBOURHOOD_AVERAGES_FAILURE,
    apiGet<NeighbourhoodAverage[]>(`/api/safety/neighborhoods/average/${destinationId}`, { signal }),
  );
}

export function useNeighbourhoodAverages(destinationId: number) {
  return useQuery(
    queryOptions({
      queryKey: neighbourhoodAveragesKey(destinationId),
      queryFn: ({ signal }) => getNeighbourhoodAverages(destinationId, signal),
    }),
  );
}
