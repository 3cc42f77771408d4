/** `GET /api/destinations/featured`: the dashboard's destination picker (ids 1-5 in the demo seed). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedDestination } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys } from './destination-keys';

export type { FeaturedDestination } from '@safetrails/contracts';

export function getFeaturedDestinations(signal?: AbortSignal): Promise<FeaturedDestination[]> {
  return apiGet<FeaturedDestination[]>('/api/destinations/featured', { signal });
}

export function featuredDestinationsQueryOptions() {
  return queryOptions({
    queryKey: destinationKeys.featured(),
    queryFn: ({ signal }) => getFeaturedDestinations(signal),
  });
}

export function useFeaturedDestinations() {
  return useQuery(featuredDestinationsQueryOptions());
}
