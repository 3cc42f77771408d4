/** `/api/trips`: her trips, one of them, and planning, changing and cancelling one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Trip, TripStop } from '@safetrails/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export interface TripInput {
  readonly name: string;
  readonly stops: readonly TripStop[];
}

export function useTrips() {
  return useQuery({
    queryKey: safetyKeys.trips(),
    queryFn: ({ signal }) => apiGet<Trip[]>('/api/trips', { signal }),
  });
}

export function useTrip(id: string) {
  return useQuery({
    queryKey: safetyKeys.trip(id),
    queryFn: ({ signal }) => apiGet<Trip>(`/api/trips/${encodeURIComponent(id)}`, { signal }),
  });
}

export function usePlanTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: TripInput; idempotencyKey: string }) =>
      apiPost<Trip>('/api/trips', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (trip) => {
      queryClient.setQueryData(safetyKeys.trip(trip.id), trip);
      void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
    },
  });
}

export function useChangeTrip(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: TripInput; idempotencyKey: string }) =>
      apiPut<Trip>(`/api/trips/${encodeURIComponent(id)}`, { body: input }),
    onSuccess: (trip) => {
      queryClient.setQueryData(safetyKeys.trip(trip.id), trip);
      void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
    },
  });
}

export function useCancelTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ id: string }>(`/api/trips/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.all }),
  });
}
