/**
 * Linking the other provider to the signed-in account, through the same popup as signing in. The
 * session stays; the user the popup reports (now with both sign-in methods) replaces the cached one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { IDENTITY_PROVIDER_NAMES, type OAuthProvider } from '@safetrails/contracts';
import { userQueryKey } from '../api/get-user';
import { useProviderPopup } from './use-provider-popup';

export function useLinkProvider(): {
  readonly link: (provider: OAuthProvider) => void;
  /** The provider being linked while its popup is open. */
  readonly linking: OAuthProvider | null;
} {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { open, waitingFor } = useProviderPopup({
    onSuccess: (provider, user) => {
      queryClient.setQueryData(userQueryKey, user);
      const name = IDENTITY_PROVIDER_NAMES[provider];
      toast.success(
        intl.formatMessage({ id: 'auth.linked', defaultMessage: '{provider} linked' }, { provider: name }),
        {
          description: intl.formatMessage(
            { id: 'auth.linked.text', defaultMessage: 'You can now sign in with {provider} as well.' },
            { provider: name },
          ),
        },
      );
    },
    onError: (_provider, error) =>
      toast.error(intl.formatMessage({ id: 'auth.linkFailed', defaultMessage: 'Linking failed' }), {
        description: intl.locale === 'en' ? error : undefined,
      }),
  });
  return { link: (provider) => open(provider, 'link'), linking: waitingFor };
}
