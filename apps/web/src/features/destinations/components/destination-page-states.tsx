/**
 * What the destination page shows when the server could not answer, or answered that there is no
 * such destination.
 */
import { ApiError } from '@/lib/api-client';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A 4xx: the server answered that there is no such destination. */
export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status < 500;
}

/** The server answered with an error of its own: nothing is said about the destination. */
export function DestinationNotLoaded({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <section className="container container-narrow centered-page" aria-labelledby="destination-not-loaded">
      <h1 id="destination-not-loaded">This destination could not be loaded</h1>
      <p className="lead">Something went wrong on our side. Please try again in a moment.</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </section>
  );
}

export function DestinationNotFound() {
  return (
    <section className="container container-narrow centered-page" aria-labelledby="destination-not-found">
      <MapPinOff className="centered-page-icon" aria-hidden="true" size={48} />
      <h1 id="destination-not-found">Destination Not Found</h1>
      <p className="lead">
        We couldn&apos;t find the destination you&apos;re looking for. It may have been removed or doesn&apos;t exist.
      </p>
      <div className="button-row">
        <Link to="/search/all" className="btn btn-primary">
          Browse destinations
        </Link>
        <Link to="/dashboard" className="btn btn-ghost">
          Go to the dashboard
        </Link>
      </div>
    </section>
  );
}
