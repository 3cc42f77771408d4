/**
 * One post in a list (spec part 2 "Recent posts"): the like column, the Pinned and Featured markers,
 * the category chip, the author with the Verified badge, the relative time, the title linking to the
 * post, two lines of preview, then comments, views, Share and Save.
 */
import { Link } from 'react-router-dom';
import { Bookmark, Eye, MapPin, MessageSquare, Share2, ThumbsUp } from 'lucide-react';
import type { ForumPostSummary } from '@safetrails/contracts';
import { formatCount } from '@/lib/format-number';
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
  const liked = post.myReactions.includes('like');
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
          aria-label={`Like: ${post.title}`}
        >
          <ThumbsUp aria-hidden="true" size={18} />
        </button>
        <span className="forum-vote-count" aria-label={`${post.likes} ${post.likes === 1 ? 'like' : 'likes'}`}>
          {formatCount(post.likes)}
        </span>
      </div>
      <div className="forum-post-body">
        <div className="forum-post-meta">
          <PostBadges post={post} />
          {showCategory && (
            <Link to={`/forums/category/${post.categorySlug}`} className="forum-chip">
              <CategoryIcon icon={post.categoryIcon} size={14} />
              {post.categoryName}
            </Link>
          )}
          <AuthorLine author={post.author} createdAt={post.createdAt} now={now} />
        </div>
        <h3 id={titleId} className="forum-post-title">
          <Link to={`/forums/post/${post.id}`}>{post.title}</Link>
        </h3>
        <p className="forum-post-excerpt">{post.excerpt}</p>
        <div className="forum-post-footer">
          <span className="forum-stat">
            <MessageSquare aria-hidden="true" size={16} />
            {formatCount(post.commentCount)} {post.commentCount === 1 ? 'comment' : 'comments'}
          </span>
          <span className="forum-stat">
            <Eye aria-hidden="true" size={16} />
            {formatCount(post.viewCount)} {post.viewCount === 1 ? 'view' : 'views'}
          </span>
          {post.destination && (
            <span className="forum-stat">
              <MapPin aria-hidden="true" size={16} />
              {post.destination.name}, {post.destination.country}
            </span>
          )}
          <span className="forum-post-actions">
            <button type="button" className="forum-text-button" onClick={onShare}>
              <Share2 aria-hidden="true" size={16} /> Share<span className="visually-hidden">: {post.title}</span>
            </button>
            <button
              type="button"
              className="forum-text-button"
              aria-pressed={post.savedByMe}
              disabled={savePending}
              onClick={onSave}
            >
              <Bookmark aria-hidden="true" size={16} /> {post.savedByMe ? 'Saved' : 'Save'}
              <span className="visually-hidden">: {post.title}</span>
            </button>
          </span>
        </div>
      </div>
    </article>
  );
}
