/**
 * One queue item: what it is about (a bug report's severity, steps, browser, device and screenshot;
 * a flagged post's text and links to it), who flagged it and how reliable their flags have been,
 * the claim, the actions its kind offers (each with a reason) and what moderators did to it before.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  Link,
  ReferenceManyField,
  Show,
  TextField,
  useCreatePath,
  useGetOne,
  useRecordContext,
  useResourceDefinitions,
} from 'react-admin';
import {
  CONTENT_REPORT_REASON_LABELS,
  MODERATION_PROJECTION,
  type AdminForumComment,
  type AdminForumPost,
  type ModerationLogEntry,
  type ModerationQueueItemDetail,
} from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { logActionLabel } from '../moderation-log/log-vocabulary';
import { useLiveRefresh } from '../live/use-live-refresh';
import { ClaimButton } from './claim-button';
import { contentRows } from './item-content';
import { QUEUE_RESOURCE } from './moderation-api';
import { ModerationActionButton } from './moderation-action-button';
import {
  actionsForState,
  ageLabel,
  availableActions,
  resolutionActionLabel,
  type TargetState,
} from './moderation-actions';
import { KindChip, StatusChip, ItemSignals } from './queue-fields';
import { sitePath, targetResource } from './queue-kinds';
import { SubjectLink } from './subject-link';

const dateTime = new Intl.DateTimeFormat(undefined, DATE_TIME);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

function ItemHeader({ item }: { item: ModerationQueueItemDetail }) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={item.label}
        slotProps={{ title: { variant: 'h6', component: 'h1' } }}
        subheader={
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            <KindChip kind={item.kind} />
            <StatusChip status={item.status} />
          </Stack>
        }
        action={<ClaimButton item={item} />}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
          <Fact label="Priority">{item.priority.toFixed(1)}</Fact>
          <Fact label="Waiting">{ageLabel(item.ageHours)}</Fact>
          <Fact label="In the queue since">{dateTime.format(new Date(item.queuedAt))}</Fact>
          <Fact label="Flags">{item.flagCount}</Fact>
          <Fact label="Traveller">
            <SubjectLink item={item} />
          </Fact>
        </Stack>
        <ItemSignals item={item} />
        {item.resolution ? (
          <Alert
            severity={item.resolution.outcome === 'resolved' ? 'success' : 'info'}
            sx={{ mt: 2 }}
            data-testid="resolution"
          >
            {item.status === 'new' ? 'Reopened. Last decision: ' : ''}
            {item.resolution.outcome === 'resolved' ? 'Resolved' : 'Dismissed'} (
            {resolutionActionLabel(item.resolution.action)})
            {item.resolution.by ? ` by ${item.resolution.by.name ?? 'a former moderator'}` : ''} on{' '}
            {dateTime.format(new Date(item.resolution.at))}
            {item.resolution.reason ? `: “${item.resolution.reason}”` : ''}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A post's or comment's hidden, locked and pinned state, from its own console resource. */
function useTargetState(item: ModerationQueueItemDetail): TargetState | undefined {
  const resource = item.kind === 'post' ? 'forum-posts' : 'forum-comments';
  const { data } = useGetOne<AdminForumPost | AdminForumComment>(
    resource,
    { id: item.targetId },
    { enabled: item.kind === 'post' || item.kind === 'comment', retry: false },
  );
  if (!data) return undefined;
  return 'pinned' in data ? { hidden: data.hidden, locked: data.locked, pinned: data.pinned } : { hidden: data.hidden };
}

