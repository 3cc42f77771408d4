/**
 * The one honest placeholder for screens still being built (search, forums, saved places...): it invites
 * visitors to the waitlist, and tells beta travellers the screen is on its way.
 */
import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { useUser } from '@/features/auth/hooks/use-user';
import { useRouteTitle } from '../route-handle';

export function OpensWithBetaRoute() {
  const title = useRouteTitle();
  const { user } = useUser();
  const inBeta = user?.betaAccess === true;
  return (
    <section className="container container-narrow centered-page" aria-labelledby="opens-with-beta-title">
      <Compass className="centered-page-icon" aria-hidden="true" size={48} />
      {title && <p className="eyebrow">{title}</p>}
      <h1 id="opens-with-beta-title">
        {inBeta ? 'This screen is on its way.' : 'This part of SafeTrails opens with the beta.'}
      </h1>
      <p className="lead">
        {inBeta
          ? 'You are in the beta: this screen arrives in one of the next releases, and you will be among the first to use it.'
          : 'We are building it now. Join the waitlist and we will send your invitation as soon as your spot opens.'}
      </p>
      <div className="button-row">
        {inBeta ? (
          <Link to="/dashboard" className="btn btn-primary">
            Go to the dashboard
          </Link>
        ) : (
          <Link to="/waitlist" className="btn btn-primary">
            Join the Waitlist
          </Link>
        )}
        <Link to="/" className="btn btn-ghost">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
