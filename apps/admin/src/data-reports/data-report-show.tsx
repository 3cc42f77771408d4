/** One data report: what is wrong, the correction offered, and the item it is about. */
import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ReportStatusActions } from '../reports/report-status-actions';
import { ReportTriage } from '../reports/report-triage';
import { DataReportItemField } from './data-report-item-field';

export function DataReportShow() {
  return (
    <Show actions={<ReportStatusActions kind="data_report" />}>
      <SimpleShowLayout>
        <ReportTriage />
        <Labeled label="About">
          <DataReportItemField />
        </Labeled>
        <TextField source="issue" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="correction" label="Suggested correction" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
