/** The fields of an alert shared by the create and edit forms, with the alert rules' limits. */
import {
  DateTimeInput,
  NumberInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
} from 'react-admin';
import {
  ALERT_CONTENT_MAX_LENGTH,
  ALERT_CONTENT_MIN_LENGTH,
  ALERT_RADIUS_MAX_METRES,
  ALERT_RADIUS_MIN_METRES,
  ALERT_SOURCE_MAX_LENGTH,
  ALERT_TITLE_MAX_LENGTH,
  ALERT_TITLE_MIN_LENGTH,
} from '@safetrails/contracts';
import { ALERT_TYPE_CHOICES, SEVERITY_CHOICES } from './alert-choices';
import { localDateTimeToIso } from './alert-update';

export const TITLE_RULES = [
  required(),
  minLength(ALERT_TITLE_MIN_LENGTH, `Title must be at least ${ALERT_TITLE_MIN_LENGTH} characters`),
  maxLength(ALERT_TITLE_MAX_LENGTH, `Title must be at most ${ALERT_TITLE_MAX_LENGTH} characters`),
];
export const CONTENT_RULES = [
  required(),
  minLength(ALERT_CONTENT_MIN_LENGTH, `Content must be at least ${ALERT_CONTENT_MIN_LENGTH} characters`),
  maxLength(ALERT_CONTENT_MAX_LENGTH, `Content must be at most ${ALERT_CONTENT_MAX_LENGTH} characters`),
];
const RADIUS_RULES = [
  minValue(ALERT_RADIUS_MIN_METRES, `At least ${ALERT_RADIUS_MIN_METRES} metres`),
  maxValue(ALERT_RADIUS_MAX_METRES, `At most ${ALERT_RADIUS_MAX_METRES} metres`),
];

/** Title, content, severity, type, source, radius and end: what the alert rules let change later too. */
export function AlertEditableInputs() {
  return (
    <>
      <TextInput source="title" validate={TITLE_RULES} fullWidth />
      <TextInput source="content" validate={CONTENT_RULES} multiline minRows={4} fullWidth />
      <SelectInput source="severity" choices={SEVERITY_CHOICES} validate={required()} />
      <SelectInput source="alertType" label="Type" choices={ALERT_TYPE_CHOICES} validate={required()} />
      <TextInput
        source="source"
        helperText="Who says so: a police notice, an embassy, a news report"
        validate={maxLength(ALERT_SOURCE_MAX_LENGTH)}
        fullWidth
      />
      <NumberInput source="radius" label="Radius (metres)" validate={RADIUS_RULES} step={50} />
      <DateTimeInput
        source="endTime"
        label="Ends (your local time; empty: until archived)"
        parse={localDateTimeToIso}
      />
    </>
  );
}
