/** One comment: its text as written, its real author, its post (here and as travellers see it), and hiding. */
import { Box, Typography } from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import type { AdminForumComment } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { ReasonActionButton } from '../reason-action/reason-action-button';
import { ForumAuthorField } from '../forum-posts/forum-author-field';
import { ForumStateField } from '../forum-posts/forum-flags-field';
import { PublicLink } from '../forum-posts/public-link';

function CommentActions() {
  const record = useRecordContext<AdminForumComment>();
  const dataProvider = useDataProvider();
  const hide = !record?.hidden;
  return (
    <TopToolbar>
      {record && (
        <ReasonActionButton
          label={hide ? 'Hide' : 'Show again'}
          color={hide ? 'error' : 'primary'}
          title={hide ? 'Hide this comment?' : 'Show this comment again?'}
          description={
            hide
              ? 'It and its replies disappear for everyone but its author and moderators.'
              : 'Everyone can read it (and its replies) again.'
          }
          successMessage={hide ? 'Comment hidden' : 'Comment shown again'}
          onConfirm={(reason) =>
            dataProvider.update<AdminForumComment>('forum-comments', {
              id: record.id,
              data: { hidden: hide, reason },
              previousData: record,
            })
          }
        />
      )}
      <ListButton />
    </TopToolbar>
  );
}

function CommentLinks() {
  const record = useRecordContext<AdminForumComment>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <PublicLink href={`/forums/post/${record.postId}`}>Open the discussion as travellers see it</PublicLink>
      {record.hidden && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Hidden from travellers{record.hiddenReason ? `: “${record.hiddenReason}”` : ''}.
        </Typography>
      )}
    </Box>
  );
}

export function ForumCommentShow() {
  return (
    <Show actions={<CommentActions />}>
      <SimpleShowLayout>
        <CommentLinks />
        <Labeled label="On post">
          <ReferenceField source="postId" reference="forum-posts" link="show" />
        </Labeled>
        <FunctionField<AdminForumComment>
          label="Reply to"
          render={(comment) => (comment.parentId ? 'a comment on the same post' : 'the post (top-level comment)')}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Author">
            <ForumAuthorField />
          </Labeled>
          <Labeled label="Written">
            <DateField source="createdAt" showTime options={DATE_TIME} />
          </Labeled>
          <Labeled label="Edited">
            <DateField source="editedAt" showTime options={DATE_TIME} emptyText="never" />
          </Labeled>
          <Labeled label="State">
            <ForumStateField />
          </Labeled>
        </Box>
        <Labeled label="Content (as written)">
          <TextField
            source="content"
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
          />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
