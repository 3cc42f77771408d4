/**
 * A page of posts with its states: loading, the spec's load error, the empty state ("No discussions
 * yet", or no match for a search), the posts, and the pages. The page being replaced stays visible,
 * dimmed, while the next one loads.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle, MessagesSquare } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForumPostPage } from '@safetrails/contracts';
import { useNow } from '@/lib/use-now';
import { sharePost, usePostSaving, useReactions } from '../hooks/use-post-actions';
import type { ForumViewer } from '../lib/forum-viewer';
import { ForumLoadError } from './forum-load-error';
import { Pagination } from './pagination';
import { PostListItem } from './post-list-item';

interface PostListProps {
  readonly query: UseQueryResult<ForumPostPage>;
  readonly viewer: ForumViewer;
  readonly showCategory: boolean;
  readonly onPage: (page: number) => void;
  /** The spec's load error, e.g. { title: 'Error fetching posts', message: 'Could not load ...' }. */
  readonly failure: { readonly title: string; readonly message: string };
  readonly empty: { readonly title: string; readonly text: ReactNode };
}

const MINUTE_MS = 60_000;

export function PostList({ query, viewer, showCategory, onPage, failure, empty }: PostListProps) {
  const intl = useIntl();
  const now = useNow(MINUTE_MS);
  const reactions = useReactions(viewer);
  const saving = usePostSaving(viewer);

  if (query.isPending) {
    return (
      <div className="forum-list-loading" role="status">
        <LoaderCircle className="spin" aria-hidden="true" size={24} />
        <span className="visually-hidden">
          <FormattedMessage id="forum.posts.loading" defaultMessage="Loading posts…" />
        </span>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <ForumLoadError {...failure} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  if (!page || page.items.length === 0) {
    return (
      <div className="empty-state">
        <span className="empty-state-icon">
          <MessagesSquare aria-hidden="true" size={28} />
        </span>
        <p className="empty-state-title">{empty.title}</p>
        <div className="muted">{empty.text}</div>
      </div>
    );
  }

  return (
    <div className="forum-list" aria-busy={query.isPlaceholderData || undefined}>
      <ul className="forum-post-list" data-stale={query.isPlaceholderData || undefined}>
        {page.items.map((post) => (
          <li key={post.id}>
            <PostListItem
              post={post}
              now={now}
              showCategory={showCategory}
              onLike={() => reactions.react('post', post, 'like')}
              likePending={reactions.isPending(post.id, 'like')}
              onSave={() => saving.save(post)}
              savePending={saving.isPending(post.id)}
              onShare={() => void sharePost(intl, post)}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page.page} totalPages={page.totalPages} onPage={onPage} />
    </div>
  );
}
