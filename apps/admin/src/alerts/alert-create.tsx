/**
 * Raise an official alert. A moderator's alert is verified at once and reaches every traveller who
 * saved its destination.
 */
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  maxValue,
  minValue,
} from 'react-admin';
import { ALERT_FORM_DEFAULTS } from '@safetrails/contracts';
import { localDateTimeToIso } from './alert-update';
import { AlertEditableInputs } from './alert-inputs';

export function AlertCreate() {
  return (
    <Create redirect="show" title="Raise an official alert">
      <SimpleForm defaultValues={{ ...ALERT_FORM_DEFAULTS }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Alerts you raise are official: verified at once, and sent to every traveller who saved the destination.
        </Typography>
        <ReferenceInput source="destinationId" reference="destinations">
          <AutocompleteInput
            label="Destination (empty: a general alert)"
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: 360 }}
          />
        </ReferenceInput>
        <AlertEditableInputs />
        <NumberInput source="latitude" validate={[minValue(-90), maxValue(90)]} />
        <NumberInput source="longitude" validate={[minValue(-180), maxValue(180)]} />
        <DateTimeInput source="startTime" label="Starts (your local time; empty: now)" parse={localDateTimeToIso} />
      </SimpleForm>
    </Create>
  );
}
