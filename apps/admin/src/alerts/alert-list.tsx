/** Every safety alert, newest first: unverified community reports and active ones a filter away. */
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  ExportButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DATE_TIME } from '../date-time';
import { ALERT_TYPE_CHOICES, ORIGIN_CHOICES, SEVERITY_CHOICES, STATUS_CHOICES } from './alert-choices';
import { AlertSeverityField, AlertStateField } from './alert-state-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <NullableBooleanInput key="verified" source="verified" label="Verified" alwaysOn />,
  <SelectInput key="origin" source="origin" label="From" choices={ORIGIN_CHOICES} alwaysOn />,
  <SelectInput key="severity" source="severity" choices={SEVERITY_CHOICES} />,
  <SelectInput key="alertType" source="alertType" label="Type" choices={ALERT_TYPE_CHOICES} />,
  <ReferenceInput key="destinationId" source="destinationId" reference="destinations">
    <AutocompleteInput label="Destination" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export function AlertList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="Raise an official alert" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Raised" showTime options={DATE_TIME} />
        <AlertSeverityField label="Severity" sortBy="severity" />
        <TextField source="title" />
        <SelectField source="alertType" label="Type" choices={ALERT_TYPE_CHOICES} sortable={false} />
        <TextField source="destinationName" label="Destination" sortable={false} emptyText="General" />
        <AlertStateField label="State" />
        <SelectField source="origin" label="From" choices={ORIGIN_CHOICES} sortable={false} />
        <TextField source="raisedByName" label="Raised by" sortable={false} emptyText="Former member" />
      </Datagrid>
    </List>
  );
}
