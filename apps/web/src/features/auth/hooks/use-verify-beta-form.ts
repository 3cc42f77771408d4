/**
 * The beta verification form's behaviour: redeem the token, then go where the visitor was headed;
 * otherwise the spec's toasts (part 2 section 8) and the server's field error beside the input.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ApiError, isErrorResponse } from '@/lib/api-client';
import { useReturnTo } from '@/lib/return-to';
import { fieldErrorText } from '@/lib/error-words';
import { sentence } from '@/lib/sentence';
import { userQueryKey } from '../api/get-user';
import { useVerifyBetaToken } from '../api/verify-beta-token';

export function useVerifyBetaForm() {
  const intl = useIntl();
  const english = intl.locale === 'en';
  const INVALID = intl.formatMessage({ id: 'auth.beta.invalid', defaultMessage: 'Invalid beta access token' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [fieldError, setFieldError] = useState<string | undefined>();

  const mutation = useVerifyBetaToken({
    onSuccess: async (answer) => {
      if (!answer.valid) {
        // The server's reason is English; another language says the token was refused.
        toast.error((english && answer.error) || INVALID);
        return;
      }
      toast.success(intl.formatMessage({ id: 'auth.beta.verified', defaultMessage: 'Beta access verified' }), {
        description: intl.formatMessage({ id: 'auth.beta.welcome', defaultMessage: 'Welcome to the SafeTrails beta.' }),
      });
      await navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && isErrorResponse(error.body)) {
        const refused = error.body.errors?.find((fieldError) => fieldError.field === 'token');
        const message = refused ? fieldErrorText(intl, refused) : english ? error.body.message : INVALID;
        setFieldError(message);
        toast.error(INVALID, { description: sentence(message) });
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        toast.error(intl.formatMessage({ id: 'auth.signInAgain', defaultMessage: 'Please sign in again' }), {
          description: intl.formatMessage({ id: 'auth.sessionEnded', defaultMessage: 'Your session has ended.' }),
        });
        // The page sends a signed-out visitor to /auth, and back here afterwards.
        queryClient.setQueryData(userQueryKey, null);
        return;
      }
      toast.error(
        intl.formatMessage({
          id: 'auth.beta.failed',
          defaultMessage: 'Failed to verify beta access. Please try again.',
        }),
      );
    },
  });

  const verify = (token: string) => {
    setFieldError(undefined);
    mutation.mutate(token);
  };

  return { verify, isVerifying: mutation.isPending, fieldError };
}
