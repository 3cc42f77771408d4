/** `GET /api/safety/neighborhoods?destinationId=`: travellers' neighbourhood reports, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NeighbourhoodReportView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { failingWith } from './failing-with';

export type { NeighbourhoodReportView } from '@safetrails/contracts';

export const neighbourhoodReportsKey = (destinationId: number) =>
  ['destinations', destinationId, 'neighbourhoods', 'reports'] as const;

export const NEIGHBOURHOOD_REPORTS_FAILURE = 'Failed to fetch neighborhood reports';

export function getNeighbourhoodReports(
  destinationId: number,
  signal?: AbortSignal,
): Promise<NeighbourhoodReportView[]> {
  const query = new URLSearchParams({ destinationId: String(destinationId) });
  return failingWith(
    NEIGHBOURHOOD_REPORTS_FAILURE,
    apiGet<NeighbourhoodReportView[]>(`/api/safety/neighborhoods?${query.toString()}`, { signal }),
  );
}

export function useNeighbourhoodReports(destinationId: number) {
  return useQuery(
    queryOptions({
      queryKey: neighbourhoodReportsKey(destinationId),
      queryFn: ({ signal }) => getNeighbourhoodReports(destinationId, signal),
    }),
  );
}
