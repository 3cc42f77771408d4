/**
 * Query keys of the forum. Every key starts with the `forum` projection, whose change notices arrive
 * over SSE (see lib/live-updates.ts), so a new post, comment or reaction anywhere refreshes every
 * open forum screen. Answers that depend on who is reading (own reactions, Edit, my stats) carry the
 * viewer's id, so signing in or out never shows another person's view from the cache.
 */
import { FORUM_PROJECTION } from '@safetrails/contracts';
import { ApiError } from '@/lib/api-client';
import type { ForumListParams } from '../lib/forum-list-params';

/** The signed-in traveller's id, or null when signed out. */
export type ViewerId = string | null;

export const forumKeys = {
  all: [FORUM_PROJECTION] as const,
  categories: () => [FORUM_PROJECTION, 'categories'] as const,
  category: (slug: string) => [FORUM_PROJECTION, 'category', slug] as const,
  posts: (params: ForumListParams & { readonly categoryId?: number }, viewer: ViewerId) =>
    [FORUM_PROJECTION, 'posts', params, viewer] as const,
  post: (id: string, viewer: ViewerId) => [FORUM_PROJECTION, 'post', id, viewer] as const,
  comments: (postId: string, viewer: ViewerId) => [FORUM_PROJECTION, 'comments', postId, viewer] as const,
  stats: () => [FORUM_PROJECTION, 'stats'] as const,
  myStats: (viewer: string) => [FORUM_PROJECTION, 'my-stats', viewer] as const,
  activity: (limit: number) => [FORUM_PROJECTION, 'activity', limit] as const,
};

/** A 4xx (unknown id, bad input) will not change on a retry; a 5xx or no network might. */
export function retryUnlessAnswered(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.status < 500);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
