/**
 * `GET /api/user-profiles/{userId}`: the traveller's safety profile, or null when there is none yet
 * (a 200 with `null`: an answer, not a failure the browser logs; a 404 from an older server reads the
 * same). It is looked up only once the user's id is known.
 * Keyed by its read model first (`profiles`, see lib/live-updates.ts), then by the user's id.
 */
import { useQuery } from '@tanstack/react-query';
import type { SafetyProfile } from '@safetrails/contracts';
import { ApiError, apiGet } from '@/lib/api-client';

export type { SafetyProfile } from '@safetrails/contracts';

export const safetyProfileKeys = {
  all: ['profiles', 'safety'] as const,
  of: (userId: string) => ['profiles', 'safety', userId] as const,
};

export async function getSafetyProfile(userId: string, signal?: AbortSignal): Promise<SafetyProfile | null> {
  try {
    return await apiGet<SafetyProfile | null>(`/api/user-profiles/${encodeURIComponent(userId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSafetyProfile(userId: string | null) {
  return useQuery({
    queryKey: safetyProfileKeys.of(userId ?? ''),
    queryFn: ({ signal }) => getSafetyProfile(userId ?? '', signal),
    enabled: userId !== null,
  });
}
