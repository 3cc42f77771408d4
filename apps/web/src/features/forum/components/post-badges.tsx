/** The markers of a post (spec part 2): Pinned, Locked, Featured, and Hidden for its author and moderators. */
import { EyeOff, Lock, Pin, Star } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { ForumPostSummary } from '@safetrails/contracts';

type Flags = Pick<ForumPostSummary, 'isPinned' | 'isLocked' | 'isHighlighted' | 'isHidden'>;

export function PostBadges({ post }: { readonly post: Flags }) {
  if (!post.isPinned && !post.isLocked && !post.isHighlighted && !post.isHidden) return null;
  return (
    <span className="forum-badges">
      {post.isPinned && (
        <span className="forum-badge forum-badge-pinned">
          <Pin aria-hidden="true" size={13} />
          <FormattedMessage id="forum.badge.pinned" defaultMessage="Pinned" />
        </span>
      )}
      {post.isHighlighted && (
        <span className="forum-badge forum-badge-featured">
          <Star aria-hidden="true" size={13} />
          <FormattedMessage id="forum.badge.featured" defaultMessage="Featured" />
        </span>
      )}
      {post.isLocked && (
        <span className="forum-badge forum-badge-locked">
          <Lock aria-hidden="true" size={13} />
          <FormattedMessage id="forum.badge.locked" defaultMessage="Locked" />
        </span>
      )}
      {post.isHidden && (
        <span className="forum-badge forum-badge-hidden">
          <EyeOff aria-hidden="true" size={13} />
          <FormattedMessage id="forum.badge.hidden" defaultMessage="Hidden" />
        </span>
      )}
    </span>
  );
}
