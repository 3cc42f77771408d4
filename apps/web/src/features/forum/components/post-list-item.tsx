/**
 * One post in a list (spec part 2 "Recent posts"): the like column, the Pinned and Featured markers,
 * the category chip, the author with the Verified badge, the relative time, the title linking to the
 * post, two lines of preview, then comments, views, Share and Save.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bookmark, Eye, MapPin, MessageSquare, Share2, ThumbsUp } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForumPostSummary } from '@safetrails/contracts';
import { useCount } from '@/i18n/use-count';
import { categoryWords } from '../lib/category-words';
import { AuthorLine } from './author-line';
import { CategoryIcon } from './category-icon';
import { PostBadges } from './post-badges';

interface PostListItemProps {
  readonly post: ForumPostSummary;
  readonly now: Date;
  /** False on a category page, where every post is in the same category. */
  readonly showCategory: boolean;
  readonly onLike: () => void;
  readonly likePending: boolean;
  readonly onSave: () => void;
  readonly savePending: boolean;
  readonly onShare: () => void;
}

export function PostListItem({
  post,
  now,
  showCategory,
  onLike,
  likePending,
  onSave,
  savePending,
  onShare,
}: PostListItemProps) {
  const intl = useIntl();
  const count = useCount();
  const liked = post.myReactions.includes('like');
  const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
  const titleId = `post-${post.id}-title`;
  return (
    <article className="forum-post-item" aria-labelledby={titleId} data-pinned={post.isPinned || undefined}>
      <div className="forum-vote">
        <button
          type="button"
          className="forum-vote-button"
          aria-pressed={liked}
          disabled={likePending}
          onClick={onLike}
          aria-label={intl.formatMessage(
            { id: 'forum.post.likeLabel', defaultMessage: 'Like: {title}' },
            { title: post.title },
          )}
        >
          <ThumbsUp aria-hidden="true" size={18} />
        </button>
        <span
          className="forum-vote-count"
          aria-label={intl.formatMessage(
            { id: 'forum.post.likes', defaultMessage: '{count, plural, one {# like} other {# likes}}' },
            { count: post.likes },
          )}
        >
          {count(post.likes)}
        </span>
      </div>
      <div className="forum-post-body">
        <div className="forum-post-meta">
          <PostBadges post={post} />
          {showCategory && (
            <Link to={`/forums/category/${post.categorySlug}`} className="forum-chip">
              <CategoryIcon icon={post.categoryIcon} size={14} />
              {categoryWords(intl, { slug: post.categorySlug, name: post.categoryName }).name}
            </Link>
          )}
          <AuthorLine author={post.author} createdAt={post.createdAt} now={now} />
        </div>
        <h3 id={titleId} className="forum-post-title" dir="auto">
          <Link to={`/forums/post/${post.id}`}>{post.title}</Link>
        </h3>
        <p className="forum-post-excerpt" dir="auto">
          {post.excerpt}
        </p>
        <div className="forum-post-footer">
          <span className="forum-stat">
            <MessageSquare aria-hidden="true" size={16} />
            <FormattedMessage
              id="forum.post.comments"
              defaultMessage="{count, plural, one {{shown} comment} other {{shown} comments}}"
              values={{ count: post.commentCount, shown: count(post.commentCount) }}
            />
          </span>
          <span className="forum-stat">
            <Eye aria-hidden="true" size={16} />
            <FormattedMessage
              id="forum.post.views"
              defaultMessage="{count, plural, one {{shown} view} other {{shown} views}}"
              values={{ count: post.viewCount, shown: count(post.viewCount) }}
            />
          </span>
          {post.destination && (
            <span className="forum-stat">
              <MapPin aria-hidden="true" size={16} />
              <FormattedMessage
                id="forum.destination.place"
                defaultMessage="{name}, {country}"
                values={{ name: post.destination.name, country: post.destination.country }}
              />
            </span>
          )}
          <span className="forum-post-actions">
            <button type="button" className="forum-text-button" onClick={onShare}>
              <Share2 aria-hidden="true" size={16} />
              <FormattedMessage
                id="forum.post.shareNamed"
                defaultMessage="Share<hidden>: {title}</hidden>"
                values={{ title: post.title, hidden }}
              />
            </button>
            <button
              type="button"
              className="forum-text-button"
              aria-pressed={post.savedByMe}
              disabled={savePending}
              onClick={onSave}
            >
              <Bookmark aria-hidden="true" size={16} />
              <FormattedMessage
                id="forum.post.saveNamed"
                defaultMessage="{saved, select, yes {Saved} other {Save}}<hidden>: {title}</hidden>"
                values={{ saved: post.savedByMe ? 'yes' : 'no', title: post.title, hidden }}
              />
            </button>
          </span>
        </div>
      </div>
    </article>
  );
}
