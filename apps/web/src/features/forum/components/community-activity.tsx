/**
 * The dashboard's Community tab (spec part 1 "Dashboard"): the newest posts and comments from the
 * forum, live (a new post or comment anywhere refreshes it), with the ways in: the forums, a new
 * post and the safety tips category. It replaces the product's "Community forum will be available
 * soon!" placeholder now that the forum exists.
 */
import { Link } from 'react-router-dom';
import { MessageSquare, MessageSquarePlus, MessagesSquare, ShieldAlert, SquarePen } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNow } from '@/lib/use-now';
import { useForumActivity } from '../api/get-activity';
import { useForumTimeAgo } from '../hooks/use-forum-time-ago';
import { categoryWords } from '../lib/category-words';
import { ForumLoadError } from './forum-load-error';
import { IconLinks, type IconLink } from '@/components/ui/icon-links';

/** The forums, a new discussion, and the safety discussions. */
const FORUM_LINKS_WORDS = defineMessages({
  visit: { id: 'communityActivity.visit', defaultMessage: 'Visit the forums' },
  start: { id: 'communityActivity.start', defaultMessage: 'Start a discussion' },
  safety: { id: 'communityActivity.safety', defaultMessage: 'Safety discussions' },
});
const FORUM_LINKS: readonly IconLink[] = [
  { to: '/forums', icon: MessagesSquare, label: FORUM_LINKS_WORDS.visit, className: 'btn btn-primary btn-small' },
  { to: '/forums/new-post', icon: MessageSquarePlus, label: FORUM_LINKS_WORDS.start },
  { to: '/forums/category/safety-tips', icon: ShieldAlert, label: FORUM_LINKS_WORDS.safety },
];

const ACTIVITY_LIMIT = 6;
const MINUTE_MS = 60_000;

export function CommunityActivity() {
  const activity = useForumActivity(ACTIVITY_LIMIT);
  const now = useNow(MINUTE_MS);
  const intl = useIntl();
  const timeAgo = useForumTimeAgo();

  return (
    <section className="card forum-activity" aria-labelledby="community-activity-title">
      <header className="forum-activity-header">
        <div>
          <h2 id="community-activity-title" className="tab-title">
            <FormattedMessage id="communityActivity.title" defaultMessage="Community activity" />
          </h2>
          <p className="tab-intro">
            <FormattedMessage
              id="communityActivity.intro"
              defaultMessage="The latest questions and answers from travelers in the forums."
            />
          </p>
        </div>
        <div className="forum-activity-links">
          <IconLinks links={FORUM_LINKS} className="btn btn-ghost btn-small" />
        </div>
      </header>
      {activity.isError ? (
        <ForumLoadError
          title={intl.formatMessage({
            id: 'communityActivity.errorTitle',
            defaultMessage: 'Error fetching community activity',
          })}
          message={intl.formatMessage({
            id: 'communityActivity.errorText',
            defaultMessage: 'Could not load the latest posts. Please try again.',
          })}
          onRetry={() => void activity.refetch()}
        />
      ) : !activity.data ? (
        <p className="muted" role="status">
          <FormattedMessage id="communityActivity.loading" defaultMessage="Loading community activity…" />
        </p>
      ) : activity.data.length === 0 ? (
        <div className="empty-state">
          <span className="empty-state-icon">
            <MessagesSquare aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">
            <FormattedMessage id="communityActivity.empty" defaultMessage="No discussions yet" />
          </p>
          <p className="muted">
            <FormattedMessage
              id="communityActivity.emptyText"
              defaultMessage="Ask a question or share a tip: the first post starts the community."
            />
          </p>
        </div>
      ) : (
        <ul className="forum-activity-list">
          {activity.data.map((item) => {
            const Icon = item.kind === 'post' ? SquarePen : MessageSquare;
            const to = item.commentId
              ? `/forums/post/${item.postId}#comment-${item.commentId}`
              : `/forums/post/${item.postId}`;
            return (
              <li key={item.commentId ?? item.postId} className="forum-activity-item">
                <span className="forum-activity-icon">
                  <Icon aria-hidden="true" size={18} />
                </span>
                <div>
                  <p className="forum-activity-what">
                    <FormattedMessage
                      id="communityActivity.what"
                      defaultMessage="{kind, select, post {<b>{author}</b> started a discussion in <link>{category}</link>} other {<b>{author}</b> replied in <link>{category}</link>}}"
                      values={{
                        kind: item.kind,
                        author: item.author.displayName,
                        category: categoryWords(intl, { slug: item.categorySlug, name: item.categoryName }).name,
                        b: (chunks) => <strong>{chunks}</strong>,
                        link: (chunks) => <Link to={`/forums/category/${item.categorySlug}`}>{chunks}</Link>,
                      }}
                    />
                  </p>
                  <p className="forum-activity-title" dir="auto">
                    <Link to={to}>{item.postTitle}</Link>
                  </p>
                  <p className="forum-activity-excerpt" dir="auto">
                    {item.excerpt}
                  </p>
                  <time className="forum-activity-time" dateTime={item.createdAt}>
                    {timeAgo(item.createdAt, now)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
