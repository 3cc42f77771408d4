/**
 * Like, Helpful and Insightful with their counts (spec part 2 "Reaction"): each a toggle button, so
 * a screen reader says whether the reader's own reaction is on; a second press takes it back.
 */
import { Lightbulb, ThumbsUp, HandHeart, type LucideIcon } from 'lucide-react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { REACTION_KINDS, type ReactionCounts, type ReactionKind } from '@safetrails/contracts';
import { useCount } from '@/i18n/use-count';
import { analyticsAction } from '@/lib/analytics/tracker';

const ICONS: Readonly<Record<ReactionKind, LucideIcon>> = {
  like: ThumbsUp,
  helpful: HandHeart,
  insightful: Lightbulb,
};

const LABELS: Readonly<Record<ReactionKind, MessageDescriptor>> = defineMessages({
  like: { id: 'forum.reaction.like', defaultMessage: 'Like' },
  helpful: { id: 'forum.reaction.helpful', defaultMessage: 'Helpful' },
  insightful: { id: 'forum.reaction.insightful', defaultMessage: 'Insightful' },
});

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
  const formatted = useCount();
  return (
    <>
      {kinds.map((kind) => {
        const Icon = ICONS[kind];
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
            <span className="forum-reaction-label">
              <FormattedMessage {...LABELS[kind]} />
            </span>
            <span className="forum-reaction-count">{formatted(count)}</span>
          </button>
        );
      })}
    </>
  );
}
