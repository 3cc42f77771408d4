/**
 * /forums (spec part 2 "Forums home"): the banner with the community's real figures and the search
 * box, the side navigation and category list with real counts, the traveller's contribution stats
 * when signed in, the community guidelines, and two tabs: Categories (cards with counts) and Recent
 * Activity (posts with search, sort, filters and pages). Everything the page shows is in its address
 * (`?tab=recent&q=&sort=&filter=&page=&view=`).
 */
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LayoutGrid, LogIn, MessageSquarePlus, Rows3 } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FORUM_SORTS } from '@safetrails/contracts';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { pathOf } from '@/lib/return-to';
import { useCount } from '@/i18n/use-count';
import { useNow } from '@/lib/use-now';
import { useForumCategories } from '../api/get-categories';
import { useCommunityStats } from '../api/get-community-stats';
import { useMyForumStats } from '../api/get-my-stats';
import { useForumPosts } from '../api/list-posts';
import { useListParams } from '../hooks/use-list-params';
import { homeEmptyState } from '../lib/forum-empty-states';
import type { ForumListParams } from '../lib/forum-list-params';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';
import { CategoryCards } from './category-cards';
import { CommunityBanner } from './community-banner';
import { CommunityGuidelines } from './community-guidelines';
import { ContributionCard } from './contribution-card';
import { ForumLoadError } from './forum-load-error';
import { ForumSideNav, type SideNavItem } from './forum-side-nav';
import { SearchBox, SortAndFilter, searched } from './list-controls';
import { PostList } from './post-list';

type HomeTab = 'categories' | 'recent';

function homeTabs(intl: IntlShape): readonly TabItem<HomeTab>[] {
  return [
    {
      key: 'categories',
      label: intl.formatMessage({ id: 'forum.home.tab.categories', defaultMessage: 'Categories' }),
      icon: LayoutGrid,
    },
    {
      key: 'recent',
      label: intl.formatMessage({ id: 'forum.home.tab.recent', defaultMessage: 'Recent Activity' }),
      icon: Rows3,
    },
  ];
}

const MINUTE_MS = 60_000;

