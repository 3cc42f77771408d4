/** `PATCH /api/forum/comments/{id}`: the author's new text for a comment or reply. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumCommentView } from '@safetrails/contracts';
import { apiPatch } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      apiPatch<ForumCommentView>(`/api/forum/comments/${encodeURIComponent(commentId)}`, { body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
