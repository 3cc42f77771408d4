/**
 * Shown when a route fails to render or its code cannot be loaded (typically right after a
 * deploy replaced the old chunks): a reload fixes the latter, so that is what we offer.
 */
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="page container container-narrow centered-page">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Reloading usually fixes it.</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a href="/" className="btn btn-ghost">
          Back to Home
        </a>
      </div>
    </main>
  );
}
