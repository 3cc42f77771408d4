/**
 * What a safety page shows before it has its data: a link from a message that cannot work (why, in
 * the page's language), a page still opening, and a trip that cannot be read.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';

/** A link from one of her messages, or a contact's, that does not work: why. */
export function BrokenLink({ error }: { readonly error: Error | null }) {
  const intl = useIntl();
  return (
    <div className="container centered-page message-link-page">
      <h1>
        <FormattedMessage id="safety.link.broken" defaultMessage="This link does not work" />
      </h1>
      <p className="lead">
        {error
          ? errorText(intl, error)
          : intl.formatMessage({ id: 'safety.link.incomplete', defaultMessage: 'The link is incomplete.' })}
      </p>
    </div>
  );
}

export function Opening({ children }: { readonly children: ReactNode }) {
  return (
    <div className="container centered-page" role="status">
      <p className="lead">{children}</p>
    </div>
  );
}

/** A trip that is loading, or that is not hers (404) or could not be read: what to say instead of it. */
export function tripStatePage(trip: { isPending: boolean; isError: boolean; error: Error | null }, back: ReactNode) {
  if (trip.isPending) {
    return (
      <Opening>
        <FormattedMessage id="safety.trip.loading" defaultMessage="Loading the trip…" />
      </Opening>
    );
  }
  if (trip.isError) return <TripMissing error={trip.error} back={back} />;
  return null;
}

function TripMissing({ error, back }: { readonly error: Error | null; readonly back: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="container centered-page">
      <h1>
        <FormattedMessage id="safety.trip.missing" defaultMessage="No such trip" />
      </h1>
      <p className="lead">{errorText(intl, error)}</p>
      {back}
    </div>
  );
}
