/**
 * The Create Alert form (spec part 2 "Alert form"): its values as typed, the defaults it resets to
 * (severity medium, type other, radius 1000), the checks made before sending (the same rules and
 * messages as the API's), and the request it sends. Coordinates and radius go as typed; the API
 * coerces them to numbers and names the field when one is not.
 */
import {
  ALERT_CONTENT_MIN_LENGTH,
  ALERT_FORM_DEFAULTS,
  ALERT_TITLE_MIN_LENGTH,
  type AlertSeverity,
  type AlertType,
} from '@safetrails/contracts';
import type { IntlShape } from 'react-intl';

export interface AlertDraft {
  /** A destination id as the select's value, or null for none. */
  readonly destinationId: string | null;
  readonly title: string;
  readonly content: string;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly source: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly radius: string;
  /** `datetime-local` values (local time, no zone), or ''. */
  readonly startTime: string;
  readonly endTime: string;
}

export const DEFAULT_ALERT_DRAFT: AlertDraft = {
  destinationId: null,
  title: '',
  content: '',
  severity: ALERT_FORM_DEFAULTS.severity,
  alertType: ALERT_FORM_DEFAULTS.alertType,
  source: '',
  latitude: '',
  longitude: '',
  radius: String(ALERT_FORM_DEFAULTS.radius),
  startTime: '',
  endTime: '',
};

/** The body of `POST /api/safety-alerts`. */
export interface CreateAlertInput {
  readonly destinationId: number | null;
  readonly title: string;
  readonly content: string;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly source: string | null;
  readonly latitude: string | null;
  readonly longitude: string | null;
  readonly radius: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly isActive: true;
}

export type AlertDraftErrors = Partial<Record<keyof AlertDraft, string>>;

/** The checks made before sending, said in the page's language (English: the API's own messages). */
export function validateAlertDraft(draft: AlertDraft, intl: IntlShape): AlertDraftErrors {
  const errors: AlertDraftErrors = {};
  if (draft.title.trim().length < ALERT_TITLE_MIN_LENGTH) {
    errors.title = intl.formatMessage(
      { id: 'alerts.create.titleTooShort', defaultMessage: 'Title must be at least {min, number} characters' },
      { min: ALERT_TITLE_MIN_LENGTH },
    );
  }
  if (draft.content.trim().length < ALERT_CONTENT_MIN_LENGTH) {
    errors.content = intl.formatMessage(
      { id: 'alerts.create.contentTooShort', defaultMessage: 'Content must be at least {min, number} characters' },
      { min: ALERT_CONTENT_MIN_LENGTH },
    );
  }
  const start = localTime(draft.startTime);
  const end = localTime(draft.endTime);
  if (start !== null && end !== null && end.getTime() <= start.getTime()) {
    errors.endTime = intl.formatMessage({
      id: 'alerts.create.endBeforeStart',
      defaultMessage: 'End time must be after the start time',
    });
  }
  return errors;
}

export function createAlertInputOf(draft: AlertDraft): CreateAlertInput {
  return {
    destinationId: draft.destinationId === null ? null : Number(draft.destinationId),
    title: draft.title.trim(),
    content: draft.content.trim(),
    severity: draft.severity,
    alertType: draft.alertType,
    source: blankToNull(draft.source),
    latitude: blankToNull(draft.latitude),
    longitude: blankToNull(draft.longitude),
    radius: blankToNull(draft.radius),
    startTime: isoOf(draft.startTime),
    endTime: isoOf(draft.endTime),
    isActive: true,
  };
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A `datetime-local` value read in the browser's zone, or null when blank or malformed. */
function localTime(value: string): Date | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The instant as ISO 8601 in UTC; a malformed value goes as typed, so the API names the field. */
function isoOf(value: string): string | null {
  if (value.trim() === '') return null;
  return localTime(value)?.toISOString() ?? value;
}
