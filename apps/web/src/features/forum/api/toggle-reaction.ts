/**
 * `POST /api/forum/reactions`: like, helpful or insightful on a post or comment. It sends the state
 * wanted (`active`) rather than "toggle", so a retried request cannot undo itself; a second click
 * asks for the reaction off again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionKind, ReactionResult, ReactionTargetType } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export interface ReactionInput {
  readonly targetType: ReactionTargetType;
  readonly targetId: string;
  readonly reactionType: ReactionKind;
  readonly active: boolean;
}

export function useToggleReaction(onAnswer?: (result: ReactionResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReactionInput) => apiPost<ReactionResult>('/api/forum/reactions', { body: input }),
    onSuccess: (result) => {
      onAnswer?.(result);
      return queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}
