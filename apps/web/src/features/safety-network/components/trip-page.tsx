/**
 * /trips/{id}: one of her trips: its stops (each a link to its city), its brief, check-ins for the
 * trip (they end with its last day), changing it and cancelling it.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { FileText, Luggage, Pencil, Trash2 } from 'lucide-react';
import { errorText } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { useCancelTrip, useChangeTrip, useTrip } from '../api/trips';
import { PlanForm } from './plan-form';
import { TripForm } from './trip-form';
import { tripStatePage } from './page-states';
import { tripDays } from './trips-page';
import '@/styles/safety.css';

export function TripPage({ id }: { readonly id: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const trip = useTrip(id);
  const change = useChangeTrip(id);
  const cancel = useCancelTrip();
  const [editing, setEditing] = useState(false);
  const state = tripStatePage(
    trip,
    <Link to="/trips">
      <FormattedMessage id="safety.trips.title" defaultMessage="Your trips" />
    </Link>,
  );
  if (state || !trip.data) return state;
  const current = trip.data;
  const day = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <div className="container safety-page">
      <header className="safety-header">
        <p className="eyebrow">
          <Luggage aria-hidden="true" size={14} />
          <Link to="/trips">
            <FormattedMessage id="safety.trips.title" defaultMessage="Your trips" />
          </Link>
        </p>
        <h1>{current.name}</h1>
        <p className="lead">{tripDays(intl, current)}</p>
        <p className="trip-actions">
          <Link className="btn btn-primary" to={`/trips/${id}/brief`}>
            <FileText aria-hidden="true" size={18} />
            <FormattedMessage id="safety.trip.brief" defaultMessage="Brief to share" />
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => setEditing(!editing)}>
            <Pencil aria-hidden="true" size={16} />
            <FormattedMessage id="safety.trip.edit" defaultMessage="Change the trip" />
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(id, {
                onSuccess: () => {
                  toast.success(intl.formatMessage({ id: 'safety.trip.cancelled', defaultMessage: 'Trip cancelled' }));
                  void navigate('/trips');
                },
                onError: (error) => toast.error(errorText(intl, error)),
              })
            }
          >
            <Trash2 aria-hidden="true" size={16} />
            <FormattedMessage id="safety.trip.cancel" defaultMessage="Cancel the trip" />
          </button>
        </p>
      </header>
      {editing && (
        <section className="card safety-section" aria-labelledby="trip-form-title">
          <h2 id="trip-form-title">
            <FormattedMessage id="safety.trip.edit" defaultMessage="Change the trip" />
          </h2>
          <TripForm
            trip={current}
            mutation={change}
            submitLabel={intl.formatMessage({ id: 'safety.trips.save', defaultMessage: 'Save the trip' })}
            onDone={() => setEditing(false)}
          />
        </section>
      )}
      <ol className="trip-stops-list">
        {current.stops.map((stop, index) => (
          <li key={`${stop.destinationId}-${index}`} className="card" data-testid="trip-stop-view">
            <h2>
              <Link to={`/destination/${stop.destinationId}`}>
                {stop.city}, {stop.country}
              </Link>
            </h2>
            <p className="muted">
              {intl.formatMessage(
                { id: 'safety.trip.stopDays', defaultMessage: '{arrive} to {leave}, in its own time ({zone})' },
                { arrive: day(stop.arrive), leave: day(stop.leave), zone: stop.timeZone },
              )}
            </p>
          </li>
        ))}
      </ol>
      {current.status !== 'past' && (
        <section className="card safety-section" aria-labelledby="plan-title">
          <PlanForm trips={[current]} tripId={current.id} />
        </section>
      )}
    </div>
  );
}
