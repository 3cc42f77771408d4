/**
 * What the destination page shows when the server could not answer, or answered that there is no
 * such destination.
 */
import { ApiError } from '@/lib/api-client';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';

/** A 4xx: the server answered that there is no such destination. */
export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status < 500;
}

/** The server answered with an error of its own: nothing is said about the destination. */
export function DestinationNotLoaded({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <section className="container container-narrow centered-page" aria-labelledby="destination-not-loaded">
      <h1 id="destination-not-loaded">
        {intl.formatMessage({ id: 'destination.loadFailed', defaultMessage: 'This destination could not be loaded' })}
      </h1>
      <p className="lead">
        {intl.formatMessage({
          id: 'destination.loadFailed.text',
          defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
        })}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'emergency.tryAgain', defaultMessage: 'Try again' })}
        </button>
      </div>
    </section>
  );
}

export function DestinationNotFound() {
  const intl = useIntl();
  return (
    <section className="container container-narrow centered-page" aria-labelledby="destination-not-found">
      <MapPinOff className="centered-page-icon" aria-hidden="true" size={48} />
      <h1 id="destination-not-found">
        {intl.formatMessage({ id: 'destination.notFound', defaultMessage: 'Destination Not Found' })}
      </h1>
      <p className="lead">
        {intl.formatMessage({
          id: 'destination.notFound.text',
          defaultMessage:
            "We couldn't find the destination you're looking for. It may have been removed or doesn't exist.",
        })}
      </p>
      <div className="button-row">
        <Link to="/search/all" className="btn btn-primary">
          {intl.formatMessage({ id: 'country.browse', defaultMessage: 'Browse destinations' })}
        </Link>
        <Link to="/dashboard" className="btn btn-ghost">
          {intl.formatMessage({ id: 'destination.toDashboard', defaultMessage: 'Go to the dashboard' })}
        </Link>
      </div>
    </section>
  );
}
