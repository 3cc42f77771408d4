/**
 * Putting the answer of a reaction toggle into what the page already holds: the post, or one
 * comment or reply in the thread, gets the new counts and the viewer's own reactions, so the button
 * changes at once; the live update that follows refreshes everything else.
 */
import type { ForumCommentView, ReactionCounts, ReactionKind, ReactionResult } from '@safetrails/contracts';

interface Reactable {
  readonly reactions: ReactionCounts;
  readonly myReactions: readonly ReactionKind[];
}

export function withReaction<Target extends Reactable>(target: Target, result: ReactionResult): Target {
  return { ...target, reactions: result.reactions, myReactions: result.myReactions };
}

/** The thread with comment `id` (top-level or a reply) replaced by `change(comment)`. */
export function updateComment(
  thread: readonly ForumCommentView[],
  id: string,
  change: (comment: ForumCommentView) => ForumCommentView,
): ForumCommentView[] {
  return thread.map((comment) => {
    if (comment.id === id) return change(comment);
    if (!comment.replies.some((reply) => reply.id === id)) return comment;
    return { ...comment, replies: comment.replies.map((reply) => (reply.id === id ? change(reply) : reply)) };
  });
}

/** How many comments and replies the thread holds. */
export function threadSize(thread: readonly ForumCommentView[]): number {
  return thread.reduce((total, comment) => total + 1 + comment.replies.length, 0);
}
