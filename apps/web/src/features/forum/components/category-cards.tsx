/**
 * The Categories tab: one card per category with its icon, description, real post and comment counts,
 * the time of its newest post and a Browse Discussions button.
 */
import { Link } from 'react-router-dom';
import { ArrowRight, MessageSquare, MessagesSquare } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForumCategoryView } from '@safetrails/contracts';
import { useCount } from '@/i18n/use-count';
import { useForumTimeAgo } from '../hooks/use-forum-time-ago';
import { categoryWords } from '../lib/category-words';
import { CategoryIcon } from './category-icon';

export function CategoryCards({
  categories,
  now,
}: {
  readonly categories: readonly ForumCategoryView[];
  readonly now: Date;
}) {
  const intl = useIntl();
  const count = useCount();
  const timeAgo = useForumTimeAgo();
  return (
    <ul className="forum-category-grid">
      {categories.map((category) => {
        const { name, description } = categoryWords(intl, category);
        return (
          <li key={category.id} className="forum-category-card">
            <div className="forum-category-head">
              <span className="forum-category-icon">
                <CategoryIcon icon={category.icon} size={22} />
              </span>
              <h3>{name}</h3>
            </div>
            <p className="forum-category-description">{description}</p>
            <p className="forum-category-stats">
              <span>
                <MessagesSquare aria-hidden="true" size={15} />
                <FormattedMessage
                  id="forum.category.discussions"
                  defaultMessage="{count, plural, one {{shown} discussion} other {{shown} discussions}}"
                  values={{ count: category.postCount, shown: count(category.postCount) }}
                />
              </span>
              <span>
                <MessageSquare aria-hidden="true" size={15} />
                <FormattedMessage
                  id="forum.category.replies"
                  defaultMessage="{count, plural, one {{shown} reply} other {{shown} replies}}"
                  values={{ count: category.commentCount, shown: count(category.commentCount) }}
                />
              </span>
            </p>
            <p className="forum-category-latest">
              {category.lastPostAt ? (
                <FormattedMessage
                  id="forum.category.latest"
                  defaultMessage="Latest post {when}"
                  values={{ when: timeAgo(category.lastPostAt, now) }}
                />
              ) : (
                <FormattedMessage id="forum.category.noPosts" defaultMessage="No posts yet" />
              )}
            </p>
            <Link to={`/forums/category/${category.slug}`} className="btn btn-ghost btn-small">
              <FormattedMessage
                id="forum.category.browse"
                defaultMessage="Browse Discussions <hidden>in {name}</hidden>"
                values={{ name, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
              />
              <ArrowRight className="flip-rtl" aria-hidden="true" size={16} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
