/** Every destination, by name: its score, ratings and where its baseline comes from. */
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { REGIONS, type AdminDestination } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';

const REGION_CHOICES = REGIONS.map((region) => ({
  id: region,
  name: region.charAt(0).toUpperCase() + region.slice(1),
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="region" source="region" choices={REGION_CHOICES} alwaysOn />,
  <NullableBooleanInput key="rated" source="rated" label="Has a score" alwaysOn />,
  <NullableBooleanInput key="hasBaseline" source="hasBaseline" label="Has a baseline" />,
  <NullableBooleanInput key="featured" source="featured" label="Featured" />,
];

export function DestinationList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="country" sortable={false} />
        <FunctionField<AdminDestination>
          label="Safety score"
          sortBy="safetyScore"
          render={(destination) => destination.metrics.safetyScore ?? 'Not rated yet'}
        />
        <NumberField source="ratingCount" label="Ratings" />
        <FunctionField<AdminDestination>
          label="Baseline source"
          sortable={false}
          render={(destination) =>
            destination.baselineSource
              ? `${destination.baselineSource.source} (${destination.baselineSource.asOf})`
              : 'No baseline'
          }
        />
        <DateField source="scoreUpdatedAt" label="Score changed" showTime options={DATE_TIME} />
      </Datagrid>
    </List>
  );
}
