/**
 * `GET /api/forum/posts/{id}`: the post with its sanitised HTML body; a 404 is the Post Not Found
 * view. The API counts one view per reader per post per day, so refetches after a live update do
 * not inflate the count.
 */
import { useQuery } from '@tanstack/react-query';
import type { ForumPostDetail } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys, retryUnlessAnswered, type ViewerId } from './forum-keys';

export function useForumPost(id: string, viewer: ViewerId) {
  return useQuery({
    queryKey: forumKeys.post(id, viewer),
    queryFn: ({ signal }) => apiGet<ForumPostDetail>(`/api/forum/posts/${encodeURIComponent(id)}`, { signal }),
    retry: retryUnlessAnswered,
  });
}
