/** Every comment and reply, newest first; flagged and hidden ones a filter away. */
import { Datagrid, DateField, List, NullableBooleanInput, ReferenceField, SearchInput, TextField } from 'react-admin';
import { DATE_TIME } from '../date-time';
import { ForumAuthorField } from '../forum-posts/forum-author-field';
import { ForumStateField } from '../forum-posts/forum-flags-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="flagged" source="flagged" label="Flagged" alwaysOn />,
  <NullableBooleanInput key="hidden" source="hidden" label="Hidden" alwaysOn />,
];

export function ForumCommentList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Written" showTime options={DATE_TIME} />
        <TextField
          source="content"
          sortable={false}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
        <ReferenceField source="postId" reference="forum-posts" link="show" label="On post" sortable={false} />
        <ForumAuthorField label="Author" />
        <ForumStateField label="State" sortBy="flagCount" />
      </Datagrid>
    </List>
  );
}
