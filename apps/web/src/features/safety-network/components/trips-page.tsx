/**
 * /trips, her trips: the current and upcoming first, then the past; and planning a new one. A trip's
 * stops are places she gets alerts for on those days, and its brief is one page to hand to someone at
 * home (docs/SAFETY-NETWORK.md "Trips").
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Luggage, Plus } from 'lucide-react';
import type { Trip } from '@safetrails/contracts';
import { usePlanTrip, useTrips } from '../api/trips';
import { TripForm } from './trip-form';
import '@/styles/safety.css';

export function tripDays(intl: ReturnType<typeof useIntl>, trip: Pick<Trip, 'firstDay' | 'lastDay'>): string {
  const day = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return intl.formatMessage(
    { id: 'safety.trip.days', defaultMessage: '{first} to {last}' },
    { first: day(trip.firstDay), last: day(trip.lastDay) },
  );
}

export function TripsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const trips = useTrips();
  const plan = usePlanTrip();
  const [planning, setPlanning] = useState(false);
  return (
    <div className="container safety-page">
      <header className="safety-header">
        <p className="eyebrow">
          <Luggage aria-hidden="true" size={14} />
          <Link to="/safety">
            <FormattedMessage id="safety.title" defaultMessage="Your safety network" />
          </Link>
        </p>
        <h1>
          <FormattedMessage id="safety.trips.title" defaultMessage="Your trips" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="safety.trips.lead"
            defaultMessage="Where you will be and when: SafeTrails watches each city for official alerts on those days, knows where you are for your check-ins, and makes a brief of each stop to share with someone at home."
          />
        </p>
      </header>
      {trips.isSuccess && trips.data.length === 0 && !planning && (
        <p className="muted">
          <FormattedMessage id="safety.trips.none" defaultMessage="No trips yet." />
        </p>
      )}
      {trips.isSuccess && trips.data.length > 0 && (
        <ul className="trip-list">
          {trips.data.map((trip) => (
            <li key={trip.id} className={`card trip-card trip-card-${trip.status}`} data-testid="trip-card">
              <h2>
                <Link to={`/trips/${trip.id}`}>{trip.name}</Link>
              </h2>
              <p className="muted">
                {tripDays(intl, trip)}
                {' · '}
                {intl.formatMessage(
                  {
                    id: 'safety.trip.status',
                    defaultMessage: '{status, select, current {Now} upcoming {Coming up} other {Past}}',
                  },
                  { status: trip.status },
                )}
              </p>
              <p>{trip.stops.map((stop) => stop.city).join(' → ')}</p>
              <Link to={`/trips/${trip.id}/brief`}>
                <FormattedMessage id="safety.trip.brief" defaultMessage="Brief to share" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {planning ? (
        <section className="card safety-section" aria-labelledby="trip-form-title">
          <h2 id="trip-form-title">
            <FormattedMessage id="safety.trips.plan" defaultMessage="Plan a trip" />
          </h2>
          <TripForm
            mutation={plan}
            submitLabel={intl.formatMessage({ id: 'safety.trips.save', defaultMessage: 'Save the trip' })}
            onDone={(trip) => {
              setPlanning(false);
              if (trip) void navigate(`/trips/${trip.id}`);
            }}
          />
        </section>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setPlanning(true)} data-testid="plan-trip">
          <Plus aria-hidden="true" size={18} />
          <FormattedMessage id="safety.trips.plan" defaultMessage="Plan a trip" />
        </button>
      )}
    </div>
  );
}
