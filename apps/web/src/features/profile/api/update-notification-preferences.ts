/** `PUT /api/account/notification-preferences`: the Notifications tab's three switches, all sent each time. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile } from '@safetrails/contracts';
import { apiPut } from '@/lib/api-client';
import { accountProfileKeys } from './get-account-profile';

export type NotificationPreferencesInput = AccountProfile['notifications'];

export function updateNotificationPreferences(input: NotificationPreferencesInput): Promise<AccountProfile> {
  return apiPut<AccountProfile>('/api/account/notification-preferences', { body: input });
}

export function useUpdateNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (profile) => queryClient.setQueryData(accountProfileKeys.of(userId), profile),
  });
}
