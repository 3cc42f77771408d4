/** `GET /api/safety/neighborhoods?destinationId=`: travellers' neighbourhood reports, newest first (transport options, best time to visit). */
import { useQuery } from '@tanstack/react-query';
import type { NeighbourhoodReportView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, retryUnlessAnswered } from './destination-keys';

export type { NeighbourhoodReportView } from '@safetrails/contracts';

export function getNeighbourhoodReports(
  destinationId: number,
  signal?: AbortSignal,
): Promise<NeighbourhoodReportView[]> {
  return apiGet<NeighbourhoodReportView[]>(`/api/safety/neighborhoods?destinationId=${destinationId}`, { signal });
}

/** Null fetches nothing. */
export function useNeighbourhoodReports(destinationId: number | null) {
  return useQuery({
    queryKey: destinationKeys.neighbourhoodReports(destinationId ?? 0),
    queryFn: ({ signal }) => getNeighbourhoodReports(destinationId ?? 0, signal),
    enabled: destinationId !== null,
    retry: retryUnlessAnswered,
  });
}
