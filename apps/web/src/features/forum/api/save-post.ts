/** `PUT` or `DELETE /api/forum/posts/{id}/saved`: keep a post in Saved Posts, or take it out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPostResult } from '@safetrails/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, saved }: { postId: string; saved: boolean }) => {
      const path = `/api/forum/posts/${encodeURIComponent(postId)}/saved`;
      return saved ? apiPut<SavedPostResult>(path) : apiDelete<SavedPostResult>(path);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
