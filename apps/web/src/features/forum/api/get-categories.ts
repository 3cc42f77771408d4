/** `GET /api/forum/categories`: the categories in list order, with their real post and comment counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumCategoryView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys } from './forum-keys';

export function forumCategoriesQueryOptions() {
  return queryOptions({
    queryKey: forumKeys.categories(),
    queryFn: ({ signal }) => apiGet<ForumCategoryView[]>('/api/forum/categories', { signal }),
  });
}

export function useForumCategories() {
  return useQuery(forumCategoriesQueryOptions());
}
