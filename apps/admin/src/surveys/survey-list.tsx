/** Surveys: the charts of every answer over the received window, and the surveys one by one. */
import { Datagrid, DateField, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { DATE_TIME } from '../date-time';
import { reportFilters } from '../reports/report-filters';
import { ReportStatusField } from '../reports/report-status-field';
import { SurveyCharts } from './survey-charts';
import { APP_RATING_CHOICES, APP_USAGE_CHOICES, FACTOR_CHOICES, TRAVEL_FREQUENCY_CHOICES } from './survey-choices';

const filters = [
  ...reportFilters({ search: false }),
  <SelectInput key="travelFrequency" source="travelFrequency" choices={TRAVEL_FREQUENCY_CHOICES} />,
  <SelectInput key="mostImportantFactor" source="mostImportantFactor" label="Matters most" choices={FACTOR_CHOICES} />,
  <SelectInput key="appUsage" source="appUsage" label="Uses the app" choices={APP_USAGE_CHOICES} />,
  <SelectInput key="appRating" source="appRating" label="App rating" choices={APP_RATING_CHOICES} />,
];

export function SurveyList() {
  return (
    <List filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25}>
      <SurveyCharts />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="receivedAt" label="Received" showTime options={DATE_TIME} />
        <SelectField source="travelFrequency" choices={TRAVEL_FREQUENCY_CHOICES} sortable={false} />
        <SelectField source="mostImportantFactor" label="Matters most" choices={FACTOR_CHOICES} sortable={false} />
        <SelectField source="appUsage" label="Uses the app" choices={APP_USAGE_CHOICES} sortable={false} />
        <NumberField source="appRating" label="App rating" emptyText="—" />
        <TextField source="submitterName" label="From" sortable={false} emptyText="Anonymous" />
        <ReportStatusField label="Status" sortBy="status" />
      </Datagrid>
    </List>
  );
}
