/**
 * The one moderation queue: every flagged post, comment, tip and rating, every feedback-hub
 * submission and every traveller's alert waiting for verification, most urgent first (priority:
 * the flags, their flaggers' track record and the age). Claim an item, act on it with a reason,
 * or select several and act on all with one reason. Counts and rows follow changes live.
 */
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import {
  MODERATION_ITEM_KINDS,
  MODERATION_OPEN_STATUS,
  MODERATION_PROJECTION,
  type ModerationQueueItem,
} from '@safetrails/contracts';
import { useLiveRefresh } from '../live/use-live-refresh';
import { ClaimButton } from './claim-button';
import { QUEUE_RESOURCE } from './moderation-api';
import { ModerationActionButton } from './moderation-action-button';
import { ageLabel, commonActions } from './moderation-actions';
import { ItemSignals, KindChip, StatusChip } from './queue-fields';
import { kindLabel } from './queue-kinds';
import { QueueCounts } from './queue-counts';
import { SubjectLink } from './subject-link';

const STATUS_CHOICES = [
  { id: MODERATION_OPEN_STATUS, name: 'Open (new or claimed)' },
  { id: 'new', name: 'New' },
  { id: 'claimed', name: 'Claimed' },
  { id: 'resolved', name: 'Resolved' },
  { id: 'dismissed', name: 'Dismissed' },
];
const KIND_CHOICES = MODERATION_ITEM_KINDS.map((kind) => ({ id: kind, name: kindLabel(kind) }));
const AGE_CHOICES = [
  { id: 1, name: 'More than an hour' },
  { id: 24, name: 'More than a day' },
  { id: 72, name: 'More than 3 days' },
  { id: 168, name: 'More than a week' },
];
const CLAIM_CHOICES = [{ id: 'me', name: 'Claimed by me' }];

const queueFilters = [
  <SearchInput key="q" source="q" placeholder="Search items" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn emptyText="Any status" />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} alwaysOn emptyText="Every kind" />,
  <SelectInput
    key="minAgeHours"
    source="minAgeHours"
    label="Waiting"
    choices={AGE_CHOICES}
    alwaysOn
    emptyText="Any age"
  />,
  <SelectInput
    key="claimedBy"
    source="claimedBy"
    label="Claim"
    choices={CLAIM_CHOICES}
    alwaysOn
    emptyText="Anyone's"
  />,
];

/** One reason for every selected item; only actions every selected item offers (no bans in bulk). */
function QueueBulkActions() {
  const { selectedIds, data, onUnselectItems } = useListContext<ModerationQueueItem>();
  const selected = (data ?? []).filter((item) => selectedIds.includes(item.id));
  const ids = selected.map((item) => item.id);
  return (
    <>
      {commonActions(selected).map((action) => (
        <ModerationActionButton key={action} action={action} ids={ids} onDone={() => onUnselectItems()} />
      ))}
    </>
  );
}

function ItemLabel() {
  return (
    <FunctionField<ModerationQueueItem>
      label="Item"
      render={(item) => (
        <Box sx={{ minWidth: 220, maxWidth: 520 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="item-label">
            {item.label}
          </Typography>
          <ItemSignals item={item} />
        </Box>
      )}
    />
  );
}

function QueueEmpty() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">Nothing here. Clear a filter to see more of the queue.</Typography>
    </Box>
  );
}

export function ModerationQueueList() {
  useLiveRefresh([MODERATION_PROJECTION], [[QUEUE_RESOURCE]]);
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <QueueCounts />
      <List
        resource={QUEUE_RESOURCE}
        filters={queueFilters}
        filterDefaultValues={{ status: MODERATION_OPEN_STATUS }}
        sort={{ field: 'priority', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={false}
        actions={<TopToolbar />}
        title="Moderation queue"
      >
        <Datagrid
          rowClick="show"
          bulkActionButtons={<QueueBulkActions />}
          empty={<QueueEmpty />}
          rowSx={(record: RaRecord) =>
            (record as ModerationQueueItem).status === 'claimed' ? { bgcolor: 'action.hover' } : {}
          }
        >
          <NumberField source="priority" options={{ maximumFractionDigits: 1 }} />
          <FunctionField<ModerationQueueItem>
            label="Kind"
            sortBy="kind"
            render={(item) => <KindChip kind={item.kind} />}
          />
          <ItemLabel />
          <NumberField source="flagCount" label="Flags" />
          <FunctionField<ModerationQueueItem>
            label="Traveller"
            sortable={false}
            render={(item) => <SubjectLink item={item} />}
          />
          <FunctionField<ModerationQueueItem>
            label="Waiting"
            sortBy="age"
            sortByOrder="DESC"
            render={(item) => (
              <Typography variant="body2" title={new Date(item.queuedAt).toLocaleString()} noWrap>
                {ageLabel(item.ageHours)}
              </Typography>
            )}
          />
          <FunctionField<ModerationQueueItem>
            label="Status"
            sortBy="status"
            render={(item) => <StatusChip status={item.status} />}
          />
          <FunctionField<ModerationQueueItem>
            label="Claim"
            sortable={false}
            render={(item) => <ClaimButton item={item} />}
          />
        </Datagrid>
      </List>
    </Box>
  );
}
