/**
 * The beta verification form's behaviour: redeem the token, then go where the visitor was headed;
 * otherwise the spec's toasts (part 2 section 8) and the server's field error beside the input.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ApiError, isErrorResponse } from '@/lib/api-client';
import { useReturnTo } from '@/lib/return-to';
import { sentence } from '@/lib/sentence';
import { userQueryKey } from '../api/get-user';
import { useVerifyBetaToken } from '../api/verify-beta-token';

const INVALID = 'Invalid beta access token';

export function useVerifyBetaForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [fieldError, setFieldError] = useState<string | undefined>();

  const mutation = useVerifyBetaToken({
    onSuccess: async (answer) => {
      if (!answer.valid) {
        toast.error(answer.error || INVALID);
        return;
      }
      toast.success('Beta access verified', { description: 'Welcome to the SafeTrails beta.' });
      await navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && isErrorResponse(error.body)) {
        const message = error.body.errors?.find((fieldError) => fieldError.field === 'token')?.message;
        setFieldError(message ?? error.body.message);
        toast.error(INVALID, { description: sentence(message ?? error.body.message) });
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Please sign in again', { description: 'Your session has ended.' });
        // The page sends a signed-out visitor to /auth, and back here afterwards.
        queryClient.setQueryData(userQueryKey, null);
        return;
      }
      toast.error('Failed to verify beta access. Please try again.');
    },
  });

  const verify = (token: string) => {
    setFieldError(undefined);
    mutation.mutate(token);
  };

  return { verify, isVerifying: mutation.isPending, fieldError };
}
