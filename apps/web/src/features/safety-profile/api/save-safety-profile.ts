/**
 * Saving the safety profile: `POST /api/user-profiles` creates it (201; 409 if one exists already),
 * `PATCH /api/user-profiles/{userId}` updates it with the form's values (200). Both answer with the
 * profile, which becomes the cached copy and so flips the form into update mode.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyProfile } from '@safetrails/contracts';
import { apiPatch, apiPost } from '@/lib/api-client';
import { safetyProfileKeys } from './get-safety-profile';

/** What the form sends: everything but the owner, the time of the last change and what the server derives. */
export type SafetyProfileInput = Omit<SafetyProfile, 'userId' | 'updatedAt' | 'homeCountryCode'>;

export type SaveMode = 'create' | 'update';

export function createSafetyProfile(input: SafetyProfileInput): Promise<SafetyProfile> {
  return apiPost<SafetyProfile>('/api/user-profiles', { body: input });
}

export function updateSafetyProfile(userId: string, input: SafetyProfileInput): Promise<SafetyProfile> {
  return apiPatch<SafetyProfile>(`/api/user-profiles/${encodeURIComponent(userId)}`, { body: input });
}

export function useSaveSafetyProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, input }: { mode: SaveMode; input: SafetyProfileInput }) =>
      mode === 'create' ? createSafetyProfile(input) : updateSafetyProfile(userId, input),
    onSuccess: (profile) => queryClient.setQueryData(safetyProfileKeys.of(userId), profile),
  });
}