function ItemActions({ item }: { item: ModerationQueueItemDetail }) {
  const actions = actionsForState(availableActions(item), useTargetState(item));
  if (actions.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardHeader
        title="Act on it"
        slotProps={{ title: { variant: 'subtitle1' } }}
        subheader="Every action needs a reason; it goes into the moderation log."
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="item-actions">
          {actions.map((action) => (
            <ModerationActionButton
              key={action}
              action={action}
              ids={[item.id]}
              itemLabel={item.label}
              subjectName={item.subjectName}
              variant="outlined"
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function TargetLinks({ item }: { item: ModerationQueueItemDetail }) {
  const createPath = useCreatePath();
  const resources = useResourceDefinitions();
  const resource = targetResource(item.kind);
  const onSite = sitePath(item);
  return (
    <Stack direction="row" spacing={2}>
      {resources[resource] ? (
        <Link to={createPath({ resource, type: 'show', id: item.targetId })}>Open in its section of the console</Link>
      ) : null}
      {item.kind === 'comment' && item.postId && resources['forum-posts'] ? (
        <Link to={createPath({ resource: 'forum-posts', type: 'show', id: item.postId })}>Its post in the console</Link>
      ) : null}
      {onSite ? (
        <MuiLink href={onSite} target="_blank" rel="noopener noreferrer">
          See it on SafeTrails
        </MuiLink>
      ) : null}
    </Stack>
  );
}

function ItemContent({ item }: { item: ModerationQueueItemDetail }) {
  const rows = contentRows(item.content ?? null);
  return (
    <Card variant="outlined">
      <CardHeader
        title="What it is about"
        slotProps={{ title: { variant: 'subtitle1' } }}
        subheader={<TargetLinks item={item} />}
      />
      <CardContent sx={{ pt: 0 }}>
        {item.content === undefined ? null : rows.length === 0 ? (
          <Typography color="text.secondary">The queue holds no copy of this item’s content.</Typography>
        ) : (
          <Box
            component="dl"
            data-testid="item-content"
            sx={{ display: 'grid', gridTemplateColumns: { sm: '200px 1fr' }, gap: 1, m: 0 }}
          >
            {rows.map((row) => (
              <Box key={row.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {row.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, whiteSpace: row.long ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}
                >
                  {row.href ? (
                    <MuiLink href={row.href} target="_blank" rel="noopener noreferrer nofollow">
                      {row.text}
                    </MuiLink>
                  ) : (
                    row.text
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function Flags({ item }: { item: ModerationQueueItemDetail }) {
  // Until the detail arrives, react-admin shows the list's copy of the record, which has no flags.
  const flags = item.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardHeader
        title={`Flags (${flags.length})`}
        slotProps={{ title: { variant: 'subtitle1' } }}
        subheader="A flag weighs more when its flagger’s earlier flags were upheld."
      />
      <Table size="small" aria-label="Flags">
        <TableHead>
          <TableRow>
            <TableCell>Flagged by</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>When</TableCell>
            <TableCell align="right">Upheld / rejected before</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.map((flag) => (
            <TableRow key={flag.id}>
              <TableCell>{flag.flaggerName ?? 'Anonymous'}</TableCell>
              <TableCell>{CONTENT_REPORT_REASON_LABELS[flag.reason]}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{flag.details ?? '—'}</TableCell>
              <TableCell>{dateTime.format(new Date(flag.flaggedAt))}</TableCell>
              <TableCell align="right">
                {flag.flaggerUpheld} / {flag.flaggerRejected}
              </TableCell>
              <TableCell align="right">{flag.weight.toFixed(2)}</TableCell>
              <TableCell>{flag.outcome ?? 'Open'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function ItemHistory() {
  return (
    <Card variant="outlined">
      <CardHeader title="What moderators did" slotProps={{ title: { variant: 'subtitle1' } }} />
      <ReferenceManyField<ModerationQueueItemDetail, ModerationLogEntry>
        reference="moderation-log"
        target="itemId"
        sort={{ field: 'at', order: 'DESC' }}
        perPage={50}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              Nothing yet.
            </Typography>
          }
        >
          <DateField source="at" label="When" showTime options={DATE_TIME} sortable={false} />
          <FunctionField<ModerationLogEntry> label="Who" render={(entry) => entry.moderator?.name ?? 'System'} />
          <FunctionField<ModerationLogEntry> label="Action" render={(entry) => logActionLabel(entry.action)} />
          <TextField source="reason" sortable={false} emptyText="—" />
        </Datagrid>
      </ReferenceManyField>
    </Card>
  );
}

function ItemDetail() {
  const item = useRecordContext<ModerationQueueItemDetail>();
  if (!item) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <ItemHeader item={item} />
      <ItemActions item={item} />
      <ItemContent item={item} />
      <Flags item={item} />
      <ItemHistory />
    </Box>
  );
}

export function ModerationQueueShow() {
  useLiveRefresh([MODERATION_PROJECTION], [[QUEUE_RESOURCE], ['moderation-log']]);
  return (
    <Show<ModerationQueueItemDetail> resource={QUEUE_RESOURCE} component="div" actions={false}>
      <ItemDetail />
    </Show>
  );
}
