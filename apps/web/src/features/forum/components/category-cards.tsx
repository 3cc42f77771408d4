/**
 * The Categories tab: one card per category with its icon, description, real post and comment counts,
 * the time of its newest post and a Browse Discussions button.
 */
import { Link } from 'react-router-dom';
import { ArrowRight, MessageSquare, MessagesSquare } from 'lucide-react';
import type { ForumCategoryView } from '@safetrails/contracts';
import { formatCount } from '@/lib/format-number';
import { relativeTime } from '../lib/relative-time';
import { CategoryIcon } from './category-icon';

export function CategoryCards({
  categories,
  now,
}: {
  readonly categories: readonly ForumCategoryView[];
  readonly now: Date;
}) {
  return (
    <ul className="forum-category-grid">
      {categories.map((category) => (
        <li key={category.id} className="forum-category-card">
          <div className="forum-category-head">
            <span className="forum-category-icon">
              <CategoryIcon icon={category.icon} size={22} />
            </span>
            <h3>{category.name}</h3>
          </div>
          <p className="forum-category-description">{category.description}</p>
          <p className="forum-category-stats">
            <span>
              <MessagesSquare aria-hidden="true" size={15} />
              {formatCount(category.postCount)} {category.postCount === 1 ? 'discussion' : 'discussions'}
            </span>
            <span>
              <MessageSquare aria-hidden="true" size={15} />
              {formatCount(category.commentCount)} {category.commentCount === 1 ? 'reply' : 'replies'}
            </span>
          </p>
          <p className="forum-category-latest">
            {category.lastPostAt ? `Latest post ${relativeTime(category.lastPostAt, now)}` : 'No posts yet'}
          </p>
          <Link to={`/forums/category/${category.slug}`} className="btn btn-ghost btn-small">
            Browse Discussions <ArrowRight aria-hidden="true" size={16} />
            <span className="visually-hidden"> in {category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
