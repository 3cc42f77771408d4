/**
 * /forums/category/{slug} (spec part 2 "Forum category page"): breadcrumb, the category's name and
 * description, Create New Post (with the category chosen) or Sign In to Post, a real search, the
 * Filters menu and the Hot, New and Top orders, which all work, the posts with their Pinned and
 * Locked badges, the number of posts and real pages. An unknown slug shows Category Not Found.
 */
import { Link, useLocation } from 'react-router-dom';
import { LogIn, MessageSquarePlus } from 'lucide-react';
import { FORUM_MESSAGES } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '@/lib/format-number';
import { pathOf } from '@/lib/return-to';
import { useForumCategory } from '../api/get-category';
import { isNotFound } from '../api/forum-keys';
import { useForumPosts } from '../api/list-posts';
import { useListParams } from '../hooks/use-list-params';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';
import { Breadcrumb } from './breadcrumb';
import { CategoryIcon } from './category-icon';
import { ForumLoadError } from './forum-load-error';
import { SearchBox, SortAndFilter, searched } from './list-controls';
import { NotFoundView } from './not-found-view';
import { PostList } from './post-list';

const CATEGORY_SORTS = ['hot', 'new', 'top'] as const;

export function CategoryPage({ slug, viewer }: { readonly slug: string; readonly viewer: ForumViewer }) {
  const location = useLocation();
  const [params, setParams] = useListParams();
  const category = useForumCategory(slug);
  const posts = useForumPosts({
    params,
    viewer: viewer.id,
    categoryId: category.data?.id,
    enabled: category.data !== undefined,
  });

  if (category.isPending) return <Spinner label="Loading the category…" />;
  if (category.isError) {
    if (isNotFound(category.error)) {
      return (
        <NotFoundView
          title={FORUM_MESSAGES.categoryNotFound}
          text="This forum category does not exist, or it has moved. Browse the categories from the forums home."
        />
      );
    }
    return (
      <div className="container forum-page">
        <ForumLoadError
          title="Error fetching category"
          message="Could not load forum category. Please try again."
          onRetry={() => void category.refetch()}
        />
      </div>
    );
  }

  const { data } = category;
  return (
    <div className="container forum-page">
      <Breadcrumb items={[{ label: 'Forums', to: '/forums' }, { label: data.name }]} />
      <header className="forum-category-header">
        <span className="forum-category-icon forum-category-icon-large">
          <CategoryIcon icon={data.icon} size={28} />
        </span>
        <div>
          <h1>{data.name}</h1>
          <p className="lead">{data.description}</p>
          <p className="muted">
            {formatCount(data.postCount)} {data.postCount === 1 ? 'post' : 'posts'} · {formatCount(data.commentCount)}{' '}
            {data.commentCount === 1 ? 'reply' : 'replies'}
          </p>
        </div>
        {viewer.id ? (
          <Link to={`/forums/new-post?category=${data.id}`} className="btn btn-accent">
            <MessageSquarePlus aria-hidden="true" size={18} /> Create New Post
          </Link>
        ) : (
          <Link to={signInPath(pathOf(location))} className="btn btn-accent">
            <LogIn aria-hidden="true" size={18} /> Sign In to Post
          </Link>
        )}
      </header>
      <div className="card forum-main">
        <div className="forum-controls">
          <SearchBox query={params.q} onSearch={(q) => setParams(searched(params, q))} label={`Search ${data.name}`} />
          <SortAndFilter params={params} onChange={setParams} sorts={CATEGORY_SORTS} />
        </div>
        {posts.data && (
          <p className="muted forum-result-count" aria-live="polite">
            {params.q
              ? `${posts.data.total} ${posts.data.total === 1 ? 'post matches' : 'posts match'} “${params.q}”`
              : `${formatCount(posts.data.total)} ${posts.data.total === 1 ? 'post' : 'posts'}`}
          </p>
        )}
        <PostList
          query={posts}
          viewer={viewer}
          showCategory={false}
          onPage={(page) => setParams({ ...params, page })}
          failure={{
            title: 'Error fetching posts',
            message: 'Could not load posts for this category. Please try again.',
          }}
          empty={
            params.q
              ? { title: `No posts match “${params.q}”`, text: 'Try other words, or a broader filter.' }
              : { title: 'No discussions yet', text: `Be the first to start a discussion in ${data.name}.` }
          }
        />
      </div>
    </div>
  );
}
