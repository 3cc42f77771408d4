/**
 * Create Alert (spec part 2 "Alert form"): destination, title, content, severity, type, optional
 * coordinates and source, radius, start and end time. Title and content are checked before sending;
 * the API checks everything and its field errors show beside their fields. On success: the 'Alert
 * Created' toast, the form back to its defaults, and the host returns to View Alerts.
 */
import { useState } from 'react';
import { LocateFixed, Send } from 'lucide-react';
import {
  ALERT_CONTENT_MAX_LENGTH,
  ALERT_RADIUS_MAX_METRES,
  ALERT_RADIUS_MIN_METRES,
  ALERT_SEVERITIES,
  ALERT_SOURCE_MAX_LENGTH,
  ALERT_TITLE_MAX_LENGTH,
  ALERT_TYPES,
} from '@safetrails/contracts';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, isErrorResponse } from '@/lib/api-client';
import { Form } from '@/components/form/form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import type { FieldErrors } from '@/lib/field-errors';
import { useCreateAlert } from '../api/create-alert';
import { createAlertInputOf, DEFAULT_ALERT_DRAFT, validateAlertDraft, type AlertDraftErrors } from '../lib/alert-draft';
import { ALERT_DESTINATION_LABELS, ALERT_DESTINATION_OPTIONS } from '../lib/alert-destinations';
import { severityName, typeName } from '../lib/alert-labels';
import { useIntl } from 'react-intl';
import { locationError } from '../lib/location-error';
import { optionLabels } from '@/lib/option-labels';

const GAP = ' ';
/** Numbers, not words: the same in every language. */
const EXAMPLE_LATITUDE = '48.8566';
const EXAMPLE_LONGITUDE = '2.3522';

