/**
 * What a reader can do with a post from a list or the post page: react, save it, share its link.
 * Each write passes the sign-in check first; the answers update the page through the `forum` query
 * invalidation, and the toasts are the spec's ("Reaction added", "Failed to add reaction").
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { ReactionKind, ReactionResult, ReactionTargetType } from '@safetrails/contracts';
import { shareLink } from '@/lib/share';
import { useSavePost } from '../api/save-post';
import { useToggleReaction } from '../api/toggle-reaction';
import type { ForumViewer } from '../lib/forum-viewer';
import { useWriteGate } from './use-write-gate';

interface Reactable {
  readonly id: string;
  readonly myReactions: readonly ReactionKind[];
}

export function useReactions(viewer: ForumViewer, onAnswer?: (result: ReactionResult) => void) {
  const allowed = useWriteGate(viewer);
  const mutation = useToggleReaction(onAnswer);
  /** The target and reaction in flight, so only that button shows as busy. */
  const [pending, setPending] = useState<string | null>(null);

  const react = (targetType: ReactionTargetType, target: Reactable, reactionType: ReactionKind) => {
    if (!allowed('react')) return;
    const active = !target.myReactions.includes(reactionType);
    const key = `${target.id}:${reactionType}`;
    setPending(key);
    mutation.mutate(
      { targetType, targetId: target.id, reactionType, active },
      {
        onSuccess: (result) => {
          if (result.active) toast.success('Reaction added', { description: 'Your reaction has been recorded.' });
        },
        onError: (error) => toast.error('Failed to add reaction', { description: error.message }),
        onSettled: () => setPending(null),
      },
    );
  };

  const isPending = (targetId: string, reactionType: ReactionKind) => pending === `${targetId}:${reactionType}`;
  return { react, isPending };
}

export function usePostSaving(viewer: ForumViewer) {
  const allowed = useWriteGate(viewer);
  const mutation = useSavePost();
  const save = (post: { readonly id: string; readonly title: string; readonly savedByMe: boolean }) => {
    if (!allowed('save posts')) return;
    const saved = !post.savedByMe;
    mutation.mutate(
      { postId: post.id, saved },
      {
        onSuccess: () =>
          toast.success(saved ? 'Post saved' : 'Removed from saved posts', {
            description: saved ? 'Find it under Saved Posts in the forums.' : undefined,
          }),
        onError: (error) => toast.error('Could not save the post', { description: error.message }),
      },
    );
  };
  const isPending = (postId: string) => mutation.isPending && mutation.variables.postId === postId;
  return { save, isPending };
}

export async function sharePost(post: { readonly id: string; readonly title: string }): Promise<void> {
  const url = new URL(`/forums/post/${post.id}`, window.location.origin).toString();
  try {
    const outcome = await shareLink({ title: post.title, text: `${post.title} on the SafeTrails forum`, url });
    if (outcome === 'copied')
      toast.success('Link copied', { description: 'The link to this discussion is on your clipboard.' });
  } catch {
    toast.error('Could not share the link', { description: url });
  }
}
