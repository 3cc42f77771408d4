/**
 * Logging out with the spec's toasts. The visitor stays where they are: a public page stays on
 * screen, and on a protected one the route guard sends them to sign in (and back there afterwards).
 */
import { toast } from '@/lib/toast';
import { useLogoutMutation, type LogoutScope } from '../api/logout';

export function useLogout(): {
  readonly logout: (scope?: LogoutScope) => void;
  /** The scope being logged out of, while the request is in flight. */
  readonly pendingScope: LogoutScope | null;
} {
  const mutation = useLogoutMutation({
    onSuccess: (scope) => {
      if (scope === 'others') {
        toast.success('Logged out of other devices', { description: 'This device stays signed in.' });
      } else {
        toast.success('Logged out', { description: 'You have been successfully logged out.' });
      }
    },
    onError: (error) => toast.error('Logout failed', { description: error.message }),
  });
  return {
    logout: (scope = 'local') => mutation.mutate(scope),
    pendingScope: mutation.isPending ? mutation.variables : null,
  };
}
