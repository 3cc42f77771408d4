/**
 * Logging out with the spec's toasts. The visitor stays where they are: a public page stays on
 * screen, and on a protected one the route guard sends them to sign in (and back there afterwards).
 */
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { useLogoutMutation, type LogoutScope } from '../api/logout';

export function useLogout(): {
  readonly logout: (scope?: LogoutScope) => void;
  /** The scope being logged out of, while the request is in flight. */
  readonly pendingScope: LogoutScope | null;
} {
  const intl = useIntl();
  const mutation = useLogoutMutation({
    onSuccess: (scope) => {
      if (scope === 'others') {
        toast.success(
          intl.formatMessage({ id: 'account.loggedOutOthers', defaultMessage: 'Logged out of other devices' }),
          {
            description: intl.formatMessage({
              id: 'account.loggedOutOthers.text',
              defaultMessage: 'This device stays signed in.',
            }),
          },
        );
      } else {
        toast.success(intl.formatMessage({ id: 'account.loggedOut', defaultMessage: 'Logged out' }), {
          description: intl.formatMessage({
            id: 'account.loggedOut.text',
            defaultMessage: 'You have been successfully logged out.',
          }),
        });
      }
    },
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'account.logoutFailed', defaultMessage: 'Logout failed' }), {
        // The entry script's words only (the API's error words load with the screens that need them).
        description:
          intl.locale === 'en'
            ? error.message
            : intl.formatMessage({
                id: 'account.logoutFailed.text',
                defaultMessage: 'Check your connection and try again.',
              }),
      }),
  });
  return {
    logout: (scope = 'local') => mutation.mutate(scope),
    pendingScope: mutation.isPending ? mutation.variables : null,
  };
}