export function ForumsHome({ viewer }: { readonly viewer: ForumViewer }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const [params, setParams] = useListParams();
  const location = useLocation();
  const now = useNow(MINUTE_MS);
  const tab: HomeTab =
    searchParams.get('tab') === 'recent' || params.q || params.view !== 'all' ? 'recent' : 'categories';

  const categories = useForumCategories();
  const stats = useCommunityStats();
  const myStats = useMyForumStats(viewer.id);
  const needsSignIn = params.view !== 'all' && viewer.id === null;
  const posts = useForumPosts({ params, viewer: viewer.id, enabled: tab === 'recent' && !needsSignIn });

  const showList = (next: ForumListParams) => setParams(next, { tab: 'recent' });
  const selectTab = (next: HomeTab) =>
    setSearchParams((previous) => {
      // Categories is the plain address; the list keeps its search and order when shown again.
      const updated = new URLSearchParams(next === 'recent' ? previous : undefined);
      if (next === 'recent') updated.set('tab', 'recent');
      return updated;
    });

  const postAction = viewer.id ? (
    <Link to="/forums/new-post" className="btn btn-accent">
      <MessageSquarePlus aria-hidden="true" size={18} />
      <FormattedMessage id="forum.createPost" defaultMessage="Create Post" />
    </Link>
  ) : (
    <Link to={signInPath(pathOf(location))} className="btn btn-accent">
      <LogIn aria-hidden="true" size={18} />
      <FormattedMessage id="forum.signInToPost" defaultMessage="Sign In to Post" />
    </Link>
  );

  return (
    <div className="container forum-page">
      <CommunityBanner
        stats={stats}
        postAction={postAction}
        search={
          <SearchBox
            query={params.q}
            onSearch={(q) => showList(searched(params, q))}
            label={intl.formatMessage({ id: 'forum.home.search', defaultMessage: 'Search discussions' })}
          />
        }
      />
      <div className="forum-layout">
        <aside
          className="forum-side"
          aria-label={intl.formatMessage({ id: 'forum.home.side', defaultMessage: 'Forum navigation and your stats' })}
        >
          <ForumSideNav
            current={currentNavItem(tab, params)}
            counts={{
              home: stats.data?.posts,
              saved: myStats.data?.savedPosts,
              mine: myStats.data?.posts,
            }}
            categories={categories.data}
          />
          {viewer.id && <ContributionCard stats={myStats} />}
          <CommunityGuidelines />
        </aside>
        <div className="forum-main card">
          <Tabs
            label={intl.formatMessage({ id: 'forum.home.sections', defaultMessage: 'Forum sections' })}
            idPrefix="forums"
            tabs={homeTabs(intl)}
            selected={tab}
            onSelect={selectTab}
          >
            {tab === 'categories' ? (
              categories.isError ? (
                <ForumLoadError
                  title={intl.formatMessage({
                    id: 'forum.categories.errorTitle',
                    defaultMessage: 'Error fetching categories',
                  })}
                  message={intl.formatMessage({
                    id: 'forum.categories.errorText',
                    defaultMessage: 'Could not load forum categories. Please try again.',
                  })}
                  onRetry={() => void categories.refetch()}
                />
              ) : categories.data ? (
                <CategoryCards categories={categories.data} now={now} />
              ) : (
                <p className="muted forum-list-loading" role="status">
                  <FormattedMessage id="forum.categories.loading" defaultMessage="Loading categories…" />
                </p>
              )
            ) : (
              <>
                <ListHeading
                  params={params}
                  total={posts.data?.total}
                  onClearSearch={() => showList(searched(params, ''))}
                />
                <SortAndFilter params={params} onChange={showList} sorts={FORUM_SORTS} />
                {needsSignIn ? (
                  <div className="empty-state">
                    <p className="empty-state-title">
                      <FormattedMessage
                        id="forum.home.signInToSee"
                        defaultMessage="{view, select, mine {Sign in to see your posts} other {Sign in to see your saved posts}}"
                        values={{ view: params.view }}
                      />
                    </p>
                    <Link to={signInPath(pathOf(location))} className="btn btn-primary btn-small">
                      <FormattedMessage id="forum.signIn" defaultMessage="Sign in" />
                    </Link>
                  </div>
                ) : (
                  <PostList
                    query={posts}
                    viewer={viewer}
                    showCategory
                    onPage={(page) => showList({ ...params, page })}
                    failure={{
                      title: intl.formatMessage({
                        id: 'forum.home.recentErrorTitle',
                        defaultMessage: 'Error fetching recent posts',
                      }),
                      message: intl.formatMessage({
                        id: 'forum.home.recentErrorText',
                        defaultMessage: 'Could not load recent posts. Please try again.',
                      }),
                    }}
                    empty={homeEmptyState(intl, params)}
                  />
                )}
              </>
            )}
          </Tabs>
        </div>
      </div>
    </div>
  );
}

function currentNavItem(tab: HomeTab, params: ForumListParams): SideNavItem | null {
  if (params.view === 'mine') return 'mine';
  if (params.view === 'saved') return 'saved';
  if (params.q) return null;
  if (tab === 'categories') return 'home';
  if (params.sort === 'top') return 'popular';
  if (params.sort === 'new') return 'latest';
  return null;
}

function ListHeading({
  params,
  total,
  onClearSearch,
}: {
  readonly params: ForumListParams;
  readonly total: number | undefined;
  readonly onClearSearch: () => void;
}) {
  const count = useCount();
  return (
    <div className="forum-list-heading">
      <h2 className="tab-title">
        {params.q ? (
          <FormattedMessage
            id="forum.home.results"
            defaultMessage="Results for “{query}”"
            values={{ query: params.q }}
          />
        ) : (
          <FormattedMessage
            id="forum.home.listTitle"
            defaultMessage="{view, select, mine {My Posts} saved {Saved Posts} other {Recent Activity}}"
            values={{ view: params.view }}
          />
        )}
      </h2>
      {total !== undefined && (
        <p className="muted forum-list-total" aria-live="polite">
          <FormattedMessage
            id="forum.posts.count"
            defaultMessage="{total, plural, one {{shown} post} other {{shown} posts}}"
            values={{ total, shown: count(total) }}
          />
          {params.q && (
            <button type="button" className="forum-link-button" onClick={onClearSearch}>
              <FormattedMessage id="forum.home.clearSearch" defaultMessage="Clear search" />
            </button>
          )}
        </p>
      )}
    </div>
  );
}
