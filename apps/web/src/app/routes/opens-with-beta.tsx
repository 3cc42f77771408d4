/** The one honest placeholder for screens that open with the beta (search, forums, profile...). */
import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { useRouteTitle } from '../route-handle';

export function OpensWithBetaRoute() {
  const title = useRouteTitle();
  return (
    <section className="container container-narrow centered-page" aria-labelledby="opens-with-beta-title">
      <Compass className="centered-page-icon" aria-hidden="true" size={48} />
      {title && <p className="eyebrow">{title}</p>}
      <h1 id="opens-with-beta-title">This part of SafeTrails opens with the beta.</h1>
      <p className="lead">
        We are building it now. Join the waitlist and we will send your invitation as soon as your spot opens.
      </p>
      <div className="button-row">
        <Link to="/waitlist" className="btn btn-primary">
          Join the Waitlist
        </Link>
        <Link to="/" className="btn btn-ghost">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
