/** `GET /api/forum/categories/slug/{slug}`: one category; a 404 is the Category Not Found view. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumCategoryView } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { forumKeys, retryUnlessAnswered } from './forum-keys';

export function forumCategoryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: forumKeys.category(slug),
    queryFn: ({ signal }) =>
      apiGet<ForumCategoryView>(`/api/forum/categories/slug/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessAnswered,
  });
}

export function useForumCategory(slug: string) {
  return useQuery(forumCategoryQueryOptions(slug));
}
