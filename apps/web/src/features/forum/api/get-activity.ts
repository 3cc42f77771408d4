/** `GET /api/forum/activity?limit=`: the newest posts and comments, for the dashboard's community tab. */
import { useQuery } from '@tanstack/react-query';
import type { ForumActivityItem } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export function useForumActivity(limit: number) {
  return useQuery({
    queryKey: forumKeys.activity(limit),
    queryFn: ({ signal }) => apiGet<ForumActivityItem[]>(`/api/forum/activity?limit=${limit}`, { signal }),
  });
}
