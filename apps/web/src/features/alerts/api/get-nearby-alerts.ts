/** `GET /api/safety-alerts/nearby?lat&lng&radius`: active alerts within `radius` metres, nearest first. */
import { useQuery } from '@tanstack/react-query';
import type { NearbySafetyAlert } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { alertKeys, retryUnlessAnswered, useAlertPolling } from './alert-keys';

export interface NearbyQuery {
  readonly latitude: number;
  readonly longitude: number;
  readonly radius: number;
}

export function getNearbyAlerts({ latitude, longitude, radius }: NearbyQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ lat: String(latitude), lng: String(longitude), radius: String(radius) });
  return apiGet<NearbySafetyAlert[]>(`/api/safety-alerts/nearby?${params.toString()}`, { signal });
}

/** Runs only once the browser has given a position. */
export function useNearbyAlerts(query: NearbyQuery | null) {
  const refetchInterval = useAlertPolling();
  return useQuery({
    queryKey: query ? alertKeys.nearby(query.latitude, query.longitude, query.radius) : alertKeys.nearby(0, 0, 0),
    queryFn: ({ signal }) => getNearbyAlerts(query as NearbyQuery, signal),
    enabled: query !== null,
    refetchInterval,
    retry: retryUnlessAnswered,
  });
}
