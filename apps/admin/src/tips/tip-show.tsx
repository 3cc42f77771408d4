/**
 * One tip, its author and votes. Removing a flagged tip goes through its moderation-queue item (it
 * closes the item and counts for the flaggers' record); an unflagged one is taken down directly.
 * Either way the log keeps the reason.
 */
import { Box } from '@mui/material';
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
import { removeWithReason } from '../reason-action/remove-with-reason';
import { TIP_CATEGORY_CHOICES } from './tip-categories';

function TipActions() {
  const record = useRecordContext<AdminTip>();
  const redirect = useRedirect();
  // A flagged tip has a queue item, which the removal should close too.
  const queueItem = useGetOne(
    'moderation-queue',
    { id: record ? queueItemId('tip', record.id) : '' },
    { enabled: record !== undefined, retry: false },
  );
  const flagged = queueItem.data !== undefined;
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {record && (
        <ReasonActionButton
          disabled={queueItem.isPending}
          label="Remove tip"
          color="error"
          title="Remove this tip?"
          description="It disappears from the destination's page for everyone. The tip's author and the log keep your reason."
          successMessage="Tip removed"
          onConfirm={(reason) =>
            flagged
              ? applyQueueAction('tip', record.id, 'remove', reason)
              : removeWithReason<AdminTip>('tips', record.id, reason)
          }
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
