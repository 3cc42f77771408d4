/**
 * Who wrote a post or comment and when: the name the API gives (never built from an id, so an
 * anonymous author stays anonymous), the Verified badge for moderators, "You" on one's own, and a
 * relative time with the exact date on hover and for screen readers.
 */
import { BadgeCheck } from 'lucide-react';
import type { ForumAuthor } from '@safetrails/contracts';
import { relativeTime } from '../lib/relative-time';
import { formatDateTime } from '@/lib/format-date';

interface AuthorLineProps {
  readonly author: ForumAuthor & { readonly isOriginalPoster?: boolean };
  readonly createdAt: string;
  readonly editedAt?: string | null;
  readonly now: Date;
}

export function AuthorLine({ author, createdAt, editedAt, now }: AuthorLineProps) {
  return (
    <span className="forum-author-line">
      <span className="forum-author">{author.displayName}</span>
      {author.isVerified && (
        <span className="forum-verified" title="Verified: a SafeTrails moderator">
          <BadgeCheck aria-hidden="true" size={15} /> Verified
        </span>
      )}
      {author.isOriginalPoster && <span className="forum-tag">Author</span>}
      {author.isMe && <span className="forum-tag">You</span>}
      {author.isAnonymous && author.isMe && <span className="forum-tag">Posted anonymously</span>}
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={formatDateTime(createdAt)}>
        {relativeTime(createdAt, now)}
      </time>
      {editedAt && (
        <span className="forum-edited" title={`Edited ${formatDateTime(editedAt)}`}>
          (edited)
        </span>
      )}
    </span>
  );
}
