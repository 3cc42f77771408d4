/** `PATCH /api/forum/posts/{id}`: the author's new title and content. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostDetail } from '@safetrails/contracts';
import { apiPatch } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export interface EditPostInput {
  readonly title: string;
  readonly content: string;
}

export function useEditPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditPostInput) =>
      apiPatch<ForumPostDetail>(`/api/forum/posts/${encodeURIComponent(postId)}`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
