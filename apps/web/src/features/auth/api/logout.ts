/**
 * `POST /api/logout` with a scope: this device (`local`), every device (`global`) or every device
 * but this one (`others`). A 401 means the session had already ended, which is what was asked for.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutScope } from '@safetrails/contracts';
import { ApiError, apiPost } from '@/lib/api-client';
import { userQueryKey } from './get-user';
import { forgetOfflineCopies } from '@/lib/offline-copies';

export type { LogoutScope } from '@safetrails/contracts';

export async function logout(scope: LogoutScope): Promise<void> {
  try {
    await apiPost<{ ok: true }>('/api/logout', { body: { scope } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

interface Callbacks {
  readonly onSuccess: (scope: LogoutScope) => void;
  readonly onError: (error: Error) => void;
}

export function useLogoutMutation({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (_answer, scope) => {
      if (scope !== 'others') {
        queryClient.setQueryData(userQueryKey, null);
        void forgetOfflineCopies();
      }
      onSuccess(scope);
    },
    onError,
  });
}
