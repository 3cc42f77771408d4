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
import '@/styles/alerts.css';

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function AlertPage({ id, signedIn }: { readonly id: string | null; readonly signedIn: boolean }) {
  const alert = useAlert(id);
  const now = useNow(30_000);
  if (id === null || (alert.error instanceof ApiError && alert.error.status === 404)) {
    return (
      <div className="container centered-page">
        <h1>No such alert</h1>
        <p className="lead">
          It may have been removed. See the <Link to="/safety-alerts">current alerts</Link>.
        </p>
      </div>
    );
  }
  if (alert.isError) {
    return (
      <div className="container centered-page">
        <h1>Could not load this alert</h1>
        <p className="lead">Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => void alert.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!alert.data) {
    return (
      <div className="container centered-page" role="status">
        <p className="lead">Loading safety alerts...</p>
      </div>
    );
  }
  const shown = alert.data;
  return (
    <div className="container alert-page">
      <p className="eyebrow">
        <BellRing aria-hidden="true" size={14} /> <Link to="/safety-alerts">Safety alerts</Link>
      </p>
      <h1 className="visually-hidden">{shown.title}</h1>
      <AlertCard alert={shown} now={now} showMap headingLevel={3} />
      <ul className="alert-page-next">
        {shown.destinationId !== null && shown.destinationName && (
          <li>
            <Link to={`/destination/${shown.destinationId}`}>
              {shown.destinationName}: score, advice, emergency numbers
            </Link>
          </li>
        )}
        {shown.countries.map((code) => (
          <li key={code}>
            <Link to={`/country/${code}`}>{countryName(code)}: emergency numbers and official advice</Link>
          </li>
        ))}
        {signedIn && (
          <li>
            <Link to="/safety-alerts/settings">Your alert settings</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
