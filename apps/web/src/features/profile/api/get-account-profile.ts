/**
 * `GET /api/account/profile`: the signed-in traveller's account profile, with defaults when it was
 * never saved. Keyed by its read model first (`profiles`, see lib/live-updates.ts), then by the
 * user's id, so another account signed in on this tab never sees it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfile } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';

export type { AccountProfile } from '@safetrails/contracts';

export const accountProfileKeys = {
  all: ['profiles', 'account'] as const,
  of: (userId: string) => ['profiles', 'account', userId] as const,
};

export function getAccountProfile(signal?: AbortSignal): Promise<AccountProfile> {
  return apiGet<AccountProfile>('/api/account/profile', { signal });
}

export function accountProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: accountProfileKeys.of(userId), queryFn: ({ signal }) => getAccountProfile(signal) });
}

export function useAccountProfile(userId: string) {
  return useQuery(accountProfileQueryOptions(userId));
}
