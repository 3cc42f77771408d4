/**
 * `PUT /api/account/profile`: the Profile tab's details. Every field is sent; an empty string clears
 * it. The answer is the whole profile, which becomes the cached copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile } from '@safetrails/contracts';
import { apiPut } from '@/lib/api-client';
import { accountProfileKeys } from './get-account-profile';

export interface AccountDetailsInput {
  readonly fullName: string;
  readonly phone: string;
  readonly emergencyContact: string;
  readonly bio: string;
}

/** The limits the API enforces (its 400 names the field); the inputs stop typing at them. */
export const ACCOUNT_DETAILS_MAX_LENGTH = { fullName: 100, phone: 30, emergencyContact: 200, bio: 1000 } as const;

export function updateAccountDetails(input: AccountDetailsInput): Promise<AccountProfile> {
  return apiPut<AccountProfile>('/api/account/profile', { body: input });
}

export function useUpdateAccountDetails(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountDetails,
    onSuccess: (profile) => queryClient.setQueryData(accountProfileKeys.of(userId), profile),
  });
}
