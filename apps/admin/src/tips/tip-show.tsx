/**
 * One tip, its author and votes. Removing it is a moderation-queue action (the queue item of a
 * flagged tip): it closes the item, counts for the flaggers' record and lands in the log.
 */
import { Box, Typography } from '@mui/material';
import {
  DateField,
  Labeled,
  ListButton,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useGetOne,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { AdminTip } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { applyQueueAction, queueItemId } from '../reason-action/queue-action';
import { ReasonActionButton } from '../reason-action/reason-action-button';
import { TIP_CATEGORY_CHOICES } from './tip-categories';

function TipActions() {
  const record = useRecordContext<AdminTip>();
  const redirect = useRedirect();
  // Only a flagged tip has a queue item to act on; the console says so rather than failing.
  const queueItem = useGetOne(
    'moderation-queue',
    { id: record ? queueItemId('tip', record.id) : '' },
    { enabled: record !== undefined, retry: false },
  );
  const flagged = queueItem.data !== undefined;
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {record && !queueItem.isPending && !flagged && (
        <Typography variant="body2" color="text.secondary" data-testid="tip-not-flagged">
          No traveller has flagged this tip: it has no moderation-queue item to remove it through.
        </Typography>
      )}
      {record && (
        <ReasonActionButton
          disabled={!flagged}
          label="Remove tip"
          color="error"
          title="Remove this tip?"
          description="It disappears from the destination's page for everyone. The tip's author and the log keep your reason."
          successMessage="Tip removed"
          onConfirm={(reason) => applyQueueAction('tip', record.id, 'remove', reason)}
          onSuccess={() => redirect('list', 'tips')}
        />
      )}
      <ListButton />
    </TopToolbar>
  );
}

export function TipShow() {
  return (
    <Show actions={<TipActions />}>
      <SimpleShowLayout>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Destination">
            <ReferenceField source="destinationId" reference="destinations" link="show" />
          </Labeled>
          <Labeled label="Category">
            <SelectField source="category" choices={TIP_CATEGORY_CHOICES} />
          </Labeled>
          <Labeled label="Author">
            <ReferenceField source="authorId" reference="users" link="edit" emptyText="Former member" />
          </Labeled>
          <Labeled label="Written">
            <DateField source="createdAt" showTime options={DATE_TIME} />
          </Labeled>
          <Labeled label="Upvotes">
            <NumberField source="upvotes" />
          </Labeled>
          <Labeled label="Downvotes">
            <NumberField source="downvotes" />
          </Labeled>
        </Box>
        <TextField source="content" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
