/**
 * Like, Helpful and Insightful with their counts (spec part 2 "Reaction"): each a toggle button, so
 * a screen reader says whether the reader's own reaction is on; a second press takes it back.
 */
import { Lightbulb, ThumbsUp, HandHeart, type LucideIcon } from 'lucide-react';
import { REACTION_KINDS, type ReactionCounts, type ReactionKind } from '@safetrails/contracts';
import { formatCount } from '@/lib/format-number';
import { analyticsAction } from '@/lib/analytics/tracker';

const REACTIONS: Readonly<Record<ReactionKind, { label: string; icon: LucideIcon }>> = {
  like: { label: 'Like', icon: ThumbsUp },
  helpful: { label: 'Helpful', icon: HandHeart },
  insightful: { label: 'Insightful', icon: Lightbulb },
};

interface ReactionButtonsProps {
  readonly reactions: ReactionCounts;
  readonly mine: readonly ReactionKind[];
  readonly onReact: (kind: ReactionKind) => void;
  readonly isPending: (kind: ReactionKind) => boolean;
  /** Which reactions to offer; comments show fewer to stay compact. */
  readonly kinds?: readonly ReactionKind[];
  readonly compact?: boolean;
}

export function ReactionButtons({
  reactions,
  mine,
  onReact,
  isPending,
  kinds = REACTION_KINDS,
  compact = false,
}: ReactionButtonsProps) {
  return (
    <>
      {kinds.map((kind) => {
        const { label, icon: Icon } = REACTIONS[kind];
        const count = reactions[kind];
        return (
          <button
            key={kind}
            type="button"
            className={compact ? 'forum-reaction forum-reaction-compact' : 'forum-reaction'}
            aria-pressed={mine.includes(kind)}
            disabled={isPending(kind)}
            onClick={() => onReact(kind)}
            {...analyticsAction('react')}
          >
            <Icon aria-hidden="true" size={compact ? 15 : 17} />
            <span className="forum-reaction-label">{label}</span>
            <span className="forum-reaction-count">{formatCount(count)}</span>
          </button>
        );
      })}
    </>
  );
}
