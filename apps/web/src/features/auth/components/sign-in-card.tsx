/** The card of the sign-in screen: the two providers, the divider and the consent text (spec part 1). */
import { FormattedMessage } from 'react-intl';
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
      <h2 id="sign-in-card-title">
        <FormattedMessage id="auth.card.title" defaultMessage="Sign in to your account" />
      </h2>
      <p className="muted">
        <FormattedMessage id="auth.card.lead" defaultMessage="Sign in with an account you already have." />
      </p>
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
          <p>
            <FormattedMessage
              id="auth.unavailable"
              defaultMessage="Sign-in is unavailable right now because the server could not be reached. Please try again later."
            />
          </p>
        )}
        {waitingFor && (
          <p>
            <FormattedMessage id="auth.popup" defaultMessage="Finish signing in in the pop-up window." />
          </p>
        )}
      </div>
      <p className="auth-divider">
        <span>
          <LockKeyhole aria-hidden="true" size={14} />
          <FormattedMessage id="auth.secure" defaultMessage="Secure Authentication" />
        </span>
      </p>
      <p className="auth-consent">
        <FormattedMessage
          id="auth.consent"
          defaultMessage="By continuing, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>."
          values={{
            terms: (text) => <Link to="/terms">{text}</Link>,
            privacy: (text) => <Link to="/privacy">{text}</Link>,
          }}
        />
      </p>
    </section>
  );
}
