/**
 * `DELETE /api/user` with `{ confirm: 'DELETE' }`: the server forgets the account's personal data
 * (in the event history too) and ends every session. The cached profile goes with it; the caller
 * signs the app out and leaves the page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { accountProfileKeys } from './get-account-profile';
import { forgetOfflineCopies } from '@/lib/offline-copies';

/** The word the person types, and the API expects, to confirm. */
export const DELETE_CONFIRMATION = 'DELETE';

export function deleteAccount(): Promise<{ ok: true }> {
  return apiDelete<{ ok: true }>('/api/user', { body: { confirm: DELETE_CONFIRMATION } });
}

interface Callbacks {
  readonly onSuccess: () => Promise<void> | void;
  readonly onError: (error: Error) => void;
}

/** The callbacks run at the mutation level: the page that asked is gone by the time they finish. */
export function useDeleteAccount({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await onSuccess();
      queryClient.removeQueries({ queryKey: accountProfileKeys.all });
      await forgetOfflineCopies();
    },
    onError,
  });
}
