/**
 * Shown when a route fails to render or its code cannot be loaded (typically right after a
 * deploy replaced the old chunks): a reload fixes the latter, so that is what we offer.
 */
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="page container container-narrow centered-page">
      <h1>{intl.formatMessage({ id: 'routeError.title', defaultMessage: 'Something went wrong' })}</h1>
      <p>
        {intl.formatMessage({
          id: 'routeError.text',
          defaultMessage: 'Sorry, this page could not be shown. Reloading usually fixes it.',
        })}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'routeError.reload', defaultMessage: 'Reload the page' })}
        </button>
        <a href="/" className="btn btn-ghost">
          {intl.formatMessage({ id: 'common.backHome', defaultMessage: 'Back to Home' })}
        </a>
      </div>
    </main>
  );
}
