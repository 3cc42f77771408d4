/** `GET /api/forum/posts/{id}/comments`: top-level comments oldest first, each with its replies. */
import { useQuery } from '@tanstack/react-query';
import type { ForumCommentView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys, retryUnlessAnswered, type ViewerId } from './forum-keys';

export function useForumComments(postId: string, viewer: ViewerId, enabled = true) {
  return useQuery({
    queryKey: forumKeys.comments(postId, viewer),
    queryFn: ({ signal }) =>
      apiGet<ForumCommentView[]>(`/api/forum/posts/${encodeURIComponent(postId)}/comments`, { signal }),
    retry: retryUnlessAnswered,
    enabled,
  });
}
