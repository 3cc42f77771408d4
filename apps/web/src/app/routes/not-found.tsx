/** The catch-all 404 page. */
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';

const STATUS = '404';
import { MapPin } from 'lucide-react';

export function NotFoundRoute() {
  const intl = useIntl();
  return (
    <section className="container container-narrow centered-page" aria-labelledby="not-found-title">
      <MapPin className="centered-page-icon" aria-hidden="true" size={48} />
      <p className="eyebrow">{STATUS}</p>
      <h1 id="not-found-title">
        {intl.formatMessage({ id: 'notFound.title', defaultMessage: "We couldn't find that page" })}
      </h1>
      <p className="lead">
        {intl.formatMessage({
          id: 'notFound.text',
          defaultMessage: "The link may be old or mistyped. Let's get you back on a safe trail.",
        })}
      </p>
      <div className="button-row">
        <Link to="/" className="btn btn-primary">
          {intl.formatMessage({ id: 'common.backHome', defaultMessage: 'Back to Home' })}
        </Link>
      </div>
    </section>
  );
}
