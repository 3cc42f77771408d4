/**
 * Who wrote a post or comment and when: the name the API gives (never built from an id, so an
 * anonymous author stays anonymous), the Verified badge for moderators, "You" on one's own, and a
 * relative time with the exact date on hover and for screen readers.
 */
import { BadgeCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForumAuthor } from '@safetrails/contracts';
import { useDayTime } from '@/i18n/use-day';
import { useForumTimeAgo } from '../hooks/use-forum-time-ago';

/** Between the author and the time: a mark, not words. */
const SEPARATOR = '\u00b7';

interface AuthorLineProps {
  readonly author: ForumAuthor & { readonly isOriginalPoster?: boolean };
  readonly createdAt: string;
  readonly editedAt?: string | null;
  readonly now: Date;
}

export function AuthorLine({ author, createdAt, editedAt, now }: AuthorLineProps) {
  const intl = useIntl();
  const timeAgo = useForumTimeAgo();
  const exact = useDayTime();
  return (
    <span className="forum-author-line">
      <bdi className="forum-author">{author.displayName}</bdi>
      {author.isVerified && (
        <span
          className="forum-verified"
          title={intl.formatMessage({
            id: 'forum.author.verifiedTitle',
            defaultMessage: 'Verified: a SafeTrails moderator',
          })}
        >
          <BadgeCheck aria-hidden="true" size={15} />
          <FormattedMessage id="forum.author.verified" defaultMessage="Verified" />
        </span>
      )}
      {author.isOriginalPoster && (
        <span className="forum-tag">
          <FormattedMessage id="forum.author.author" defaultMessage="Author" />
        </span>
      )}
      {author.isMe && (
        <span className="forum-tag">
          <FormattedMessage id="forum.author.you" defaultMessage="You" />
        </span>
      )}
      {author.isAnonymous && author.isMe && (
        <span className="forum-tag">
          <FormattedMessage id="forum.author.anonymous" defaultMessage="Posted anonymously" />
        </span>
      )}
      <span aria-hidden="true">{SEPARATOR}</span>
      <time dateTime={createdAt} title={exact(createdAt)}>
        {timeAgo(createdAt, now)}
      </time>
      {editedAt && (
        <span
          className="forum-edited"
          title={intl.formatMessage(
            { id: 'forum.author.editedAt', defaultMessage: 'Edited {when}' },
            { when: exact(editedAt) },
          )}
        >
          <FormattedMessage id="forum.author.edited" defaultMessage="(edited)" />
        </span>
      )}
    </span>
  );
}
