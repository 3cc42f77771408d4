/**
 * Sign-in with Google or Reddit in the provider popup (spec part 1): on success the welcome toast
 * and on to where the visitor was headed; on failure (consent refused, an expired sign-in) the
 * spec's 'Login failed' toast with the reason.
 */
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { OAuthProvider } from '@safetrails/contracts';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useProviderPopup } from './use-provider-popup';

export function useSignInWithProvider(): {
  readonly signIn: (provider: OAuthProvider) => void;
  /** The provider whose popup is open, to show that we are waiting for it. */
  readonly waitingFor: OAuthProvider | null;
} {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  const { open, waitingFor } = useProviderPopup({
    onSuccess: (_provider, user) => {
      toast.success(
        intl.formatMessage(
          { id: 'auth.welcome', defaultMessage: '{name, select, none {Welcome!} other {Welcome, {name}!}}' },
          { name: user.name || 'none' },
        ),
      );
      completeSignIn(user);
    },
    // The provider's answer is the server's English: said as it is in English only.
    onError: (_provider, error) =>
      toast.error(intl.formatMessage({ id: 'auth.signInFailed', defaultMessage: 'Login failed' }), {
        description: intl.locale === 'en' ? error : undefined,
      }),
  });
  return { signIn: (provider) => open(provider, 'sign-in'), waitingFor };
}
