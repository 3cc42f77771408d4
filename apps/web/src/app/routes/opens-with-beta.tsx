/**
 * The one honest placeholder for screens still being built (search, forums, saved places...): it invites
 * visitors to the waitlist, and tells beta travellers the screen is on its way.
 */
import { FormattedMessage } from 'react-intl';
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
        <FormattedMessage
          id="opensWithBeta.title"
          defaultMessage="{inBeta, select, yes {This screen is on its way.} other {This part of SafeTrails opens with the beta.}}"
          values={{ inBeta: inBeta ? 'yes' : 'no' }}
        />
      </h1>
      <p className="lead">
        <FormattedMessage
          id="opensWithBeta.lead"
          defaultMessage="{inBeta, select, yes {You are in the beta: this screen arrives in one of the next releases, and you will be among the first to use it.} other {We are building it now. Join the waitlist and we will send your invitation as soon as your spot opens.}}"
          values={{ inBeta: inBeta ? 'yes' : 'no' }}
        />
      </p>
      <div className="button-row">
        {inBeta ? (
          <Link to="/dashboard" className="btn btn-primary">
            <FormattedMessage id="opensWithBeta.dashboard" defaultMessage="Go to the dashboard" />
          </Link>
        ) : (
          <Link to="/waitlist" className="btn btn-primary">
            <FormattedMessage id="nav.joinWaitlist" defaultMessage="Join the Waitlist" />
          </Link>
        )}
        <Link to="/" className="btn btn-ghost">
          <FormattedMessage id="common.backHome" defaultMessage="Back to Home" />
        </Link>
      </div>
    </section>
  );
}
