/** `GET /api/forum/me/stats`: the signed-in traveller's contributions, reputation, rank and counts. */
import { useQuery } from '@tanstack/react-query';
import type { MyContributionStats } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys, retryUnlessAnswered, type ViewerId } from './forum-keys';

export function useMyForumStats(viewer: ViewerId) {
  return useQuery({
    queryKey: forumKeys.myStats(viewer ?? ''),
    queryFn: ({ signal }) => apiGet<MyContributionStats>('/api/forum/me/stats', { signal }),
    retry: retryUnlessAnswered,
    enabled: viewer !== null,
  });
}
