/**
 * A trip as she writes it: a name and its stops, each a city of the catalogue found by any of its
 * names, with the days she is there. Used to plan a trip and to change one.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Plus, Trash2 } from 'lucide-react';
import { TRIP_STOPS_MAX, type Trip } from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-words';
import type { TripInput } from '../api/trips';
import { CitySearchField, cityWhere } from '@/components/city-search-field';
import type { UseMutationResult } from '@tanstack/react-query';

interface StopDraft {
  readonly destinationId: number | null;
  readonly city: string;
  readonly arrive: string;
  readonly leave: string;
}

interface TripDraft {
  readonly name: string;
  readonly stops: readonly StopDraft[];
}

const EMPTY_STOP: StopDraft = { destinationId: null, city: '', arrive: '', leave: '' };

interface TripFormProps {
  readonly trip?: Trip;
  readonly mutation: UseMutationResult<Trip, Error, { input: TripInput; idempotencyKey: string }>;
  readonly submitLabel: string;
  readonly onDone: (trip: Trip | null) => void;
}

export function TripForm({ trip, mutation, submitLabel, onDone }: TripFormProps) {
  const intl = useIntl();
  const form = useFormSubmission<TripDraft, TripInput, Trip>({
    initial: () => ({
      name: trip?.name ?? '',
      stops: trip
        ? trip.stops.map((stop) => ({
            destinationId: stop.destinationId,
            city: `${stop.city}, ${stop.country}`,
            arrive: stop.arrive,
            leave: stop.leave,
          }))
        : [EMPTY_STOP],
    }),
    validate: (draft) => ({
      ...(draft.name.trim() === ''
        ? { name: intl.formatMessage({ id: 'safety.trip.name.required', defaultMessage: 'Give the trip a name.' }) }
        : {}),
      ...(draft.stops.some((stop) => stop.destinationId === null || !stop.arrive || !stop.leave)
        ? {
            stops: intl.formatMessage({
              id: 'safety.trip.stops.incomplete',
              defaultMessage: 'Each stop needs a city from the list, and the days you arrive and leave.',
            }),
          }
        : draft.stops.some((stop) => stop.leave < stop.arrive)
          ? {
              stops: intl.formatMessage({
                id: 'safety.trip.stops.order',
                defaultMessage: 'A stop cannot end before it starts.',
              }),
            }
          : {}),
    }),
    toRequest: (draft) => ({
      name: draft.name.trim(),
      stops: draft.stops.map((stop) => ({
        destinationId: stop.destinationId!,
        arrive: stop.arrive,
        leave: stop.leave,
      })),
    }),
    mutation,
    keepAfterSuccess: trip !== undefined,
    success: (saved) => ({
      title: intl.formatMessage({ id: 'safety.trip.saved', defaultMessage: '{name} saved' }, { name: saved.name }),
      description: intl.formatMessage({
        id: 'safety.trip.saved.text',
        defaultMessage: 'Its cities are among the places you get alerts for, from a week before you arrive.',
      }),
    }),
    failure: (error) => ({
      title: intl.formatMessage({ id: 'safety.trip.notSaved', defaultMessage: 'Trip not saved' }),
      description: errorText(intl, error),
    }),
    onDone,
  });
  const setStop = (index: number, stop: StopDraft) =>
    form.set(
      'stops',
      form.draft.stops.map((current, at) => (at === index ? stop : current)),
    );
  return (
    <Form submission={form} labelledBy="trip-form-title" className="form trip-form">
      <TextField
        label={intl.formatMessage({ id: 'safety.trip.name', defaultMessage: 'Trip name' })}
        placeholder={intl.formatMessage({ id: 'safety.trip.name.example', defaultMessage: 'Peru in March' })}
        {...form.text('name')}
      />
      <fieldset
        className="trip-stops"
        aria-invalid={form.errors.stops ? true : undefined}
        aria-describedby={form.errors.stops ? 'stops-error' : undefined}
      >
        <legend>
          <FormattedMessage id="safety.trip.stops" defaultMessage="Stops" />
        </legend>
        {form.draft.stops.map((stop, index) => (
          <StopRow
            key={index}
            index={index}
            stop={stop}
            onChange={(next) => setStop(index, next)}
            onRemove={
              form.draft.stops.length > 1
                ? () =>
                    form.set(
                      'stops',
                      form.draft.stops.filter((_, at) => at !== index),
                    )
                : null
            }
          />
        ))}
        {form.errors.stops && (
          <p id="stops-error" className="field-error" role="alert">
            {form.errors.stops}
          </p>
        )}
        {form.draft.stops.length < TRIP_STOPS_MAX && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => {
              const last = form.draft.stops[form.draft.stops.length - 1];
              form.set('stops', [
                ...form.draft.stops,
                { ...EMPTY_STOP, arrive: last?.leave ?? '', leave: last?.leave ?? '' },
              ]);
            }}
          >
            <Plus aria-hidden="true" size={14} />
            <FormattedMessage id="safety.trip.addStop" defaultMessage="Add a stop" />
          </button>
        )}
      </fieldset>
      <SubmitButton isSubmitting={form.isSubmitting} label={submitLabel} />
    </Form>
  );
}

function StopRow({
  index,
  stop,
  onChange,
  onRemove,
}: {
  readonly index: number;
  readonly stop: StopDraft;
  readonly onChange: (stop: StopDraft) => void;
  readonly onRemove: (() => void) | null;
}) {
  const intl = useIntl();
  const n = index + 1;
  return (
    <div className="trip-stop" data-testid="trip-stop">
      <div className="trip-stop-city">
        {stop.destinationId === null ? (
          <CitySearchField
            id={`stop-${index}-city`}
            label={<FormattedMessage id="safety.trip.city" defaultMessage="City of stop {n}" values={{ n }} />}
            placeholder="Lima, Cusco, Kyoto…"
            listClassName="trip-city-results"
            onPick={(city) => onChange({ ...stop, destinationId: city.id, city: `${city.name}, ${city.country}` })}
            pickLabel={(city) => (
              <>
                {city.name}
                <span className="muted">{cityWhere(city)}</span>
              </>
            )}
          />
        ) : (
          <p className="trip-stop-chosen">
            <span className="field-label">
              <FormattedMessage id="safety.trip.city" defaultMessage="City of stop {n}" values={{ n }} />
            </span>{' '}
            <strong id={`stop-${index}-city`}>{stop.city}</strong>{' '}
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => onChange({ ...stop, destinationId: null, city: '' })}
            >
              <FormattedMessage
                id="safety.trip.changeCity"
                defaultMessage="Change<hidden> the city of stop {n}</hidden>"
                values={{ n, hidden: (text) => <span className="visually-hidden">{text}</span> }}
              />
            </button>
          </p>
        )}
      </div>
      <TextField
        label={intl.formatMessage({ id: 'safety.trip.arrive', defaultMessage: 'Arrive' })}
        name={`stops[${index}].arrive`}
        type="date"
        value={stop.arrive}
        onChange={(event) => onChange({ ...stop, arrive: event.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'safety.trip.leave', defaultMessage: 'Leave' })}
        name={`stops[${index}].leave`}
        type="date"
        min={stop.arrive || undefined}
        value={stop.leave}
        onChange={(event) => onChange({ ...stop, leave: event.target.value })}
      />
      {onRemove && (
        <button type="button" className="btn btn-small btn-ghost trip-stop-remove" onClick={onRemove}>
          <Trash2 aria-hidden="true" size={14} />
          <FormattedMessage
            id="safety.trip.removeStop"
            defaultMessage="Remove<hidden> stop {n}</hidden>"
            values={{ n, hidden: (text) => <span className="visually-hidden">{text}</span> }}
          />
        </button>
      )}
    </div>
  );
}
