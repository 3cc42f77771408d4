/** Report Data Issue submissions, newest first. */
import { Datagrid, DateField, List, NumberInput, SelectInput, TextField } from 'react-admin';
import { DATE_TIME } from '../date-time';
import { reportFilters } from '../reports/report-filters';
import { ReportStatusField } from '../reports/report-status-field';
import { DataReportItemField } from './data-report-item-field';
import { ITEM_TYPE_CHOICES } from './data-report-item-types';

const filters = [
  ...reportFilters(),
  <SelectInput key="itemType" source="itemType" label="About" choices={ITEM_TYPE_CHOICES} alwaysOn />,
  <NumberInput key="itemId" source="itemId" label="Item id" />,
];

export function DataReportList() {
  return (
    <List filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="receivedAt" label="Received" showTime options={DATE_TIME} />
        <DataReportItemField label="About" />
        <TextField
          source="issue"
          sortable={false}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
        <TextField source="submitterName" label="From" sortable={false} emptyText="Anonymous" />
        <ReportStatusField label="Status" sortBy="status" />
      </Datagrid>
    </List>
  );
}
