/**
 * /verify-beta (spec part 2): redeem the beta access token of an invitation. Invitation links
 * carry the token (`?token=`), which fills the field. Signed-out visitors sign in first and come
 * back here; anyone who already has access goes on to where they were headed.
 */
import 'virtual:message-part/account';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { VerifyBetaForm } from '@/features/auth/components/verify-beta-form';
import { useUser } from '@/features/auth/hooks/use-user';
import { redirectRemembering, useReturnTo } from '@/lib/return-to';
import '@/styles/auth.css';

export function VerifyBetaRoute() {
  const { user, isLoading } = useUser();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = useReturnTo();

  if (isLoading) return <Spinner />;
  if (!user) {
    const { to, state } = redirectRemembering('/auth', location);
    return <Navigate to={to} state={state} replace />;
  }
  if (user.betaAccess) return <Navigate to={returnTo} replace />;

  return (
    <section className="container container-narrow verify-beta" aria-labelledby="verify-beta-title">
      <header className="verify-beta-header">
        <span className="verify-beta-icon">
          <KeyRound aria-hidden="true" size={28} />
        </span>
        <p className="eyebrow">
          <FormattedMessage id="auth.beta.eyebrow" defaultMessage="Beta access" />
        </p>
        <h1 id="verify-beta-title">
          <FormattedMessage id="auth.beta.title" defaultMessage="Verify your beta access" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="auth.beta.lead"
            defaultMessage="SafeTrails is in private beta. Enter the beta access token from your invitation email to unlock the app."
          />
        </p>
      </header>
      <div className="card verify-beta-card">
        <VerifyBetaForm initialToken={searchParams.get('token') ?? ''} />
        <p className="form-footnote">
          <FormattedMessage
            id="auth.beta.footnote"
            defaultMessage="Signed in as <b>{name}</b>. No invitation yet? <waitlist>Join the waitlist</waitlist> and we will email your token when your spot opens."
            values={{
              name: user.name || user.username,
              b: (text) => <strong>{text}</strong>,
              waitlist: (text) => <Link to="/waitlist">{text}</Link>,
            }}
          />
        </p>
      </div>
    </section>
  );
}