export function CreateAlertForm({ onCreated }: { readonly onCreated: () => void }) {
  const intl = useIntl();
  const optional = intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' });
  const [locating, setLocating] = useState(false);
  const form = useFormSubmission({
    initial: () => DEFAULT_ALERT_DRAFT,
    validate: (draft) => definedErrors(validateAlertDraft(draft, intl)),
    toRequest: createAlertInputOf,
    mutation: useCreateAlert(),
    success: {
      title: intl.formatMessage({ id: 'alerts.create.done', defaultMessage: 'Alert Created' }),
      description: intl.formatMessage({
        id: 'alerts.create.done.text',
        defaultMessage: 'Your safety alert has been published',
      }),
    },
    failure: (error) => ({
      title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
      description:
        serverMessage(error) ??
        intl.formatMessage({ id: 'alerts.create.failed', defaultMessage: 'Failed to create alert' }),
    }),
    onDone: onCreated,
  });
  const { set } = form;

  const fillMyLocation = () => {
    if (!('geolocation' in navigator)) {
      locationError(intl);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        set('latitude', coords.latitude.toFixed(5));
        set('longitude', coords.longitude.toFixed(5));
      },
      () => {
        setLocating(false);
        locationError(intl);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Form submission={form} className="form alert-form" labelledBy="create-alert-title">
      <div>
        <h2 id="create-alert-title" className="tab-title">
          {intl.formatMessage(
            {
              id: 'alerts.page.tab',
              defaultMessage: '{tab, select, view {View Alerts} create {Create Alert} other {Map View}}',
            },
            { tab: 'create' },
          )}
        </h2>
        <p className="tab-intro">
          {intl.formatMessage({
            id: 'alerts.create.intro',
            defaultMessage:
              'Warn other travellers about something happening now. Alerts from travellers show as a community report until a moderator verifies them.',
          })}
        </p>
      </div>
      <SelectField
        label={intl.formatMessage({ id: 'alerts.destination', defaultMessage: 'Destination' })}
        note={optional}
        options={ALERT_DESTINATION_OPTIONS}
        optionLabels={ALERT_DESTINATION_LABELS}
        placeholder={intl.formatMessage({ id: 'alerts.create.noDestination', defaultMessage: 'No destination' })}
        {...form.choice('destinationId')}
      />
      <TextField
        label={intl.formatMessage({ id: 'alerts.create.title', defaultMessage: 'Title' })}
        required
        maxLength={ALERT_TITLE_MAX_LENGTH}
        {...form.text('title')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'alerts.create.content', defaultMessage: 'Content' })}
        required
        maxLength={ALERT_CONTENT_MAX_LENGTH}
        {...form.text('content')}
      />
      <div className="form-grid">
        <SelectField
          label={intl.formatMessage({ id: 'alerts.filters.severity', defaultMessage: 'Severity' })}
          required
          options={ALERT_SEVERITIES}
          optionLabels={optionLabels(ALERT_SEVERITIES, (severity) => severityName(intl, severity))}
          {...form.choice('severity')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'alerts.filters.type', defaultMessage: 'Type' })}
          required
          options={ALERT_TYPES}
          optionLabels={optionLabels(ALERT_TYPES, (type) => typeName(intl, type))}
          {...form.choice('alertType')}
        />
      </div>
      <fieldset className="fieldset alert-form-place">
        <legend className="field-label">
          {intl.formatMessage({ id: 'alerts.create.where', defaultMessage: 'Where' })}
        </legend>
        <div className="form-grid">
          <TextField
            label={intl.formatMessage({ id: 'alerts.create.latitude', defaultMessage: 'Latitude' })}
            note={optional}
            inputMode="decimal"
            autoComplete="off"
            placeholder={EXAMPLE_LATITUDE}
            {...form.text('latitude')}
          />
          <TextField
            label={intl.formatMessage({ id: 'alerts.create.longitude', defaultMessage: 'Longitude' })}
            note={optional}
            inputMode="decimal"
            autoComplete="off"
            placeholder={EXAMPLE_LONGITUDE}
            {...form.text('longitude')}
          />
          <TextField
            label={intl.formatMessage({ id: 'alerts.create.radius', defaultMessage: 'Radius (metres)' })}
            type="number"
            inputMode="numeric"
            min={ALERT_RADIUS_MIN_METRES}
            max={ALERT_RADIUS_MAX_METRES}
            step={50}
            {...form.text('radius')}
          />
        </div>
        <div>
          <button type="button" className="btn btn-ghost btn-small" onClick={fillMyLocation} disabled={locating}>
            <LocateFixed aria-hidden="true" size={16} />
            {GAP}
            {locating
              ? intl.formatMessage({ id: 'alerts.create.locating', defaultMessage: 'Finding you...' })
              : intl.formatMessage({ id: 'alerts.create.useLocation', defaultMessage: 'Use my location' })}
          </button>
        </div>
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'alerts.create.source', defaultMessage: 'Source' })}
        note={optional}
        maxLength={ALERT_SOURCE_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'alerts.create.source.placeholder',
          defaultMessage: 'e.g. Local police, RATP, your own observation',
        })}
        {...form.text('source')}
      />
      <div className="form-grid">
        <TextField
          label={intl.formatMessage({ id: 'alerts.create.start', defaultMessage: 'Start time' })}
          note={intl.formatMessage({ id: 'alerts.create.start.note', defaultMessage: 'optional, now if empty' })}
          type="datetime-local"
          {...form.text('startTime')}
        />
        <TextField
          label={intl.formatMessage({ id: 'alerts.create.end', defaultMessage: 'End time' })}
          note={optional}
          type="datetime-local"
          {...form.text('endTime')}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.isSubmitting}>
          <Send aria-hidden="true" size={18} />
          {GAP}
          {form.isSubmitting
            ? intl.formatMessage({ id: 'alerts.create.creating', defaultMessage: 'Creating...' })
            : intl.formatMessage(
                {
                  id: 'alerts.page.tab',
                  defaultMessage: '{tab, select, view {View Alerts} create {Create Alert} other {Map View}}',
                },
                { tab: 'create' },
              )}
        </button>
      </div>
    </Form>
  );
}

/** The server's own words for a refusal, when it gave some. */
/** The messages of the fields in error, without the fields that have none. */
function definedErrors(errors: AlertDraftErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function serverMessage(error: Error): string | null {
  return error instanceof ApiError && isErrorResponse(error.body) ? error.body.message : null;
}
