/**
 * A page of posts: `GET /api/forum/posts` (home, search, My Posts, Saved Posts) or, for a category
 * page, `GET /api/forum/categories/{id}/posts`, with search, order, filter and page. The previous page
 * stays on screen while the next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ForumPostPage } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { apiQuery, type ForumListParams } from '../lib/forum-list-params';
import { forumKeys, retryUnlessAnswered, type ViewerId } from './forum-keys';

interface ForumPostsOptions {
  readonly params: ForumListParams;
  readonly viewer: ViewerId;
  readonly categoryId?: number;
  /** False until what the list depends on is known (the category, the viewer). */
  readonly enabled?: boolean;
}

export function useForumPosts({ params, viewer, categoryId, enabled = true }: ForumPostsOptions) {
  return useQuery({
    queryKey: forumKeys.posts({ ...params, categoryId }, viewer),
    queryFn: ({ signal }) => {
      const path = categoryId === undefined ? '/api/forum/posts' : `/api/forum/categories/${categoryId}/posts`;
      return apiGet<ForumPostPage>(`${path}?${apiQuery(params)}`, { signal });
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
    enabled,
  });
}
