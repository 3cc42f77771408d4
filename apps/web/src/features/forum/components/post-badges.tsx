/** The markers of a post (spec part 2): Pinned, Locked, Featured, and Hidden for its author and moderators. */
import { EyeOff, Lock, Pin, Star } from 'lucide-react';
import type { ForumPostSummary } from '@safetrails/contracts';

type Flags = Pick<ForumPostSummary, 'isPinned' | 'isLocked' | 'isHighlighted' | 'isHidden'>;

export function PostBadges({ post }: { readonly post: Flags }) {
  if (!post.isPinned && !post.isLocked && !post.isHighlighted && !post.isHidden) return null;
  return (
    <span className="forum-badges">
      {post.isPinned && (
        <span className="forum-badge forum-badge-pinned">
          <Pin aria-hidden="true" size={13} /> Pinned
        </span>
      )}
      {post.isHighlighted && (
        <span className="forum-badge forum-badge-featured">
          <Star aria-hidden="true" size={13} /> Featured
        </span>
      )}
      {post.isLocked && (
        <span className="forum-badge forum-badge-locked">
          <Lock aria-hidden="true" size={13} /> Locked
        </span>
      )}
      {post.isHidden && (
        <span className="forum-badge forum-badge-hidden">
          <EyeOff aria-hidden="true" size={13} /> Hidden
        </span>
      )}
    </span>
  );
}
