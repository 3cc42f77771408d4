/**
 * /forums/post/{id} (spec part 2 "Forum post page"): breadcrumb, title, Pinned and Locked badges, the
 * author (as the API names them: an anonymous author stays anonymous), date, views, the body (HTML
 * the API rendered from Markdown and sanitised), Edit for the author, the reactions Like, Helpful and
 * Insightful, Save, Share and Report, then the comments. Unknown or hidden posts show Post Not Found.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Bookmark, Eye, Flag, MapPin, Pencil, Share2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactionTargetType } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCount } from '@/i18n/use-count';
import { useNow } from '@/lib/use-now';
import { useForumComments } from '../api/get-comments';
import { useForumPost } from '../api/get-post';
import { isNotFound } from '../api/forum-keys';
import { sharePost, usePostSaving, useReactions } from '../hooks/use-post-actions';
import { useWriteGate } from '../hooks/use-write-gate';
import type { ForumViewer } from '../lib/forum-viewer';
import { categoryWords } from '../lib/category-words';
import { AuthorLine } from './author-line';
import { Breadcrumb } from './breadcrumb';
import { CategoryIcon } from './category-icon';
import { CommentThread } from './comment-thread';
import { EditPostForm } from './edit-post-form';
import { ForumLoadError } from './forum-load-error';
import { NotFoundView } from './not-found-view';
import { PostBadges } from './post-badges';
import { ReactionButtons } from './reaction-buttons';
import { ReportDialog } from './report-dialog';
import { SanitizedHtml } from './sanitized-html';

const MINUTE_MS = 60_000;

export function PostPage({ postId, viewer }: { readonly postId: string; readonly viewer: ForumViewer }) {
  const intl = useIntl();
  const count = useCount();
  const post = useForumPost(postId, viewer.id);
  const comments = useForumComments(postId, viewer.id, post.isSuccess);
  const now = useNow(MINUTE_MS);
  const reactions = useReactions(viewer);
  const saving = usePostSaving(viewer);
  const allowed = useWriteGate(viewer);
  const [editing, setEditing] = useState(false);
  const [reportTarget, setReportTarget] = useState<{ type: ReactionTargetType; id: string } | null>(null);

  if (post.isPending)
    return <Spinner label={intl.formatMessage({ id: 'forum.post.loading', defaultMessage: 'Loading the post…' })} />;
  if (post.isError) {
    // A malformed id (the API's 400) names no post either.
    if (isNotFound(post.error) || (post.error instanceof ApiError && post.error.status === 400)) {
      return (
        <NotFoundView
          title={intl.formatMessage({ id: 'forum.post.notFound', defaultMessage: 'Post Not Found' })}
          text={intl.formatMessage({
            id: 'forum.post.notFoundText',
            defaultMessage: 'This discussion does not exist, or a moderator has removed it.',
          })}
        />
      );
    }
    return (
      <div className="container forum-page">
        <ForumLoadError
          title={intl.formatMessage({ id: 'forum.post.errorTitle', defaultMessage: 'Error fetching post' })}
          message={intl.formatMessage({
            id: 'forum.post.errorText',
            defaultMessage: 'Could not load the post. Please try again.',
          })}
          onRetry={() => void post.refetch()}
        />
      </div>
    );
  }

  const { data } = post;
  const categoryName = categoryWords(intl, { slug: data.categorySlug, name: data.categoryName }).name;
  return (
    <div className="container container-medium forum-page">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'forum.crumb.forums', defaultMessage: 'Forums' }), to: '/forums' },
          { label: categoryName, to: `/forums/category/${data.categorySlug}` },
          { label: data.title },
        ]}
      />
      <article className="card forum-post" aria-labelledby="forum-post-title">
        <header className="forum-post-header">
          <div className="forum-post-meta">
            <Link to={`/forums/category/${data.categorySlug}`} className="forum-chip">
              <CategoryIcon icon={data.categoryIcon} size={14} />
              {categoryName}
            </Link>
            <PostBadges post={data} />
          </div>
          {!editing && (
            <h1 id="forum-post-title" dir="auto">
              {data.title}
            </h1>
          )}
          <p className="forum-post-byline">
            <AuthorLine author={data.author} createdAt={data.createdAt} editedAt={data.editedAt} now={now} />
            <span className="forum-stat">
              <Eye aria-hidden="true" size={15} />
              <FormattedMessage
                id="forum.post.views"
                defaultMessage="{count, plural, one {{shown} view} other {{shown} views}}"
                values={{ count: data.viewCount, shown: count(data.viewCount) }}
              />
            </span>
            {data.destination && (
              <span className="forum-stat">
                <MapPin aria-hidden="true" size={15} />
                <Link to={`/destination/${data.destination.id}`}>
                  <FormattedMessage
                    id="forum.destination.place"
                    defaultMessage="{name}, {country}"
                    values={{ name: data.destination.name, country: data.destination.country }}
                  />
                </Link>
              </span>
            )}
          </p>
          {data.isHidden && data.hiddenReason && (
            <p className="forum-hidden-note" role="note">
              <FormattedMessage
                id="forum.post.hiddenNote"
                defaultMessage="A moderator has hidden this post: {reason}"
                values={{ reason: data.hiddenReason }}
              />
            </p>
          )}
        </header>
        {editing ? (
          <>
            <h1 id="forum-post-title" className="visually-hidden">
              {data.title}
            </h1>
            <EditPostForm post={data} onDone={() => setEditing(false)} />
          </>
        ) : (
          <SanitizedHtml className="forum-content forum-post-content" html={data.contentHtml} />
        )}
        {!editing && (
          <footer className="forum-post-actions-bar">
            <div
              className="forum-reactions"
              role="group"
              aria-label={intl.formatMessage({ id: 'forum.post.reactions', defaultMessage: 'Reactions' })}
            >
              <ReactionButtons
                reactions={data.reactions}
                mine={data.myReactions}
                onReact={(kind) => reactions.react('post', data, kind)}
                isPending={(kind) => reactions.isPending(data.id, kind)}
              />
            </div>
            <div className="forum-post-tools">
              {data.canEdit && (
                <button type="button" className="forum-text-button" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" size={16} />
                  <FormattedMessage id="forum.edit" defaultMessage="Edit" />
                </button>
              )}
              <button
                type="button"
                className="forum-text-button"
                aria-pressed={data.savedByMe}
                disabled={saving.isPending(data.id)}
                onClick={() => saving.save(data)}
              >
                <Bookmark aria-hidden="true" size={16} />
                <FormattedMessage
                  id="forum.post.save"
                  defaultMessage="{saved, select, yes {Saved} other {Save}}"
                  values={{ saved: data.savedByMe ? 'yes' : 'no' }}
                />
              </button>
              <button type="button" className="forum-text-button" onClick={() => void sharePost(intl, data)}>
                <Share2 aria-hidden="true" size={16} />
                <FormattedMessage id="forum.post.share" defaultMessage="Share" />
              </button>
              {!data.author.isMe && (
                <button
                  type="button"
                  className="forum-text-button forum-report-button"
                  onClick={() => {
                    if (allowed('reportPost')) setReportTarget({ type: 'post', id: data.id });
                  }}
                >
                  <Flag aria-hidden="true" size={16} />
                  <FormattedMessage id="forum.report" defaultMessage="Report" />
                </button>
              )}
            </div>
          </footer>
        )}
      </article>
      <div className="card forum-comments-card">
        {comments.isError ? (
          <ForumLoadError
            title={intl.formatMessage({ id: 'forum.comments.errorTitle', defaultMessage: 'Error fetching comments' })}
            message={intl.formatMessage({
              id: 'forum.comments.errorText',
              defaultMessage: 'Could not load comments for this post. Please try again.',
            })}
            onRetry={() => void comments.refetch()}
          />
        ) : comments.data ? (
          <CommentThread
            postId={data.id}
            comments={comments.data}
            canComment={data.canComment}
            isLocked={data.isLocked}
            viewer={viewer}
            now={now}
            onReport={setReportTarget}
          />
        ) : (
          <p className="muted" role="status">
            <FormattedMessage id="forum.comments.loading" defaultMessage="Loading comments…" />
          </p>
        )}
      </div>
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </div>
  );
}
