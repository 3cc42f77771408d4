/**
 * What a page says when what it shows is not on this device and the network does not answer: not
 * "not found" (it exists; it was not kept), but that it was not saved here for offline use, what
 * is kept instead (the route passes the traveller's saved places), and a way to try again.
 */
import type { ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { useIntl } from 'react-intl';

export interface NotKeptOfflineProps {
  /** What is missing, as a sentence's subject: "This destination", "This country". */
  readonly what: string;
  readonly onRetry: () => void;
  /** What is kept on the device instead, composed by the route. */
  readonly children?: ReactNode;
}

export function NotKeptOffline({ what, onRetry, children }: NotKeptOfflineProps) {
  const intl = useIntl();
  return (
    <section
      className="container container-narrow centered-page"
      aria-labelledby="not-kept-offline"
      data-testid="not-kept-offline"
    >
      <CloudOff className="centered-page-icon" aria-hidden="true" size={48} />
      <h1 id="not-kept-offline">
        {intl.formatMessage({ id: 'offline.notKept', defaultMessage: 'Not saved on this device for offline use' })}
      </h1>
      <p className="lead">
        {intl.formatMessage(
          {
            id: 'offline.notKept.text',
            defaultMessage:
              '{what} could not be reached and was not opened or saved on this device while online. It is not missing: it will show as soon as the connection is back.',
          },
          { what },
        )}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'emergency.tryAgain', defaultMessage: 'Try again' })}
        </button>
      </div>
      {children}
    </section>
  );
}
