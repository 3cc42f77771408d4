/** Adding a place she watches: a city from the catalogue, or a point she picks on the map with a radius. */
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MapPin } from 'lucide-react';
import { MONITOR_POINT_RADIUS_DEFAULT_METRES } from '@safetrails/contracts';
import { useAddPlace } from '../api/alert-settings';
import { CitySearchField, cityWhere } from '@/components/city-search-field';
import { radiusChoices, radiusLabel } from '../lib/places';
import { useSettingToasts } from '../lib/saved-toast';
import type { AddBasemap, PickedPoint } from './point-picker';

/** Cities in the search's placeholder: their own names, the same in every language. */
const CITY_EXAMPLES = 'Pokhara, Oaxaca, Tbilisi…';

/** Leaflet comes when she asks for the map, not with the page. */
const PointPicker = lazy(() => import('./point-picker'));

export function AddCity({ userId }: { readonly userId: string }) {
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

export function AddPoint({ userId, basemap }: { readonly userId: string; readonly basemap: AddBasemap | null }) {
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
