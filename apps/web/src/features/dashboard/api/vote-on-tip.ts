/**
 * `PUT /api/safety/tips/{tipId}/vote`: the traveller's one vote on a tip, persisted; `none` takes it
 * back. The answer is the tip with its new counts, which replaces the cached copy straight away.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyTipView, TipVote } from '@safetrails/contracts';
import { apiPut } from '@/lib/api-client';
import { topTipsKeys } from './get-top-tips';

export function voteOnTip(tipId: string, vote: TipVote): Promise<SafetyTipView> {
  return apiPut<SafetyTipView>(`/api/safety/tips/${encodeURIComponent(tipId)}/vote`, { body: { vote } });
}

export function useVoteOnTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tipId, vote }: { tipId: string; vote: TipVote }) => voteOnTip(tipId, vote),
    onSuccess: (tip) => {
      queryClient.setQueryData<SafetyTipView[]>(topTipsKeys.of(tip.destinationId), (tips) =>
        tips?.map((cached) => (cached.id === tip.id ? tip : cached)),
      );
      // The order of the top tips may have changed, and the author's helpful-vote count with it.
      return queryClient.invalidateQueries({ queryKey: topTipsKeys.of(tip.destinationId) });
    },
  });
}
