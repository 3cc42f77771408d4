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
  const { draft, errors, set } = form;

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
        name="destinationId"
        options={ALERT_DESTINATION_OPTIONS}
        optionLabels={ALERT_DESTINATION_LABELS}
        placeholder={intl.formatMessage({ id: 'alerts.create.noDestination', defaultMessage: 'No destination' })}
        value={draft.destinationId}
        error={errors.destinationId}
        onChange={(value) => set('destinationId', value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'alerts.create.title', defaultMessage: 'Title' })}
        name="title"
        required
        maxLength={ALERT_TITLE_MAX_LENGTH}
        value={draft.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'alerts.create.content', defaultMessage: 'Content' })}
        name="content"
        required
        maxLength={ALERT_CONTENT_MAX_LENGTH}
        value={draft.content}
        error={errors.content}
        onChange={(event) => set('content', event.target.value)}
      />
      <div className="form-grid">
        <SelectField
          label={intl.formatMessage({ id: 'alerts.filters.severity', defaultMessage: 'Severity' })}
          name="severity"
          required
          options={ALERT_SEVERITIES}
          optionLabels={
            Object.fromEntries(ALERT_SEVERITIES.map((severity) => [severity, severityName(intl, severity)])) as Record<
              (typeof ALERT_SEVERITIES)[number],
              string
            >
          }
          value={draft.severity}
          error={errors.severity}
          onChange={(value) => value && set('severity', value)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'alerts.filters.type', defaultMessage: 'Type' })}
          name="alertType"
          required
          options={ALERT_TYPES}
          optionLabels={
            Object.fromEntries(ALERT_TYPES.map((type) => [type, typeName(intl, type)])) as Record<
              (typeof ALERT_TYPES)[number],
              string
            >
          }
          value={draft.alertType}
          error={errors.alertType}
          onChange={(value) => value && set('alertType', value)}
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
            name="latitude"
            inputMode="decimal"
            autoComplete="off"
            placeholder={EXAMPLE_LATITUDE}
            value={draft.latitude}
            error={errors.latitude}
            onChange={(event) => set('latitude', event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'alerts.create.longitude', defaultMessage: 'Longitude' })}
            note={optional}
            name="longitude"
            inputMode="decimal"
            autoComplete="off"
            placeholder={EXAMPLE_LONGITUDE}
            value={draft.longitude}
            error={errors.longitude}
            onChange={(event) => set('longitude', event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'alerts.create.radius', defaultMessage: 'Radius (metres)' })}
            name="radius"
            type="number"
            inputMode="numeric"
            min={ALERT_RADIUS_MIN_METRES}
            max={ALERT_RADIUS_MAX_METRES}
            step={50}
            value={draft.radius}
            error={errors.radius}
            onChange={(event) => set('radius', event.target.value)}
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
        name="source"
        maxLength={ALERT_SOURCE_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'alerts.create.source.placeholder',
          defaultMessage: 'e.g. Local police, RATP, your own observation',
        })}
        value={draft.source}
        error={errors.source}
        onChange={(event) => set('source', event.target.value)}
      />
      <div className="form-grid">
        <TextField
          label={intl.formatMessage({ id: 'alerts.create.start', defaultMessage: 'Start time' })}
          note={intl.formatMessage({ id: 'alerts.create.start.note', defaultMessage: 'optional, now if empty' })}
          name="startTime"
          type="datetime-local"
          value={draft.startTime}
          error={errors.startTime}
          onChange={(event) => set('startTime', event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'alerts.create.end', defaultMessage: 'End time' })}
          note={optional}
          name="endTime"
          type="datetime-local"
          value={draft.endTime}
          error={errors.endTime}
          onChange={(event) => set('endTime', event.target.value)}
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
