/**
 * One post as moderators need it: the Markdown as written (shown as text, never run as HTML), its
 * real author, its state and flags, the way to the public page, and its comments.
 */
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { AdminForumComment, AdminForumPost } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { ForumAuthorField } from './forum-author-field';
import { ForumStateField } from './forum-flags-field';
import { ForumPostActions } from './forum-post-actions';
import { PublicLink } from './public-link';

function PostHeader() {
  const record = useRecordContext<AdminForumPost>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="h5">{record.title}</Typography>
      <PublicLink href={`/forums/post/${record.id}`}>Open the post as travellers see it</PublicLink>
      {record.hidden && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Hidden from travellers{record.hiddenReason ? `: “${record.hiddenReason}”` : ''} (its author still sees it).
        </Typography>
      )}
    </Box>
  );
}

export function ForumPostShow() {
  return (
    <Show actions={<ForumPostActions />}>
      <SimpleShowLayout>
        <PostHeader />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Author">
            <ForumAuthorField />
          </Labeled>
          <Labeled label="Category">
            <TextField source="categoryName" />
          </Labeled>
          <Labeled label="Posted">
            <DateField source="createdAt" showTime options={DATE_TIME} />
          </Labeled>
          <Labeled label="Edited">
            <DateField source="editedAt" showTime options={DATE_TIME} emptyText="never" />
          </Labeled>
          <Labeled label="State">
            <ForumStateField />
          </Labeled>
          <Labeled label="Destination">
            <ReferenceField source="destinationId" reference="destinations" link="show" emptyText="—" />
          </Labeled>
          <Labeled label="Reactions">
            <FunctionField<AdminForumPost>
              render={(post) =>
                `${post.reactions.like} like · ${post.reactions.helpful} helpful · ${post.reactions.insightful} insightful`
              }
            />
          </Labeled>
        </Box>
        <Labeled label="Content (Markdown as written)">
          <TextField
            source="content"
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
          />
        </Labeled>
        <ReferenceManyField
          label="Comments"
          reference="forum-comments"
          target="postId"
          sort={{ field: 'createdAt', order: 'ASC' }}
          perPage={100}
        >
          <Datagrid
            rowClick="show"
            bulkActionButtons={false}
            empty={<Typography variant="body2">No comments.</Typography>}
          >
            <DateField source="createdAt" label="Written" showTime options={DATE_TIME} />
            <ForumAuthorField label="Author" />
            <FunctionField<AdminForumComment>
              label="Comment"
              render={(comment) => (comment.parentId ? `↳ ${comment.content}` : comment.content)}
            />
            <NumberField source="flagCount" label="Flags" />
            <ForumStateField label="State" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
