/**
 * /forums/category/{slug} (spec part 2 "Forum category page"): breadcrumb, the category's name and
 * description, Create New Post (with the category chosen) or Sign In to Post, a real search, the
 * Filters menu and the Hot, New and Top orders, which all work, the posts with their Pinned and
 * Locked badges, the number of posts and real pages. An unknown slug shows Category Not Found.
 */
import { Link, useLocation } from 'react-router-dom';
import { LogIn, MessageSquarePlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/spinner';
import { useCount } from '@/i18n/use-count';
import { pathOf } from '@/lib/return-to';
import { useForumCategory } from '../api/get-category';
import { isNotFound } from '../api/forum-keys';
import { useForumPosts } from '../api/list-posts';
import { useListParams } from '../hooks/use-list-params';
import { categoryWords } from '../lib/category-words';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';
import { Breadcrumb } from './breadcrumb';
import { CategoryIcon } from './category-icon';
import { ForumLoadError } from './forum-load-error';
import { SearchBox, SortAndFilter, searched } from './list-controls';
import { NotFoundView } from './not-found-view';
import { PostList } from './post-list';
import { noMatch } from '../lib/forum-empty-states';

const CATEGORY_SORTS = ['hot', 'new', 'top'] as const;

export function CategoryPage({ slug, viewer }: { readonly slug: string; readonly viewer: ForumViewer }) {
  const intl = useIntl();
  const count = useCount();
  const location = useLocation();
  const [params, setParams] = useListParams();
  const category = useForumCategory(slug);
  const posts = useForumPosts({
    params,
    viewer: viewer.id,
    categoryId: category.data?.id,
    enabled: category.data !== undefined,
  });

  if (category.isPending)
    return (
      <Spinner label={intl.formatMessage({ id: 'forum.category.loading', defaultMessage: 'Loading the category…' })} />
    );
  if (category.isError) {
    if (isNotFound(category.error)) {
      return (
        <NotFoundView
          title={intl.formatMessage({ id: 'forum.category.notFound', defaultMessage: 'Category Not Found' })}
          text={intl.formatMessage({
            id: 'forum.category.notFoundText',
            defaultMessage:
              'This forum category does not exist, or it has moved. Browse the categories from the forums home.',
          })}
        />
      );
    }
    return (
      <div className="container forum-page">
        <ForumLoadError
          title={intl.formatMessage({ id: 'forum.category.errorTitle', defaultMessage: 'Error fetching category' })}
          message={intl.formatMessage({
            id: 'forum.category.errorText',
            defaultMessage: 'Could not load forum category. Please try again.',
          })}
          onRetry={() => void category.refetch()}
        />
      </div>
    );
  }

  const { data } = category;
  const { name, description } = categoryWords(intl, data);
  return (
    <div className="container forum-page">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'forum.crumb.forums', defaultMessage: 'Forums' }), to: '/forums' },
          { label: name },
        ]}
      />
      <header className="forum-category-header">
        <span className="forum-category-icon forum-category-icon-large">
          <CategoryIcon icon={data.icon} size={28} />
        </span>
        <div>
          <h1>{name}</h1>
          <p className="lead">{description}</p>
          <p className="muted">
            <FormattedMessage
              id="forum.category.counts"
              defaultMessage="{posts, plural, one {{postsShown} post} other {{postsShown} posts}} · {replies, plural, one {{repliesShown} reply} other {{repliesShown} replies}}"
              values={{
                posts: data.postCount,
                postsShown: count(data.postCount),
                replies: data.commentCount,
                repliesShown: count(data.commentCount),
              }}
            />
          </p>
        </div>
        {viewer.id ? (
          <Link to={`/forums/new-post?category=${data.id}`} className="btn btn-accent">
            <MessageSquarePlus aria-hidden="true" size={18} />
            <FormattedMessage id="forum.category.createPost" defaultMessage="Create New Post" />
          </Link>
        ) : (
          <Link to={signInPath(pathOf(location))} className="btn btn-accent">
            <LogIn aria-hidden="true" size={18} />
            <FormattedMessage id="forum.signInToPost" defaultMessage="Sign In to Post" />
          </Link>
        )}
      </header>
      <div className="card forum-main">
        <div className="forum-controls">
          <SearchBox
            query={params.q}
            onSearch={(q) => setParams(searched(params, q))}
            label={intl.formatMessage({ id: 'forum.category.search', defaultMessage: 'Search {name}' }, { name })}
          />
          <SortAndFilter params={params} onChange={setParams} sorts={CATEGORY_SORTS} />
        </div>
        {posts.data && (
          <p className="muted forum-result-count" aria-live="polite">
            {params.q ? (
              <FormattedMessage
                id="forum.category.matches"
                defaultMessage="{total, plural, one {{shown} post matches “{query}”} other {{shown} posts match “{query}”}}"
                values={{ total: posts.data.total, shown: count(posts.data.total), query: params.q }}
              />
            ) : (
              <FormattedMessage
                id="forum.posts.count"
                defaultMessage="{total, plural, one {{shown} post} other {{shown} posts}}"
                values={{ total: posts.data.total, shown: count(posts.data.total) }}
              />
            )}
          </p>
        )}
        <PostList
          query={posts}
          viewer={viewer}
          showCategory={false}
          onPage={(page) => setParams({ ...params, page })}
          failure={{
            title: intl.formatMessage({ id: 'forum.posts.errorTitle', defaultMessage: 'Error fetching posts' }),
            message: intl.formatMessage({
              id: 'forum.category.postsErrorText',
              defaultMessage: 'Could not load posts for this category. Please try again.',
            }),
          }}
          empty={
            params.q
              ? noMatch(intl, params.q)
              : {
                  title: intl.formatMessage({ id: 'forum.empty.noDiscussions', defaultMessage: 'No discussions yet' }),
                  text: intl.formatMessage(
                    { id: 'forum.category.emptyText', defaultMessage: 'Be the first to start a discussion in {name}.' },
                    { name },
                  ),
                }
          }
        />
      </div>
    </div>
  );
}
