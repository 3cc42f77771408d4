/**
 * `GET /api/destinations?region=&rated=&limit=&offset=`: every destination, rated first and best score
 * first. `useDestinations` reads one page (the dashboard's lists); `useDestinationPages` reads page
 * after page for /search/all's "Load more".
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DestinationSummary } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { destinationKeys, type DestinationListParams } from './destination-keys';

export type { DestinationSummary } from '@safetrails/contracts';
export type { DestinationListParams } from './destination-keys';

export const DESTINATION_PAGE_SIZE = 50;

export function listDestinations(
  params: DestinationListParams & { readonly offset?: number },
  signal?: AbortSignal,
): Promise<DestinationSummary[]> {
  const search = new URLSearchParams();
  if (params.region) search.set('region', params.region);
  if (params.rated !== undefined) search.set('rated', String(params.rated));
  search.set('limit', String(params.limit ?? DESTINATION_PAGE_SIZE));
  if (params.offset) search.set('offset', String(params.offset));
  return apiGet<DestinationSummary[]>(`/api/destinations?${search.toString()}`, { signal });
}

export function useDestinations(
  params: DestinationListParams = {},
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: destinationKeys.list(params),
    queryFn: ({ signal }) => listDestinations(params, signal),
    enabled,
  });
}

export function useDestinationPages(
  params: DestinationListParams = {},
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  const limit = params.limit ?? DESTINATION_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: destinationKeys.pages(params),
    enabled,
    queryFn: ({ pageParam, signal }) => listDestinations({ ...params, limit, offset: pageParam }, signal),
    initialPageParam: 0,
    // A short page is the last one; a full page may have more behind it.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < limit ? undefined : pages.reduce((count, page) => count + page.length, 0),
  });
}
