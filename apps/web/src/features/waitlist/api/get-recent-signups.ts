/** `GET /api/waitlist/recent?limit=`: first names and join times of the latest sign-ups, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentSignup } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { waitlistKeys } from './waitlist-keys';

export function getRecentSignups(limit: number, signal?: AbortSignal): Promise<RecentSignup[]> {
  return apiGet<RecentSignup[]>(`/api/waitlist/recent?limit=${limit}`, { signal });
}

export function recentSignupsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: waitlistKeys.recent(limit),
    queryFn: ({ signal }) => getRecentSignups(limit, signal),
  });
}

export function useRecentSignups(limit: number) {
  return useQuery(recentSignupsQueryOptions(limit));
}
