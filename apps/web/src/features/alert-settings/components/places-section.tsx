/**
 * Where she wants to hear from: her saved cities (monitored while saved), the cities she adds, and
 * points of hers (a guesthouse, a friend's flat) with a radius. Each has its radius, optional trip
 * dates (alerts from a week before), a pause; an added place can be removed.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MapPin, Pause, Play, Trash2 } from 'lucide-react';
import { type AlertSettings, type MonitoredPlace } from '@safetrails/contracts';
import { useChangePlace, useRemovePlace, type PlaceChange } from '../api/alert-settings';
import { kindBadge, radiusChoices, radiusLabel, tripLabel, tripOfPlace } from '../lib/places';
import { useSettingToasts } from '../lib/saved-toast';
import type { AddBasemap } from './point-picker';
import { AddCity, AddPoint } from './add-place';

interface PlacesSectionProps {
  readonly userId: string;
  readonly settings: AlertSettings;
  readonly basemap: AddBasemap | null;
}

export function PlacesSection({ userId, settings, basemap }: PlacesSectionProps) {
  return (
    <section className="card alert-settings-section" aria-labelledby="where-title">
      <h2 id="where-title">
        <FormattedMessage id="alertSettings.where" defaultMessage="Where" />
      </h2>
      <p className="muted">
        <FormattedMessage
          id="alertSettings.where.text"
          defaultMessage="Every city you save is monitored. Add a city you have not saved, or a point of yours with a radius, and give a place trip dates to hear of it only from a week before until the trip ends."
        />
      </p>
      {settings.places.length === 0 ? (
        <p className="alert-settings-empty">
          <FormattedMessage
            id="alertSettings.where.none"
            defaultMessage="No places yet. Save a city, or add one below."
          />
        </p>
      ) : (
        <ul className="alert-settings-places">
          {settings.places.map((place) =>
            place.kind === 'trip-stop' ? (
              <TripStopRow key={place.id} place={place} />
            ) : (
              <PlaceRow key={place.id} userId={userId} place={place} />
            ),
          )}
        </ul>
      )}
      <AddCity userId={userId} />
      <AddPoint userId={userId} basemap={basemap} />
    </section>
  );
}

/** A stop of one of her trips: monitored for its days; it changes with the trip, on the trip's page. */
function TripStopRow({ place }: { readonly place: MonitoredPlace }) {
  const intl = useIntl();
  const tripId = tripOfPlace(place);
  return (
    <li className="alert-settings-place" data-testid="monitored-place">
      <div className="alert-settings-place-head">
        <MapPin aria-hidden="true" size={18} />
        <strong>{place.label}</strong>
        <span className="alert-badge">{kindBadge(intl, place.kind)}</span>
      </div>
      <p className="muted">
        <FormattedMessage
          id="alertSettings.tripStop"
          defaultMessage="From your trip <link>{trip}</link>: {dates}"
          values={{
            trip: place.tripName ?? '',
            dates: tripLabel(intl, place.trip),
            link: (text) => (tripId ? <Link to={`/trips/${tripId}`}>{text}</Link> : <>{text}</>),
          }}
        />
      </p>
    </li>
  );
}

