/**
 * What waits in the moderation queue, live: open items, yours, and per kind. Each count links to
 * the queue filtered to it. The counts refetch on every change notice of the `moderation` read
 * model, so a new flag or another moderator's action shows here without a reload.
 */
import { Box, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MODERATION_OPEN_STATUS, MODERATION_PROJECTION } from '@safetrails/contracts';
import { useLiveConnected, useLiveRefresh } from '../live/use-live-refresh';
import { fetchQueueCounts, QUEUE_RESOURCE } from './moderation-api';
import { kindLabel, openByKind } from './queue-kinds';

export const QUEUE_COUNTS_KEY = [QUEUE_RESOURCE, 'counts'] as const;

export function useQueueCounts() {
  useLiveRefresh([MODERATION_PROJECTION], [[QUEUE_RESOURCE]]);
  return useQuery({ queryKey: QUEUE_COUNTS_KEY, queryFn: fetchQueueCounts });
}

function LiveDot() {
  const live = useLiveConnected();
  return (
    <Tooltip title={live ? 'Live: counts update as things happen' : 'Reconnecting… counts may be behind'}>
      <Box
        component="span"
        role="img"
        aria-label={live ? 'Live' : 'Reconnecting'}
        data-testid="live-indicator"
        data-live={live}
        sx={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: live ? 'success.main' : 'grey.400',
        }}
      />
    </Tooltip>
  );
}

export function QueueCounts() {
  const createPath = useCreatePath();
  const { data: counts, error } = useQueueCounts();
  const queuePath = (filter: Record<string, unknown>) =>
    `${createPath({ resource: QUEUE_RESOURCE, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const chip = (label: string, count: number, filter: Record<string, unknown>, testId: string, primary = false) => (
    <Chip
      key={testId}
      component={RouterLink}
      to={queuePath(filter)}
      clickable
      color={primary ? 'primary' : 'default'}
      variant={primary ? 'filled' : 'outlined'}
      label={`${label}: ${count}`}
      data-testid={testId}
    />
  );

  return (
    <Card variant="outlined" data-testid="queue-counts">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            Moderation queue
          </Typography>
          <LiveDot />
        </Stack>
        {error ? (
          <Typography color="warning.main">The queue counts could not be loaded: {error.message}</Typography>
        ) : !counts ? (
          <Typography color="text.secondary">Counting…</Typography>
        ) : (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {chip('Open', counts.open, { status: MODERATION_OPEN_STATUS }, 'count-open', true)}
            {chip('New', counts.byStatus.new, { status: 'new' }, 'count-new')}
            {chip('Claimed', counts.byStatus.claimed, { status: 'claimed' }, 'count-claimed')}
            {chip('Yours', counts.mine, { status: MODERATION_OPEN_STATUS, claimedBy: 'me' }, 'count-mine')}
            {openByKind(counts).map(({ kind, open }) =>
              chip(kindLabel(kind), open, { status: MODERATION_OPEN_STATUS, kind }, `count-kind-${kind}`),
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
