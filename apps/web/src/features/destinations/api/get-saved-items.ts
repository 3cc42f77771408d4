/**
 * `GET /api/saved`: the signed-in traveller's saved destinations, accommodations and activities, newest
 * first. Needs sign-in with beta access (401/403 otherwise), so callers enable it only then.
 */
import { useQuery } from '@tanstack/react-query';
import type { SavedItemView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { retryUnlessAnswered, savedItemKeys } from './destination-keys';

export type { SavedItemView, SavedItemType } from '@safetrails/contracts';

export function getSavedItems(signal?: AbortSignal): Promise<SavedItemView[]> {
  return apiGet<SavedItemView[]>('/api/saved', { signal });
}

export function useSavedItems({ enabled = true }: { readonly enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedItemKeys.all,
    queryFn: ({ signal }) => getSavedItems(signal),
    enabled,
    retry: retryUnlessAnswered,
  });
}
