/** The catch-all 404 page. */
import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';

export function NotFoundRoute() {
  return (
    <section className="container container-narrow centered-page" aria-labelledby="not-found-title">
      <MapPin className="centered-page-icon" aria-hidden="true" size={48} />
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">We couldn&apos;t find that page</h1>
      <p className="lead">The link may be old or mistyped. Let&apos;s get you back on a safe trail.</p>
      <div className="button-row">
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
