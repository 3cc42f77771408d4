/**
 * Every destination, by name: its score, ratings and what the score starts from (official
 * advisories with how many governments and the highest level, a baseline, or travellers only),
 * filterable by it; the export carries the same.
 */
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
import { PRIOR_SOURCE_KINDS, REGIONS, type AdminDestination } from '@safetrails/contracts';
import { priorSourceText } from './destinations-csv';
import { exportDestinations } from './destinations-exporter';
import { DATE_TIME } from '../date-time';

const REGION_CHOICES = REGIONS.map((region) => ({
  id: region,
  name: region.charAt(0).toUpperCase() + region.slice(1),
}));

const PRIOR_SOURCE_CHOICES = PRIOR_SOURCE_KINDS.map((kind) => ({
  id: kind,
  name: kind.charAt(0).toUpperCase() + kind.slice(1),
}));

const LEVEL_CHOICES = [1, 2, 3, 4].map((level) => ({ id: level, name: `Level ${level}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="region" source="region" choices={REGION_CHOICES} alwaysOn />,
  <SelectInput
    key="priorSource"
    source="priorSource"
    label="Score starts from"
    choices={PRIOR_SOURCE_CHOICES}
    alwaysOn
  />,
  <SelectInput key="priorHighestLevel" source="priorHighestLevel" label="Highest level" choices={LEVEL_CHOICES} />,
  <NullableBooleanInput key="rated" source="rated" label="Has a score" alwaysOn />,
  <NullableBooleanInput key="hasBaseline" source="hasBaseline" label="Has a baseline" />,
  <NullableBooleanInput key="featured" source="featured" label="Featured" />,
];

export function DestinationList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={exportDestinations}>
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
          label="Score starts from"
          sortBy="priorHighestLevel"
          render={(destination) => priorSourceText(destination)}
        />
        <DateField source="scoreUpdatedAt" label="Score changed" showTime options={DATE_TIME} />
      </Datagrid>
    </List>
  );
}
