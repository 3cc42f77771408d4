/** `GET /api/destinations/{id}/accommodations` and `/activities`: the places recommended at a destination. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, retryUnlessAnswered } from './destination-keys';

export type { Place } from '@safetrails/contracts';

export function getAccommodations(id: number, signal?: AbortSignal): Promise<Place[]> {
  return apiGet<Place[]>(`/api/destinations/${id}/accommodations`, { signal });
}

export function getActivities(id: number, signal?: AbortSignal): Promise<Place[]> {
  return apiGet<Place[]>(`/api/destinations/${id}/activities`, { signal });
}

export function accommodationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: destinationKeys.accommodations(id),
    queryFn: ({ signal }) => getAccommodations(id, signal),
    retry: retryUnlessAnswered,
  });
}

/** Null fetches nothing. */
export function useAccommodations(id: number | null) {
  return useQuery({ ...accommodationsQueryOptions(id ?? 0), enabled: id !== null });
}

/** Null fetches nothing. */
export function useActivities(id: number | null) {
  return useQuery({
    queryKey: destinationKeys.activities(id ?? 0),
    queryFn: ({ signal }) => getActivities(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessAnswered,
  });
}
