/** `POST /api/forum/posts`: a new post by the signed-in traveller; answers the post (with its id). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostDetail } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import type { createPostRequest } from '../lib/post-rules';
import { forumKeys } from './forum-keys';

export type CreatePostRequest = ReturnType<typeof createPostRequest>;

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePostRequest; idempotencyKey: string }) =>
      apiPost<ForumPostDetail>('/api/forum/posts', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