function PlaceRow({ userId, place }: { readonly userId: string; readonly place: MonitoredPlace }) {
  const intl = useIntl();
  const { savedWith } = useSettingToasts();
  const change = useChangePlace(userId);
  const remove = useRemovePlace(userId);
  const [trip, setTrip] = useState({ start: place.trip?.start ?? '', end: place.trip?.end ?? '' });
  const busy = change.isPending || remove.isPending;
  const save = (update: PlaceChange, what: string) => change.mutate({ id: place.id, change: update }, savedWith(what));
  return (
    <li
      className={`alert-settings-place${place.paused ? ' alert-settings-place-paused' : ''}`}
      data-testid="monitored-place"
    >
      <div className="alert-settings-place-head">
        <MapPin aria-hidden="true" size={18} />
        <strong>{place.label}</strong>
        <span className="alert-badge">{kindBadge(intl, place.kind)}</span>
        {place.paused && (
          <span className="alert-badge">
            <FormattedMessage id="alertSettings.paused" defaultMessage="Paused" />
          </span>
        )}
      </div>
      <div className="alert-settings-place-controls">
        <label>
          <FormattedMessage id="alertSettings.within" defaultMessage="Alerts within" />
          <select
            className="field-input field-select"
            value={place.radiusMetres === null ? '' : String(place.radiusMetres)}
            disabled={busy}
            onChange={(event) => {
              const radius = event.target.value === '' ? null : Number(event.target.value);
              save(
                { radiusMetres: radius },
                intl.formatMessage(
                  { id: 'alertSettings.place.saved', defaultMessage: '{place}: {what}.' },
                  { place: place.label, what: radiusLabel(intl, radius, place.kind) },
                ),
              );
            }}
          >
            {radiusChoices(place.kind).map((radius) => (
              <option key={radius ?? 'city'} value={radius === null ? '' : String(radius)}>
                {radiusLabel(intl, radius, place.kind)}
              </option>
            ))}
          </select>
        </label>
        <form
          className="alert-settings-trip"
          onSubmit={(event) => {
            event.preventDefault();
            const cleared = trip.start === '' && trip.end === '';
            save(
              cleared ? { tripStart: null, tripEnd: null } : { tripStart: trip.start, tripEnd: trip.end },
              intl.formatMessage(
                { id: 'alertSettings.place.saved', defaultMessage: '{place}: {what}.' },
                {
                  place: place.label,
                  what: tripLabel(intl, cleared ? null : { start: trip.start, end: trip.end }),
                },
              ),
            );
          }}
        >
          <span className="alert-settings-trip-now">
            <FormattedMessage
              id="alertSettings.trip"
              defaultMessage="Trip: {trip}"
              values={{ trip: tripLabel(intl, place.trip) }}
            />
          </span>
          <label>
            <FormattedMessage id="alertSettings.quiet.start" defaultMessage="From" />
            <input
              type="date"
              className="field-input"
              value={trip.start}
              onChange={(event) => setTrip({ ...trip, start: event.target.value })}
            />
          </label>
          <label>
            <FormattedMessage id="alertSettings.quiet.end" defaultMessage="To" />
            <input
              type="date"
              className="field-input"
              value={trip.end}
              onChange={(event) => setTrip({ ...trip, end: event.target.value })}
            />
          </label>
          <button type="submit" className="btn btn-small btn-ghost" disabled={busy}>
            <FormattedMessage
              id="alertSettings.trip.save"
              defaultMessage="Save dates<hidden> for {place}</hidden>"
              values={{ place: place.label, hidden: (text) => <span className="visually-hidden">{text}</span> }}
            />
          </button>
        </form>
        <div className="alert-settings-place-actions">
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={busy}
            onClick={() =>
              save(
                { paused: !place.paused },
                intl.formatMessage(
                  {
                    id: 'alertSettings.pause.saved',
                    defaultMessage: '{place}: {resumed, select, yes {alerts resumed} other {paused}}.',
                  },
                  { place: place.label, resumed: place.paused ? 'yes' : 'no' },
                ),
              )
            }
          >
            {place.paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
            <FormattedMessage
              id="alertSettings.pause"
              defaultMessage="{paused, select, yes {Resume} other {Pause}}<hidden> {place}</hidden>"
              values={{
                paused: place.paused ? 'yes' : 'no',
                place: place.label,
                hidden: (text) => <span className="visually-hidden">{text}</span>,
              }}
            />
          </button>
          {place.kind !== 'saved-city' && (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  place.id,
                  savedWith(
                    intl.formatMessage(
                      { id: 'alertSettings.removed', defaultMessage: '{place} removed.' },
                      { place: place.label },
                    ),
                  ),
                )
              }
            >
              <Trash2 aria-hidden="true" size={14} />
              <FormattedMessage
                id="alertSettings.remove"
                defaultMessage="Remove<hidden> {place}</hidden>"
                values={{ place: place.label, hidden: (text) => <span className="visually-hidden">{text}</span> }}
              />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
