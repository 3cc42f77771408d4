/** Travellers' safety tips, newest first, by destination, author or category. */
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { DATE_TIME } from '../date-time';
import { TIP_CATEGORY_CHOICES } from './tip-categories';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="destinationId" source="destinationId" reference="destinations" alwaysOn>
    <AutocompleteInput label="Destination" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="category" source="category" choices={TIP_CATEGORY_CHOICES} alwaysOn />,
];

export function TipList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Written" showTime options={DATE_TIME} />
        <ReferenceField
          source="destinationId"
          reference="destinations"
          link="show"
          label="Destination"
          sortable={false}
        />
        <SelectField source="category" choices={TIP_CATEGORY_CHOICES} />
        <TextField
          source="content"
          sortable={false}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
        <TextField source="authorName" label="Author" sortable={false} emptyText="Former member" />
        <NumberField source="upvotes" label="👍" />
        <NumberField source="downvotes" label="👎" />
      </Datagrid>
    </List>
  );
}
