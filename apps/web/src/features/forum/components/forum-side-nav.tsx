/**
 * The forums' side navigation (spec part 2: Home, Popular, Latest, Saved Posts, My Posts) with real
 * counts where there is one to give (all posts; the traveller's own and saved ones), then the
 * category list with each category's post count.
 */
import { Link } from 'react-router-dom';
import { Bookmark, Clock3, Flame, Home, UserRound, type LucideIcon } from 'lucide-react';
import type { ForumCategoryView } from '@safetrails/contracts';
import { formatCount } from '@/lib/format-number';
import { CategoryIcon } from './category-icon';

export type SideNavItem = 'home' | 'popular' | 'latest' | 'saved' | 'mine';

interface ForumSideNavProps {
  readonly current: SideNavItem | null;
  readonly counts: Partial<Readonly<Record<SideNavItem, number>>>;
  readonly categories: readonly ForumCategoryView[] | undefined;
}

const ITEMS: readonly { key: SideNavItem; label: string; to: string; icon: LucideIcon }[] = [
  { key: 'home', label: 'Home', to: '/forums', icon: Home },
  { key: 'popular', label: 'Popular', to: '/forums?tab=recent&sort=top', icon: Flame },
  { key: 'latest', label: 'Latest', to: '/forums?tab=recent&sort=new', icon: Clock3 },
  { key: 'saved', label: 'Saved Posts', to: '/forums?tab=recent&view=saved', icon: Bookmark },
  { key: 'mine', label: 'My Posts', to: '/forums?tab=recent&view=mine', icon: UserRound },
];

export function ForumSideNav({ current, counts, categories }: ForumSideNavProps) {
  return (
    <nav className="card forum-side-nav" aria-label="Forums">
      <ul className="forum-nav-list">
        {ITEMS.map(({ key, label, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className="forum-nav-link" aria-current={current === key ? 'page' : undefined}>
              <Icon aria-hidden="true" size={18} />
              <span>{label}</span>
              {counts[key] !== undefined && <span className="forum-count">{formatCount(counts[key])}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="forum-side-title" id="forum-side-categories">
        Categories
      </h2>
      {/* The spec's category list scrolls within 300px. */}
      <ul className="forum-nav-list forum-nav-categories" aria-labelledby="forum-side-categories" tabIndex={0}>
        {(categories ?? []).map((category) => (
          <li key={category.id}>
            <Link to={`/forums/category/${category.slug}`} className="forum-nav-link">
              <CategoryIcon icon={category.icon} size={18} />
              <span>{category.name}</span>
              <span className="forum-count" aria-label={`${category.postCount} posts`}>
                {formatCount(category.postCount)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
