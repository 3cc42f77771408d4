/**
 * Who sent a report and where it stands: received when and from whom (an anonymous visitor or a
 * traveller, linked to their account), its status, and the last decision with its reason.
 */
import { Box, Typography } from '@mui/material';
import { DateField, Labeled, ReferenceField, TextField, useRecordContext } from 'react-admin';
import type { AdminReportBase } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { ReportStatusField } from './report-status-field';

export function ReportTriage() {
  const record = useRecordContext<AdminReportBase>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 2 }} data-testid="report-triage">
      <Labeled label="Received">
        <DateField source="receivedAt" showTime options={DATE_TIME} />
      </Labeled>
      <Labeled label="From">
        {record.submittedBy ? (
          <ReferenceField source="submittedBy" reference="users" link="edit">
            <TextField source="name" emptyText={record.submitterName ?? record.submittedBy} />
          </ReferenceField>
        ) : (
          <Typography variant="body2">Anonymous visitor</Typography>
        )}
      </Labeled>
      <Labeled label="Status">
        <ReportStatusField />
      </Labeled>
      {record.statusChangedAt && (
        <Labeled label="Decided">
          <DateField source="statusChangedAt" showTime options={DATE_TIME} />
        </Labeled>
      )}
      {record.statusChangedBy && (
        <Labeled label="By">
          <ReferenceField source="statusChangedBy" reference="users" link="edit">
            <TextField source="name" emptyText={record.statusChangedBy} />
          </ReferenceField>
        </Labeled>
      )}
      {record.statusReason && (
        <Labeled label="Reason">
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            “{record.statusReason}”
          </Typography>
        </Labeled>
      )}
    </Box>
  );
}
