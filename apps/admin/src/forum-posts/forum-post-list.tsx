/** Every forum post, newest first; flagged, hidden, pinned, locked and anonymous ones a filter away. */
import {
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { DATE_TIME } from '../date-time';
import { ForumAuthorField } from './forum-author-field';
import { CATEGORY_CHOICES } from './forum-categories';
import { ForumStateField } from './forum-flags-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="categoryId" source="categoryId" label="Category" choices={CATEGORY_CHOICES} alwaysOn />,
  <NullableBooleanInput key="flagged" source="flagged" label="Flagged" alwaysOn />,
  <NullableBooleanInput key="hidden" source="hidden" label="Hidden" />,
  <NullableBooleanInput key="pinned" source="pinned" label="Pinned" />,
  <NullableBooleanInput key="locked" source="locked" label="Locked" />,
  <NullableBooleanInput key="isAnonymous" source="isAnonymous" label="Anonymous" />,
];

export function ForumPostList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Posted" showTime options={DATE_TIME} />
        <TextField source="title" />
        <TextField source="categoryName" label="Category" sortable={false} />
        <ForumAuthorField label="Author" />
        <NumberField source="commentCount" label="Comments" />
        <ForumStateField label="State" sortBy="flagCount" />
        <DateField source="lastActivityAt" label="Last activity" showTime options={DATE_TIME} />
      </Datagrid>
    </List>
  );
}
