/** The end of every sign-in: remember the user and go back to where the visitor was headed. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isOtherApp, useReturnTo } from '@/lib/return-to';
import { userQueryKey, type User } from '../api/get-user';

export function useCompleteSignIn(): (user: User) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(userQueryKey, user);
      // The route guard there sends a user without beta access on to /verify-beta.
      if (isOtherApp(returnTo)) window.location.assign(returnTo);
      else void navigate(returnTo, { replace: true });
    },
    [queryClient, navigate, returnTo],
  );
}
