/**
 * Where she wants to hear from: her saved cities (monitored while saved), the cities she adds, and
 * points of hers (a guesthouse, a friend's flat) with a radius. Each has its radius, optional trip
 * dates (alerts from a week before), a pause; an added place can be removed.
 */
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MapPin, Pause, Play, Trash2 } from 'lucide-react';
import { MONITOR_POINT_RADIUS_DEFAULT_METRES, type AlertSettings, type MonitoredPlace } from '@safetrails/contracts';
import { useAddPlace, useChangePlace, useRemovePlace, type PlaceChange } from '../api/alert-settings';
import { CitySearchField, cityWhere } from '@/components/city-search-field';
import { kindBadge, radiusChoices, radiusLabel, tripLabel, tripOfPlace } from '../lib/places';
import { useSettingToasts } from '../lib/saved-toast';
import type { AddBasemap, PickedPoint } from './point-picker';

/** Cities in the search's placeholder: their own names, the same in every language. */
const CITY_EXAMPLES = 'Pokhara, Oaxaca, Tbilisi…';

/** Leaflet comes when she asks for the map, not with the page. */
const PointPicker = lazy(() => import('./point-picker'));

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

function AddCity({ userId }: { readonly userId: string }) {
  const intl = useIntl();
  const { settingRefused, settingSaved } = useSettingToasts();
  const add = useAddPlace(userId);
  return (
    <div className="alert-settings-add">
      <CitySearchField
        id="add-city"
        label={<FormattedMessage id="alertSettings.addCity" defaultMessage="Add a city" />}
        placeholder={CITY_EXAMPLES}
        listClassName="alert-settings-results"
        disabled={add.isPending}
        onPick={(city) =>
          add.mutate(
            { destinationId: city.id },
            {
              onSuccess: () =>
                settingSaved(
                  intl.formatMessage(
                    { id: 'alertSettings.added', defaultMessage: '{place} added.' },
                    { place: city.name },
                  ),
                ),
              onError: settingRefused,
            },
          )
        }
        pickLabel={(city) => (
          <FormattedMessage
            id="alertSettings.addCity.add"
            defaultMessage="Add {city}<muted>{where}</muted>"
            values={{ city: city.name, where: cityWhere(city), muted: (text) => <span className="muted">{text}</span> }}
          />
        )}
      />
    </div>
  );
}

function AddPoint({ userId, basemap }: { readonly userId: string; readonly basemap: AddBasemap | null }) {
  const intl = useIntl();
  const { settingRefused, settingSaved } = useSettingToasts();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedPoint | null>(null);
  const [label, setLabel] = useState('');
  const [radius, setRadius] = useState(MONITOR_POINT_RADIUS_DEFAULT_METRES);
  const add = useAddPlace(userId);
  if (!open) {
    return (
      <button type="button" className="btn btn-small btn-primary" onClick={() => setOpen(true)}>
        <MapPin aria-hidden="true" size={14} />
        <FormattedMessage id="alertSettings.addPoint" defaultMessage="Add a point from the map" />
      </button>
    );
  }
  return (
    <form
      className="alert-settings-point"
      onSubmit={(event) => {
        event.preventDefault();
        if (!picked) return;
        add.mutate(
          { label, latitude: picked.latitude, longitude: picked.longitude, radiusMetres: radius },
          {
            onSuccess: () => {
              settingSaved(
                intl.formatMessage({ id: 'alertSettings.added', defaultMessage: '{place} added.' }, { place: label }),
              );
              setOpen(false);
              setPicked(null);
              setLabel('');
            },
            onError: settingRefused,
          },
        );
      }}
    >
      <p className="muted">
        <FormattedMessage
          id="alertSettings.addPoint.text"
          defaultMessage="Tap the map where the place is. Its name and position stay private, sealed like your profile."
        />
      </p>
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="alertSettings.addPoint.loading" defaultMessage="Loading the map…" />
          </p>
        }
      >
        <PointPicker basemap={basemap} picked={picked} radiusMetres={radius} onPick={setPicked} />
      </Suspense>
      <fieldset className="alert-settings-coordinates">
        <legend>
          <FormattedMessage id="alertSettings.addPoint.type" defaultMessage="Or type its position" />
        </legend>
        <label>
          <FormattedMessage id="alertSettings.addPoint.latitude" defaultMessage="Latitude" />
          <input
            type="number"
            className="field-input"
            step="any"
            min={-90}
            max={90}
            value={picked?.latitude ?? ''}
            onChange={(event) =>
              event.target.value !== '' &&
              setPicked({ latitude: Number(event.target.value), longitude: picked?.longitude ?? 0 })
            }
          />
        </label>
        <label>
          <FormattedMessage id="alertSettings.addPoint.longitude" defaultMessage="Longitude" />
          <input
            type="number"
            className="field-input"
            step="any"
            min={-180}
            max={180}
            value={picked?.longitude ?? ''}
            onChange={(event) =>
              event.target.value !== '' &&
              setPicked({ latitude: picked?.latitude ?? 0, longitude: Number(event.target.value) })
            }
          />
        </label>
      </fieldset>
      <label>
        <FormattedMessage id="alertSettings.addPoint.name" defaultMessage="Name it" />
        <input
          className="field-input"
          value={label}
          required
          maxLength={120}
          placeholder={intl.formatMessage({
            id: 'alertSettings.addPoint.placeholder',
            defaultMessage: 'Guesthouse in Lakeside',
          })}
          onChange={(event) => setLabel(event.target.value)}
        />
      </label>
      <label>
        <FormattedMessage id="alertSettings.within" defaultMessage="Alerts within" />
        <select
          className="field-input field-select"
          value={String(radius)}
          onChange={(event) => setRadius(Number(event.target.value))}
        >
          {radiusChoices('point').map((choice) => (
            <option key={choice} value={String(choice)}>
              {radiusLabel(intl, choice, 'point')}
            </option>
          ))}
        </select>
      </label>
      <div className="alert-settings-place-actions">
        <button type="submit" className="btn btn-small btn-primary" disabled={!picked || add.isPending}>
          <FormattedMessage id="alertSettings.addPoint.add" defaultMessage="Add this point" />
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setOpen(false)}>
          <FormattedMessage id="alertSettings.cancel" defaultMessage="Cancel" />
        </button>
      </div>
    </form>
  );
}
