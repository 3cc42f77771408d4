/** A report's status as a coloured chip, in lists and on the show page. */
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminReportBase } from '@safetrails/contracts';
import { REPORT_STATUS_COLOURS, REPORT_STATUS_LABELS } from './report-status';

export function ReportStatusField(_props: { readonly label?: string; readonly sortBy?: string }) {
  const record = useRecordContext<AdminReportBase>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={REPORT_STATUS_LABELS[record.status]}
      color={REPORT_STATUS_COLOURS[record.status]}
      data-testid="report-status"
    />
  );
}
