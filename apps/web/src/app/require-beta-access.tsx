/**
 * The route guard of spec part 1 section 2 for the sign-in-protected screens: a spinner while the
 * user loads, /auth when signed out, /verify-beta without beta access, each remembering the page
 * asked for. The API enforces the same rules; this only spares the visitor a screen of refusals.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/hooks/use-user';
import { useIntl } from 'react-intl';
import { redirectRemembering } from '@/lib/return-to';

export function RequireBetaAccess() {
  const intl = useIntl();
  const { user, isLoading } = useUser();
  const location = useLocation();

  if (isLoading)
    return <Spinner label={intl.formatMessage({ id: 'beta.checking', defaultMessage: 'Checking your access…' })} />;
  if (!user || !user.betaAccess) {
    const { to, state } = redirectRemembering(user ? '/verify-beta' : '/auth', location);
    return <Navigate to={to} state={state} replace />;
  }
  return <Outlet />;
}
