/**
 * One bug report: what happened, how to reproduce it, and where (page, browser, device, screen).
 * The screenshot is a link the reporter gave: it opens in a new tab and is never loaded here.
 */
import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
  useRecordContext,
} from 'react-admin';
import type { AdminBugReport } from '@safetrails/contracts';
import { ReportStatusActions } from '../reports/report-status-actions';
import { ReportTriage } from '../reports/report-triage';
import { BugSeverityField } from './bug-severity-field';

function ScreenSize() {
  const record = useRecordContext<AdminBugReport>();
  if (!record?.screenWidth || !record.screenHeight) return <Typography variant="body2">—</Typography>;
  return (
    <Typography variant="body2">
      {record.screenWidth} × {record.screenHeight}
    </Typography>
  );
}

const LINK = { target: '_blank', rel: 'noopener noreferrer nofollow', emptyText: '—' } as const;

export function BugReportShow() {
  return (
    <Show actions={<ReportStatusActions kind="bug_report" />}>
      <SimpleShowLayout>
        <ReportTriage />
        <TextField source="title" variant="h6" />
        <Labeled label="Severity">
          <BugSeverityField />
        </Labeled>
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="steps" label="Steps to reproduce" sx={{ whiteSpace: 'pre-wrap' }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Page">
            <UrlField source="url" {...LINK} />
          </Labeled>
          <Labeled label="Browser">
            <TextField source="browser" emptyText="—" />
          </Labeled>
          <Labeled label="Device">
            <TextField source="device" emptyText="—" />
          </Labeled>
          <Labeled label="Screen">
            <ScreenSize />
          </Labeled>
        </Box>
        <Labeled label="Screenshot (link given by the reporter, opens in a new tab)">
          <UrlField source="screenshot" {...LINK} />
        </Labeled>
        <TextField source="userAgent" label="User agent" emptyText="—" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Contact email">
            <EmailField source="email" emptyText="—" />
          </Labeled>
          <Labeled label="May be contacted">
            <BooleanField source="contactAllowed" />
          </Labeled>
        </Box>
      </SimpleShowLayout>
    </Show>
  );
}
