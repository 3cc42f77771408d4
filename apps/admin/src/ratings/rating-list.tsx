/** Travellers' current ratings, newest first, by destination or traveller. */
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  TextField,
} from 'react-admin';
import { RATING_DIMENSIONS, type AdminRating } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { RATING_DIMENSION_LABELS } from './rating-scores';

const filters = [
  <ReferenceInput key="destinationId" source="destinationId" reference="destinations" alwaysOn>
    <AutocompleteInput label="Destination" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="Traveller" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export function RatingList() {
  return (
    <List filters={filters} sort={{ field: 'ratedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="ratedAt" label="Rated" showTime options={DATE_TIME} />
        <ReferenceField source="destinationId" reference="destinations" link="show" label="Destination" />
        <TextField source="userName" label="Traveller" sortable={false} emptyText="Former member" />
        {RATING_DIMENSIONS.map((dimension) => (
          <FunctionField<AdminRating>
            key={dimension}
            label={RATING_DIMENSION_LABELS[dimension]}
            sortable={false}
            render={(rating) => `${rating.scores[dimension]} / 5`}
          />
        ))}
        <TextField source="comment" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
