/** `GET /api/destinations/{id}/accommodations` and `/activities`: the places recommended at a destination. */
import { useQuery } from '@tanstack/react-query';
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

/** Null fetches nothing. */
export function useAccommodations(id: number | null) {
  return useQuery({
    queryKey: destinationKeys.accommodations(id ?? 0),
    queryFn: ({ signal }) => getAccommodations(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessAnswered,
  });
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
