/**
 * One alert: its text, where and when it applies, who raised it, and what a moderator can do with
 * it (verify a community report, edit, archive with a reason).
 */
import { Box, Typography } from '@mui/material';
import {
  DateField,
  EditButton,
  Labeled,
  ListButton,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import type { AdminAlert } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { ReasonActionButton } from '../reason-action/reason-action-button';
import { ALERT_TYPE_CHOICES } from './alert-choices';
import { AlertReachPanel } from './alert-reach';
import { AlertSeverityField, AlertStateField } from './alert-state-field';

function AlertActions() {
  const record = useRecordContext<AdminAlert>();
  const dataProvider = useDataProvider();
  const archived = record?.status === 'archived';
  const update = (data: Partial<AdminAlert> & { reason: string }) =>
    record
      ? dataProvider.update<AdminAlert>('alerts', { id: record.id, data, previousData: record })
      : Promise.resolve();
  return (
    <TopToolbar>
      {record && !record.verified && !archived && (
        <ReasonActionButton
          label="Verify"
          color="success"
          title="Verify this community report?"
          description="It loses the “Community report, unverified” label and reaches every traveller who saved its destination."
          successMessage="Alert verified"
          onConfirm={(reason) => update({ verified: true, reason })}
        />
      )}
      {record && !archived && <EditButton />}
      {record && !archived && (
        <ReasonActionButton
          label="Archive"
          color="error"
          title="Archive this alert?"
          description="It stops being shown as active; travellers can still find it among archived alerts, with your reason."
          successMessage="Alert archived"
          onConfirm={(reason) => update({ status: 'archived', reason })}
        />
      )}
      <ListButton />
    </TopToolbar>
  );
}

/** An official alert's page at its source: what a moderator checks before archiving it. */
function OfficialLink() {
  const record = useRecordContext<AdminAlert>();
  if (record?.origin !== 'official' || !record.officialUrl) return null;
  return (
    <Typography variant="body2">
      Official alert, published by {record.raisedByName}:{' '}
      <a href={record.officialUrl} target="_blank" rel="noopener noreferrer">
        the source's page
      </a>
      . A later version from the source updates it; archiving it here stands.
    </Typography>
  );
}

function ArchivedNote() {
  const record = useRecordContext<AdminAlert>();
  if (record?.status !== 'archived') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Archived{record.archivedReason ? `: “${record.archivedReason}”` : ''}. Archived alerts cannot be edited.
    </Typography>
  );
}

export function AlertShow() {
  return (
    <Show actions={<AlertActions />}>
      <SimpleShowLayout>
        <TextField source="title" variant="h6" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Severity">
            <AlertSeverityField />
          </Labeled>
          <Labeled label="Type">
            <SelectField source="alertType" choices={ALERT_TYPE_CHOICES} />
          </Labeled>
          <Labeled label="State">
            <AlertStateField />
          </Labeled>
          <Labeled label="Raised by">
            <TextField source="raisedByName" emptyText="Former member" />
          </Labeled>
        </Box>
        <ArchivedNote />
        <TextField source="content" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="source" emptyText="No source given" />
        <OfficialLink />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Destination">
            <TextField source="destinationName" emptyText="General (no destination)" />
          </Labeled>
          <Labeled label="Latitude">
            <NumberField source="latitude" emptyText="—" />
          </Labeled>
          <Labeled label="Longitude">
            <NumberField source="longitude" emptyText="—" />
          </Labeled>
          <Labeled label="Radius (m)">
            <NumberField source="radius" />
          </Labeled>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Starts">
            <DateField source="startTime" showTime options={DATE_TIME} />
          </Labeled>
          <Labeled label="Ends">
            <DateField source="endTime" showTime options={DATE_TIME} emptyText="When archived" />
          </Labeled>
          <Labeled label="Raised">
            <DateField source="createdAt" showTime options={DATE_TIME} />
          </Labeled>
          <Labeled label="Last changed">
            <DateField source="updatedAt" showTime options={DATE_TIME} />
          </Labeled>
        </Box>
        <AlertReachPanel />
      </SimpleShowLayout>
    </Show>
  );
}
