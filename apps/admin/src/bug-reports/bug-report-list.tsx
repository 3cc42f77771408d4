/** Bug reports, newest first; filter by severity to see what hurts most. */
import { Datagrid, DateField, List, SelectInput, TextField } from 'react-admin';
import { DATE_TIME } from '../date-time';
import { reportFilters } from '../reports/report-filters';
import { ReportStatusField } from '../reports/report-status-field';
import { BugSeverityField, SEVERITY_CHOICES } from './bug-severity-field';

const filters = [
  ...reportFilters(),
  <SelectInput key="severity" source="severity" choices={SEVERITY_CHOICES} alwaysOn />,
];

export function BugReportList() {
  return (
    <List filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="receivedAt" label="Received" showTime options={DATE_TIME} />
        <BugSeverityField label="Severity" sortBy="severity" />
        <TextField source="title" />
        <TextField source="browser" sortable={false} emptyText="—" />
        <TextField source="device" sortable={false} emptyText="—" />
        <TextField source="submitterName" label="From" sortable={false} emptyText="Anonymous" />
        <ReportStatusField label="Status" sortBy="status" />
      </Datagrid>
    </List>
  );
}
