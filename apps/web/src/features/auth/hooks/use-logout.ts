/**
 * Logging out with the spec's toasts. Signing this device out leaves for the home page first, so a
 * protected page is not left on screen to send the visitor to sign in again.
 */
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useLogoutMutation, type LogoutScope } from '../api/logout';

export function useLogout(): {
  readonly logout: (scope?: LogoutScope) => void;
  /** The scope being logged out of, while the request is in flight. */
  readonly pendingScope: LogoutScope | null;
} {
  const navigate = useNavigate();
  const mutation = useLogoutMutation({
    onSuccess: async (scope) => {
      if (scope === 'others') {
        toast.success('Logged out of other devices', { description: 'This device stays signed in.' });
        return;
      }
      await navigate('/', { replace: true });
      toast.success('Logged out', { description: 'You have been successfully logged out.' });
    },
    onError: (error) => toast.error('Logout failed', { description: error.message }),
  });
  return {
    logout: (scope = 'local') => mutation.mutate(scope),
    pendingScope: mutation.isPending ? mutation.variables : null,
  };
}
