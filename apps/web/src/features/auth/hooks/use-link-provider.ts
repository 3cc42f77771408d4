/**
 * Linking the other provider to the signed-in account, through the same popup as signing in. The
 * session stays; the user the popup reports (now with both sign-in methods) replaces the cached one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { IDENTITY_PROVIDER_NAMES, type OAuthProvider } from '@safetrails/contracts';
import { userQueryKey } from '../api/get-user';
import { useProviderPopup } from './use-provider-popup';

export function useLinkProvider(): {
  readonly link: (provider: OAuthProvider) => void;
  /** The provider being linked while its popup is open. */
  readonly linking: OAuthProvider | null;
} {
  const queryClient = useQueryClient();
  const { open, waitingFor } = useProviderPopup({
    onSuccess: (provider, user) => {
      queryClient.setQueryData(userQueryKey, user);
      const name = IDENTITY_PROVIDER_NAMES[provider];
      toast.success(`${name} linked`, { description: `You can now sign in with ${name} as well.` });
    },
    onError: (_provider, error) => toast.error('Linking failed', { description: error }),
  });
  return { link: (provider) => open(provider, 'link'), linking: waitingFor };
}
