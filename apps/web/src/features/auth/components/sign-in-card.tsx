/** The card of the sign-in screen: the two providers, the divider and the consent text (spec part 1). */
import { Link } from 'react-router-dom';
import { LockKeyhole } from 'lucide-react';
import { useAuthOptions } from '../api/get-auth-options';
import { useSignInWithProvider } from '../hooks/use-sign-in-with-provider';
import { ProviderButton } from './provider-button';
import { recordAction } from '@/lib/analytics/tracker';

export function SignInCard() {
  const options = useAuthOptions();
  const { signIn, waitingFor } = useSignInWithProvider();
  const providers = options.data?.providers;

  return (
    <section className="card auth-card" aria-labelledby="sign-in-card-title">
      <h2 id="sign-in-card-title">Sign in to your account</h2>
      <p className="muted">Sign in with an account you already have.</p>
      <div className="auth-providers">
        <ProviderButton
          provider="google"
          available={providers?.google}
          waiting={waitingFor === 'google'}
          onClick={() => {
            recordAction('sign-in');
            signIn('google');
          }}
        />
        <ProviderButton
          provider="reddit"
          available={providers?.reddit}
          waiting={waitingFor === 'reddit'}
          onClick={() => {
            recordAction('sign-in');
            signIn('reddit');
          }}
        />
      </div>
      <div role="status" className="auth-status">
        {options.isError && (
          <p>Sign-in is unavailable right now because the server could not be reached. Please try again later.</p>
        )}
        {waitingFor && <p>Finish signing in in the pop-up window.</p>}
      </div>
      <p className="auth-divider">
        <span>
          <LockKeyhole aria-hidden="true" size={14} /> Secure Authentication
        </span>
      </p>
      <p className="auth-consent">
        By continuing, you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </section>
  );
}
