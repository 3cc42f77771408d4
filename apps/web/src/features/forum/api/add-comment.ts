/**
 * `POST /api/forum/comments`: a comment on a post, or a reply to a top-level comment (`parentId`).
 * A locked post answers 409 with the spec's "This discussion is locked" text.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumCommentView } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export interface AddCommentInput {
  readonly postId: string;
  readonly content: string;
  readonly parentId: string | null;
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: AddCommentInput; idempotencyKey: string }) =>
      apiPost<ForumCommentView>('/api/forum/comments', {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
