/**
 * The forum's categories in list order, each with its post and comment counts and its last post
 * (`rm_forum`).
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { FORUM_MESSAGES, type ForumCategoryIcon, type ForumCategoryView } from '@safetrails/contracts';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';

export class CategoryNotFoundException extends NotFoundException {
  constructor() {
    super({
      statusCode: 404,
      error: 'Not Found',
      code: 'CATEGORY_NOT_FOUND',
      message: FORUM_MESSAGES.categoryNotFound,
    });
  }
}

interface CategoryRow {
  category_id: number;
  name: string;
  slug: string;
  description: string;
  icon: ForumCategoryIcon;
  post_count: string;
  comment_count: string;
  last_post_at: Date | null;
}

const CATEGORY_SELECT = `
  SELECT c.category_id, c.name, c.slug, c.description, c.icon,
    count(p.post_id) AS post_count, coalesce(sum(p.comment_count), 0) AS comment_count,
    max(p.created_at) AS last_post_at
  FROM rm_forum.categories c
  LEFT JOIN rm_forum.posts p ON p.category_id = c.category_id AND NOT p.hidden`;

@Injectable()
export class ForumCategoriesReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async categories(): Promise<ForumCategoryView[]> {
    const { rows } = await this.pool.query<CategoryRow>(
      `${CATEGORY_SELECT} GROUP BY c.category_id ORDER BY c.position, c.category_id`,
    );
    return rows.map(toCategory);
  }

  async category(by: { id: number } | { slug: string }): Promise<ForumCategoryView> {
    const [where, value] = 'id' in by ? ['c.category_id = $1', by.id] : ['c.slug = $1', by.slug];
    const { rows } = await this.pool.query<CategoryRow>(`${CATEGORY_SELECT} WHERE ${where} GROUP BY c.category_id`, [
      value,
    ]);
    if (!rows[0]) throw new CategoryNotFoundException();
    return toCategory(rows[0]);
  }
}

function toCategory(row: CategoryRow): ForumCategoryView {
  return {
    id: row.category_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    postCount: Number(row.post_count),
    commentCount: Number(row.comment_count),
    lastPostAt: row.last_post_at?.toISOString() ?? null,
  };
}
