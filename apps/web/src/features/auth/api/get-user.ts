/**
 * `GET /api/user`: the signed-in traveller, or null when signed out (always a 200, so a visitor's
 * console shows no failed request). A 401 from an older server means the same, so it is cached as
 * null and never retried. The session itself is an HttpOnly
 * cookie the app never sees; this query is the browser's only copy of who is signed in.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@safetrails/contracts';
import { ApiError, apiGet } from '@/lib/api-client';

/** `betaAccess` is decided by the server; the route guard only reads this copy. */
export type User = CurrentUser;

export const userQueryKey = ['user'] as const;

const FIVE_MINUTES_MS = 5 * 60_000;

export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiGet<User | null>('/api/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: FIVE_MINUTES_MS,
    // Another answer from the server will not change on a retry; an unreachable server might.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
