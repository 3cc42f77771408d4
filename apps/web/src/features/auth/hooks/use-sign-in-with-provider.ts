/**
 * Sign-in with Google or Reddit in the provider popup (spec part 1): on success the welcome toast
 * and on to where the visitor was headed; on failure (consent refused, an expired sign-in) the
 * spec's 'Login failed' toast with the reason.
 */
import { toast } from '@/lib/toast';
import type { OAuthProvider } from '@safetrails/contracts';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useProviderPopup } from './use-provider-popup';

export function useSignInWithProvider(): {
  readonly signIn: (provider: OAuthProvider) => void;
  /** The provider whose popup is open, to show that we are waiting for it. */
  readonly waitingFor: OAuthProvider | null;
} {
  const completeSignIn = useCompleteSignIn();
  const { open, waitingFor } = useProviderPopup({
    onSuccess: (_provider, user) => {
      toast.success(user.name ? `Welcome, ${user.name}!` : 'Welcome!');
      completeSignIn(user);
    },
    onError: (_provider, error) => toast.error('Login failed', { description: error }),
  });
  return { signIn: (provider) => open(provider, 'sign-in'), waitingFor };
}
