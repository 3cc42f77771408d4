/**
 * The forum's paths and lists: ids in paths, a page of posts with search, sort and filters, the
 * recent posts.
 */
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  FORUM_FILTERS,
  FORUM_PAGE_SIZE_MAX,
  FORUM_RECENT_LIMIT_MAX,
  FORUM_SEARCH_QUERY_MAX_LENGTH,
  FORUM_SEARCH_SORTS,
  type ForumFilter,
  type ForumSearchSort,
} from '../../constants/community.constants';
import { trimToNull } from '../transforms';
import { ID_PATTERN, SLUG_PATTERN, UUID_PATTERN } from './form-rules';

/** `/forum/categories/{id}` and `/forum/categories/{id}/posts`: numeric, so `abc` is a 400. */
export class ForumCategoryIdParams {
  @Matches(ID_PATTERN, { message: 'id must be a positive whole number' })
  @IsString({ message: 'id must be a positive whole number' })
  id!: string;
}

export class ForumCategorySlugParams {
  @Matches(SLUG_PATTERN, { message: 'slug must be lower-case words joined by dashes' })
  @MaxLength(80, { message: 'slug must be at most 80 characters' })
  @IsString({ message: 'slug is required' })
  slug!: string;
}

/** `/forum/posts/{id}`: post ids are UUIDs. */
export class ForumPostIdParams {
  @Matches(UUID_PATTERN, { message: 'id must be a UUID' })
  @IsString({ message: 'id must be a UUID' })
  id!: string;
}

export class ForumCommentIdParams {
  @Matches(UUID_PATTERN, { message: 'id must be a UUID' })
  @IsString({ message: 'id must be a UUID' })
  id!: string;
}

/**
 * `GET /api/forum/posts` and `GET /api/forum/categories/{id}/posts`: sort, filter, full-text search
 * and a page. With `q` the default order is relevance; without it, `hot`.
 */
export class ListForumPostsQuery {
  @IsOptional()
  @Matches(ID_PATTERN, { message: 'categoryId must be a positive whole number' })
  @IsString({ message: 'categoryId must be a positive whole number' })
  categoryId?: string;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(FORUM_SEARCH_QUERY_MAX_LENGTH, {
    message: `q must be at most ${FORUM_SEARCH_QUERY_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'q must be text' })
  q?: string | null;

  @IsOptional()
  @IsIn(FORUM_SEARCH_SORTS, { message: `sort must be one of ${FORUM_SEARCH_SORTS.join(', ')}` })
  sort?: ForumSearchSort;

  @IsOptional()
  @IsIn(FORUM_FILTERS, { message: `filter must be one of ${FORUM_FILTERS.join(', ')}` })
  filter?: ForumFilter;

  /** Only the signed-in traveller's own posts ("My Posts"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'mine must be true or false' })
  mine?: 'true' | 'false';

  /** Only the posts the signed-in traveller saved ("Saved Posts"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'saved must be true or false' })
  saved?: 'true' | 'false';

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(FORUM_PAGE_SIZE_MAX, { message: `pageSize must be at most ${FORUM_PAGE_SIZE_MAX}` })
  pageSize?: number;
}

/** `GET /api/forum/posts/recent?limit=` and `GET /api/forum/activity?limit=`. */
export class RecentForumQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(FORUM_RECENT_LIMIT_MAX, { message: `limit must be at most ${FORUM_RECENT_LIMIT_MAX}` })
  limit?: number;
}
