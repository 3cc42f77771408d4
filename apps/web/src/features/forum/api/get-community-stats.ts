/** `GET /api/forum/stats`: the forums banner's members, posts, comments and activity, all computed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export function communityStatsQueryOptions() {
  return queryOptions({
    queryKey: forumKeys.stats(),
    queryFn: ({ signal }) => apiGet<CommunityStats>('/api/forum/stats', { signal }),
  });
}

export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions());
}
