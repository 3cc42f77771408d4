/**
 * Create Alert (spec part 2 "Alert form"): destination, title, content, severity, type, optional
 * coordinates and source, radius, start and end time. Title and content are checked before sending;
 * the API checks everything and its field errors show beside their fields. On success: the 'Alert
 * Created' toast, the form back to its defaults, and the host returns to View Alerts.
 */
import { useState } from 'react';
import { LocateFixed, Send } from 'lucide-react';
import { toast } from '@/lib/toast';
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
import { SEVERITY_LABELS, TYPE_LABELS } from '../lib/alert-labels';

export function CreateAlertForm({ onCreated }: { readonly onCreated: () => void }) {
  const [locating, setLocating] = useState(false);
  const form = useFormSubmission({
    initial: () => DEFAULT_ALERT_DRAFT,
    validate: (draft) => definedErrors(validateAlertDraft(draft)),
    toRequest: createAlertInputOf,
    mutation: useCreateAlert(),
    success: { title: 'Alert Created', description: 'Your safety alert has been published' },
    failure: (error) => ({ title: 'Error', description: serverMessage(error) ?? 'Failed to create alert' }),
    onDone: onCreated,
  });
  const { draft, errors, set } = form;

  const fillMyLocation = () => {
    if (!('geolocation' in navigator)) {
      toast.error('Location Access Error', {
        description: 'Unable to access your location. Some alert features may not work properly.',
      });
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
        toast.error('Location Access Error', {
          description: 'Unable to access your location. Some alert features may not work properly.',
        });
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Form submission={form} className="form alert-form" labelledBy="create-alert-title">
      <div>
        <h2 id="create-alert-title" className="tab-title">
          Create Alert
        </h2>
        <p className="tab-intro">
          Warn other travellers about something happening now. Alerts from travellers show as a community report until a
          moderator verifies them.
        </p>
      </div>
      <SelectField
        label="Destination"
        note="optional"
        name="destinationId"
        options={ALERT_DESTINATION_OPTIONS}
        optionLabels={ALERT_DESTINATION_LABELS}
        placeholder="No destination"
        value={draft.destinationId}
        error={errors.destinationId}
        onChange={(value) => set('destinationId', value)}
      />
      <TextField
        label="Title"
        name="title"
        required
        maxLength={ALERT_TITLE_MAX_LENGTH}
        value={draft.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label="Content"
        name="content"
        required
        maxLength={ALERT_CONTENT_MAX_LENGTH}
        value={draft.content}
        error={errors.content}
        onChange={(event) => set('content', event.target.value)}
      />
      <div className="form-grid">
        <SelectField
          label="Severity"
          name="severity"
          required
          options={ALERT_SEVERITIES}
          optionLabels={SEVERITY_LABELS}
          value={draft.severity}
          error={errors.severity}
          onChange={(value) => value && set('severity', value)}
        />
        <SelectField
          label="Type"
          name="alertType"
          required
          options={ALERT_TYPES}
          optionLabels={TYPE_LABELS}
          value={draft.alertType}
          error={errors.alertType}
          onChange={(value) => value && set('alertType', value)}
        />
      </div>
      <fieldset className="fieldset alert-form-place">
        <legend className="field-label">Where</legend>
        <div className="form-grid">
          <TextField
            label="Latitude"
            note="optional"
            name="latitude"
            inputMode="decimal"
            autoComplete="off"
            placeholder="48.8566"
            value={draft.latitude}
            error={errors.latitude}
            onChange={(event) => set('latitude', event.target.value)}
          />
          <TextField
            label="Longitude"
            note="optional"
            name="longitude"
            inputMode="decimal"
            autoComplete="off"
            placeholder="2.3522"
            value={draft.longitude}
            error={errors.longitude}
            onChange={(event) => set('longitude', event.target.value)}
          />
          <TextField
            label="Radius (metres)"
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
            <LocateFixed aria-hidden="true" size={16} /> {locating ? 'Finding you...' : 'Use my location'}
          </button>
        </div>
      </fieldset>
      <TextField
        label="Source"
        note="optional"
        name="source"
        maxLength={ALERT_SOURCE_MAX_LENGTH}
        placeholder="e.g. Local police, RATP, your own observation"
        value={draft.source}
        error={errors.source}
        onChange={(event) => set('source', event.target.value)}
      />
      <div className="form-grid">
        <TextField
          label="Start time"
          note="optional, now if empty"
          name="startTime"
          type="datetime-local"
          value={draft.startTime}
          error={errors.startTime}
          onChange={(event) => set('startTime', event.target.value)}
        />
        <TextField
          label="End time"
          note="optional"
          name="endTime"
          type="datetime-local"
          value={draft.endTime}
          error={errors.endTime}
          onChange={(event) => set('endTime', event.target.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.isSubmitting}>
          <Send aria-hidden="true" size={18} /> {form.isSubmitting ? 'Creating...' : 'Create Alert'}
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
