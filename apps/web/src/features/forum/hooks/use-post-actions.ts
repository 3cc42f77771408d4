/**
 * What a reader can do with a post from a list or the post page: react, save it, share its link.
 * Each write passes the sign-in check first; the answers update the page through the `forum` query
 * invalidation, and the toasts are the spec's ("Reaction added", "Failed to add reaction").
 */
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { toast } from '@/lib/toast';
import type { ReactionKind, ReactionResult, ReactionTargetType } from '@safetrails/contracts';
import { errorText } from '@/lib/error-words';
import { pageAddress, shareLink } from '@/lib/share';
import { useSavePost } from '../api/save-post';
import { useToggleReaction } from '../api/toggle-reaction';
import type { ForumViewer } from '../lib/forum-viewer';
import { useWriteGate } from './use-write-gate';

interface Reactable {
  readonly id: string;
  readonly myReactions: readonly ReactionKind[];
}

export function useReactions(viewer: ForumViewer, onAnswer?: (result: ReactionResult) => void) {
  const intl = useIntl();
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
          if (result.active)
            toast.success(intl.formatMessage({ id: 'forum.reaction.added', defaultMessage: 'Reaction added' }), {
              description: intl.formatMessage({
                id: 'forum.reaction.addedText',
                defaultMessage: 'Your reaction has been recorded.',
              }),
            });
        },
        onError: (error) =>
          toast.error(intl.formatMessage({ id: 'forum.reaction.failed', defaultMessage: 'Failed to add reaction' }), {
            description: errorText(intl, error),
          }),
        onSettled: () => setPending(null),
      },
    );
  };

  const isPending = (targetId: string, reactionType: ReactionKind) => pending === `${targetId}:${reactionType}`;
  return { react, isPending };
}

export function usePostSaving(viewer: ForumViewer) {
  const intl = useIntl();
  const allowed = useWriteGate(viewer);
  const mutation = useSavePost();
  const save = (post: { readonly id: string; readonly title: string; readonly savedByMe: boolean }) => {
    if (!allowed('savePosts')) return;
    const saved = !post.savedByMe;
    mutation.mutate(
      { postId: post.id, saved },
      {
        onSuccess: () =>
          toast.success(
            saved
              ? intl.formatMessage({ id: 'forum.save.saved', defaultMessage: 'Post saved' })
              : intl.formatMessage({ id: 'forum.save.removed', defaultMessage: 'Removed from saved posts' }),
            {
              description: saved
                ? intl.formatMessage({
                    id: 'forum.save.savedText',
                    defaultMessage: 'Find it under Saved Posts in the forums.',
                  })
                : undefined,
            },
          ),
        onError: (error) =>
          toast.error(intl.formatMessage({ id: 'forum.save.failed', defaultMessage: 'Could not save the post' }), {
            description: errorText(intl, error),
          }),
      },
    );
  };
  const isPending = (postId: string) => mutation.isPending && mutation.variables.postId === postId;
  return { save, isPending };
}

/** Shares a discussion's link in the page's language (the address keeps the language's prefix). */
export async function sharePost(intl: IntlShape, post: { readonly id: string; readonly title: string }): Promise<void> {
  const url = pageAddress(`/forums/post/${post.id}`, intl.locale);
  try {
    const outcome = await shareLink({
      title: post.title,
      text: intl.formatMessage(
        { id: 'forum.share.text', defaultMessage: '{title} on the SafeTrails forum' },
        { title: post.title },
      ),
      url,
    });
    if (outcome === 'copied')
      toast.success(intl.formatMessage({ id: 'forum.share.copied', defaultMessage: 'Link copied' }), {
        description: intl.formatMessage({
          id: 'forum.share.copiedText',
          defaultMessage: 'The link to this discussion is on your clipboard.',
        }),
      });
  } catch {
    toast.error(intl.formatMessage({ id: 'forum.share.failed', defaultMessage: 'Could not share the link' }), {
      description: url,
    });
  }
}
