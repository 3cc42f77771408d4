/**
 * The forums' side navigation (spec part 2: Home, Popular, Latest, Saved Posts, My Posts) with real
 * counts where there is one to give (all posts; the traveller's own and saved ones), then the
 * category list with each category's post count.
 */
import { Link } from 'react-router-dom';
import { Bookmark, Clock3, Flame, Home, UserRound, type LucideIcon } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ForumCategoryView } from '@safetrails/contracts';
import { useCount } from '@/i18n/use-count';
import { categoryWords } from '../lib/category-words';
import { CategoryIcon } from './category-icon';

export type SideNavItem = 'home' | 'popular' | 'latest' | 'saved' | 'mine';

interface ForumSideNavProps {
  readonly current: SideNavItem | null;
  readonly counts: Partial<Readonly<Record<SideNavItem, number>>>;
  readonly categories: readonly ForumCategoryView[] | undefined;
}

const LABELS: Readonly<Record<SideNavItem, MessageDescriptor>> = defineMessages({
  home: { id: 'forum.nav.home', defaultMessage: 'Home' },
  popular: { id: 'forum.nav.popular', defaultMessage: 'Popular' },
  latest: { id: 'forum.nav.latest', defaultMessage: 'Latest' },
  saved: { id: 'forum.nav.saved', defaultMessage: 'Saved Posts' },
  mine: { id: 'forum.nav.mine', defaultMessage: 'My Posts' },
});

const ITEMS: readonly { key: SideNavItem; to: string; icon: LucideIcon }[] = [
  { key: 'home', to: '/forums', icon: Home },
  { key: 'popular', to: '/forums?tab=recent&sort=top', icon: Flame },
  { key: 'latest', to: '/forums?tab=recent&sort=new', icon: Clock3 },
  { key: 'saved', to: '/forums?tab=recent&view=saved', icon: Bookmark },
  { key: 'mine', to: '/forums?tab=recent&view=mine', icon: UserRound },
];

export function ForumSideNav({ current, counts, categories }: ForumSideNavProps) {
  const intl = useIntl();
  const count = useCount();
  return (
    <nav
      className="card forum-side-nav"
      aria-label={intl.formatMessage({ id: 'forum.nav.label', defaultMessage: 'Forums' })}
    >
      <ul className="forum-nav-list">
        {ITEMS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className="forum-nav-link" aria-current={current === key ? 'page' : undefined}>
              <Icon aria-hidden="true" size={18} />
              <span>
                <FormattedMessage {...LABELS[key]} />
              </span>
              {counts[key] !== undefined && <span className="forum-count">{count(counts[key])}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="forum-side-title" id="forum-side-categories">
        <FormattedMessage id="forum.home.tab.categories" defaultMessage="Categories" />
      </h2>
      {/* The spec's category list scrolls within 300px. */}
      <ul className="forum-nav-list forum-nav-categories" aria-labelledby="forum-side-categories" tabIndex={0}>
        {(categories ?? []).map((category) => (
          <li key={category.id}>
            <Link to={`/forums/category/${category.slug}`} className="forum-nav-link">
              <CategoryIcon icon={category.icon} size={18} />
              <span>{categoryWords(intl, category).name}</span>
              <span
                className="forum-count"
                aria-label={intl.formatMessage(
                  {
                    id: 'forum.posts.count',
                    defaultMessage: '{total, plural, one {{shown} post} other {{shown} posts}}',
                  },
                  { total: category.postCount, shown: count(category.postCount) },
                )}
              >
                {count(category.postCount)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
