/** `PUT /api/account/safety-preferences`: the Safety tab's priorities and minimum safety score. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile } from '@safetrails/contracts';
import { apiPut } from '@/lib/api-client';
import { accountProfileKeys } from './get-account-profile';

export type SafetyPreferencesInput = AccountProfile['safety'];

export function updateSafetyPreferences(input: SafetyPreferencesInput): Promise<AccountProfile> {
  return apiPut<AccountProfile>('/api/account/safety-preferences', { body: input });
}

export function useUpdateSafetyPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSafetyPreferences,
    onSuccess: (profile) => queryClient.setQueryData(accountProfileKeys.of(userId), profile),
  });
}
