/**
 * Where she wants to hear from: her saved cities (monitored while saved), the cities she adds, and
 * points of hers (a guesthouse, a friend's flat) with a radius. Each has its radius, optional trip
 * dates (alerts from a week before), a pause; an added place can be removed.
 */
import { lazy, Suspense, useState } from 'react';
import { MapPin, Pause, Play, Trash2 } from 'lucide-react';
import { MONITOR_POINT_RADIUS_DEFAULT_METRES, type AlertSettings, type MonitoredPlace } from '@safetrails/contracts';
import { useAddPlace, useChangePlace, useRemovePlace, type PlaceChange } from '../api/alert-settings';
import { useCitySearch } from '../api/city-search';
import { KIND_BADGES, radiusChoices, radiusLabel, tripLabel } from '../lib/places';
import { savedWith, settingRefused, settingSaved } from '../lib/saved-toast';
import type { AddBasemap, PickedPoint } from './point-picker';

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
      <h2 id="where-title">Where</h2>
      <p className="muted">
        Every city you save is monitored. Add a city you have not saved, or a point of yours with a radius, and give a
        place trip dates to hear of it only from a week before until the trip ends.
      </p>
      {settings.places.length === 0 ? (
        <p className="alert-settings-empty">No places yet. Save a city, or add one below.</p>
      ) : (
        <ul className="alert-settings-places">
          {settings.places.map((place) => (
            <PlaceRow key={place.id} userId={userId} place={place} />
          ))}
        </ul>
      )}
      <AddCity userId={userId} />
      <AddPoint userId={userId} basemap={basemap} />
    </section>
  );
}

function PlaceRow({ userId, place }: { readonly userId: string; readonly place: MonitoredPlace }) {
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
        <span className="alert-badge">{KIND_BADGES[place.kind]}</span>
        {place.paused && <span className="alert-badge">Paused</span>}
      </div>
      <div className="alert-settings-place-controls">
        <label>
          Alerts within
          <select
            className="field-input field-select"
            value={place.radiusMetres === null ? '' : String(place.radiusMetres)}
            disabled={busy}
            onChange={(event) => {
              const radius = event.target.value === '' ? null : Number(event.target.value);
              save({ radiusMetres: radius }, `${place.label}: ${radiusLabel(radius, place.kind).toLowerCase()}.`);
            }}
          >
            {radiusChoices(place.kind).map((radius) => (
              <option key={radius ?? 'city'} value={radius === null ? '' : String(radius)}>
                {radiusLabel(radius, place.kind)}
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
              cleared ? `${place.label}: always.` : `${place.label}: ${trip.start} to ${trip.end}.`,
            );
          }}
        >
          <span className="alert-settings-trip-now">Trip: {tripLabel(place.trip)}</span>
          <label>
            From
            <input
              type="date"
              className="field-input"
              value={trip.start}
              onChange={(event) => setTrip({ ...trip, start: event.target.value })}
            />
          </label>
          <label>
            To
            <input
              type="date"
              className="field-input"
              value={trip.end}
              onChange={(event) => setTrip({ ...trip, end: event.target.value })}
            />
          </label>
          <button type="submit" className="btn btn-small btn-ghost" disabled={busy}>
            Save dates<span className="visually-hidden"> for {place.label}</span>
          </button>
        </form>
        <div className="alert-settings-place-actions">
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={busy}
            onClick={() =>
              save({ paused: !place.paused }, `${place.label}: ${place.paused ? 'alerts resumed' : 'paused'}.`)
            }
          >
            {place.paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
            {place.paused ? 'Resume' : 'Pause'}
            <span className="visually-hidden"> {place.label}</span>
          </button>
          {place.kind !== 'saved-city' && (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              disabled={busy}
              onClick={() => remove.mutate(place.id, savedWith(`${place.label} removed.`))}
            >
              <Trash2 aria-hidden="true" size={14} /> Remove<span className="visually-hidden"> {place.label}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function AddCity({ userId }: { readonly userId: string }) {
  const [query, setQuery] = useState('');
  const search = useCitySearch(query);
  const add = useAddPlace(userId);
  return (
    <div className="alert-settings-add">
      <label htmlFor="add-city">Add a city</label>
      <input
        id="add-city"
        type="search"
        className="field-input"
        placeholder="Pokhara, Oaxaca, Tbilisi…"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {search.data && query.trim().length >= 2 && (
        <ul className="alert-settings-results" aria-label="Cities found">
          {search.data.length === 0 && <li className="muted">No city by that name.</li>}
          {search.data.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={add.isPending}
                onClick={() =>
                  add.mutate(
                    { destinationId: city.id },
                    {
                      onSuccess: () => {
                        setQuery('');
                        settingSaved(`${city.name} added.`);
                      },
                      onError: settingRefused,
                    },
                  )
                }
              >
                Add {city.name}
                <span className="muted">
                  {city.admin1 && city.admin1 !== city.name ? `, ${city.admin1}` : ''}, {city.country}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddPoint({ userId, basemap }: { readonly userId: string; readonly basemap: AddBasemap | null }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedPoint | null>(null);
  const [label, setLabel] = useState('');
  const [radius, setRadius] = useState(MONITOR_POINT_RADIUS_DEFAULT_METRES);
  const add = useAddPlace(userId);
  if (!open) {
    return (
      <button type="button" className="btn btn-small btn-primary" onClick={() => setOpen(true)}>
        <MapPin aria-hidden="true" size={14} /> Add a point from the map
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
              settingSaved(`${label} added.`);
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
        Tap the map where the place is. Its name and position stay private, sealed like your profile.
      </p>
      <Suspense fallback={<p role="status">Loading the map…</p>}>
        <PointPicker basemap={basemap} picked={picked} radiusMetres={radius} onPick={setPicked} />
      </Suspense>
      <fieldset className="alert-settings-coordinates">
        <legend>Or type its position</legend>
        <label>
          Latitude
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
          Longitude
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
        Name it
        <input
          className="field-input"
          value={label}
          required
          maxLength={120}
          placeholder="Guesthouse in Lakeside"
          onChange={(event) => setLabel(event.target.value)}
        />
      </label>
      <label>
        Alerts within
        <select
          className="field-input field-select"
          value={String(radius)}
          onChange={(event) => setRadius(Number(event.target.value))}
        >
          {radiusChoices('point').map((choice) => (
            <option key={choice} value={String(choice)}>
              {radiusLabel(choice, 'point')}
            </option>
          ))}
        </select>
      </label>
      <div className="alert-settings-place-actions">
        <button type="submit" className="btn btn-small btn-primary" disabled={!picked || add.isPending}>
          Add this point
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
