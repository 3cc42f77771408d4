/**
 * `POST /api/core/waitlist/verify/`: redeems a beta invitation token for the signed-in user. A
 * wrong or expired token is a 200 with `valid: false`; 400 means the token is empty or malformed.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { VerifyBetaResponse } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { userQueryKey, type User } from './get-user';

export type { VerifyBetaResponse } from '@safetrails/contracts';

export function verifyBetaToken(token: string): Promise<VerifyBetaResponse> {
  return apiPost<VerifyBetaResponse>('/api/core/waitlist/verify/', { body: { token } });
}

interface Callbacks {
  readonly onSuccess: (answer: VerifyBetaResponse) => Promise<void> | void;
  readonly onError: (error: Error) => void;
}

export function useVerifyBetaToken({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBetaToken,
    onSuccess: async (answer) => {
      if (answer.valid) await refreshUserAfterGrant(queryClient);
      await onSuccess(answer);
    },
    onError,
  });
}

/**
 * The server now grants access, so refetch the user. Its read model may trail the grant by a moment;
 * the server already said yes, so the cached copy says so too (the API enforces access either way).
 */
async function refreshUserAfterGrant(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: userQueryKey });
  queryClient.setQueryData<User | null>(userQueryKey, (user) =>
    user && !user.betaAccess ? { ...user, betaAccess: true } : user,
  );
}
