/** Share Feedback submissions, newest first, filtered by text, status, type and when they came in. */
import { Datagrid, DateField, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { DATE_TIME } from '../date-time';
import { reportFilters } from '../reports/report-filters';
import { ReportStatusField } from '../reports/report-status-field';
import { FEEDBACK_TYPE_CHOICES } from './feedback-types';

const filters = [
  ...reportFilters(),
  <SelectInput key="feedbackType" source="feedbackType" label="Type" choices={FEEDBACK_TYPE_CHOICES} alwaysOn />,
];

export function FeedbackList() {
  return (
    <List filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="receivedAt" label="Received" showTime options={DATE_TIME} />
        <SelectField source="feedbackType" label="Type" choices={FEEDBACK_TYPE_CHOICES} />
        <TextField source="summary" sortable={false} />
        <NumberField source="rating" emptyText="—" />
        <TextField source="category" label="About" sortable={false} emptyText="—" />
        <TextField source="submitterName" label="From" sortable={false} emptyText="Anonymous" />
        <ReportStatusField label="Status" sortBy="status" />
      </Datagrid>
    </List>
  );
}
