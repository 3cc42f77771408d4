/**
 * /alerts/{id}: one alert on a page of its own, what a push notification and an alert email open.
 * The full card (the source's words, its severity and its own, when in the place's time, its area's
 * map on request, the source's page), and where to go next: the city's page with its emergency
 * numbers, and the alert settings.
 */
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useAlert } from '../api/get-alert';
import { AlertCard } from './alert-card';
import { FormattedMessage, useIntl } from 'react-intl';
import { countryNameOf } from '@/i18n/use-country-name';
import '@/styles/alerts.css';

const GAP = ' ';

export function AlertPage({ id, signedIn }: { readonly id: string | null; readonly signedIn: boolean }) {
  const intl = useIntl();
  const alert = useAlert(id);
  const now = useNow(30_000);
  if (id === null || (alert.error instanceof ApiError && alert.error.status === 404)) {
    return (
      <div className="container centered-page">
        <h1>{intl.formatMessage({ id: 'alert.notFound', defaultMessage: 'No such alert' })}</h1>
        <p className="lead">
          <FormattedMessage
            id="alert.notFound.text"
            defaultMessage="It may have been removed. See the <link>current alerts</link>."
            values={{ link: (chunks) => <Link to="/safety-alerts">{chunks}</Link> }}
          />
        </p>
      </div>
    );
  }
  if (alert.isError) {
    return (
      <div className="container centered-page">
        <h1>{intl.formatMessage({ id: 'alert.loadFailed', defaultMessage: 'Could not load this alert' })}</h1>
        <p className="lead">
          {intl.formatMessage({
            id: 'country.loadFailed.text',
            defaultMessage: 'Check your connection and try again.',
          })}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void alert.refetch()}>
          {intl.formatMessage({ id: 'emergency.tryAgain', defaultMessage: 'Try again' })}
        </button>
      </div>
    );
  }
  if (!alert.data) {
    return (
      <div className="container centered-page" role="status">
        <p className="lead">
          {intl.formatMessage({ id: 'alerts.loading', defaultMessage: 'Loading safety alerts...' })}
        </p>
      </div>
    );
  }
  const shown = alert.data;
  return (
    <div className="container alert-page">
      <p className="eyebrow">
        <BellRing aria-hidden="true" size={14} />
        {GAP}
        <Link to="/safety-alerts">
          {intl.formatMessage({ id: 'alerts.page.tabs', defaultMessage: 'Safety alerts' })}
        </Link>
      </p>
      <h1 className="visually-hidden">{shown.title}</h1>
      <AlertCard alert={shown} now={now} showMap headingLevel={3} />
      <ul className="alert-page-next">
        {shown.destinationId !== null && shown.destinationName && (
          <li>
            <Link to={`/destination/${shown.destinationId}`}>
              {intl.formatMessage(
                { id: 'alert.next.destination', defaultMessage: '{place}: score, advice, emergency numbers' },
                { place: shown.destinationName },
              )}
            </Link>
          </li>
        )}
        {shown.countries.map((code) => (
          <li key={code}>
            <Link to={`/country/${code}`}>
              {intl.formatMessage(
                { id: 'alert.next.country', defaultMessage: '{country}: emergency numbers and official advice' },
                { country: countryNameOf(intl, code) },
              )}
            </Link>
          </li>
        ))}
        {signedIn && (
          <li>
            <Link to="/safety-alerts/settings">
              {intl.formatMessage({ id: 'alert.next.settings', defaultMessage: 'Your alert settings' })}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
