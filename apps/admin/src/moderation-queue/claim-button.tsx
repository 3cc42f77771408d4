/**
 * Claiming an item tells other moderators someone is on it (for 30 minutes, renewed by claiming
 * again), so two people do not act on the same report. Shows who holds the claim; when someone got
 * there first the server's 409 names them.
 */
import { useState } from 'react';
import { Chip, Stack } from '@mui/material';
import { useGetIdentity, useNotify, usePermissions } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ModerationQueueItem, Role } from '@safetrails/contracts';
import { claimItem, QUEUE_RESOURCE, releaseItem } from './moderation-api';
import { claimHolder, isOpen } from './moderation-actions';
import { errorMessage } from './reason-dialog';
import { TextButton } from '../layout/text-button';

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

export function ClaimChip({ item }: { readonly item: ModerationQueueItem }) {
  const { identity } = useGetIdentity();
  const holder = claimHolder(item, identity?.id === undefined ? undefined : String(identity.id));
  if (holder === 'none') return null;
  const until = item.claimedUntil ? new Date(item.claimedUntil).toLocaleTimeString(undefined, TIME) : null;
  const who = holder === 'me' ? 'You' : (item.claimedBy?.name ?? 'A moderator');
  return (
    <Chip
      size="small"
      color={holder === 'me' ? 'primary' : 'warning'}
      variant={holder === 'me' ? 'filled' : 'outlined'}
      label={until ? `${who} · until ${until}` : who}
      title={`${holder === 'me' ? 'You are' : `${who} is`} working on this item${until ? ` until ${until}` : ''}`}
      data-testid="claim-chip"
    />
  );
}

export function ClaimButton({ item }: { readonly item: ModerationQueueItem }) {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role[]>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  if (!isOpen(item)) return null;
  const holder = claimHolder(item, identity?.id === undefined ? undefined : String(identity.id));
  const canRelease = holder === 'me' || (holder === 'other' && (permissions?.includes('admin') ?? false));

  const run = async (call: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await call();
      notify(done, { type: 'info' });
    } catch (error) {
      // Someone else got there first: the message names them; the refetch shows their claim.
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: [QUEUE_RESOURCE] });
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      <ClaimChip item={item} />
      {holder !== 'other' ? (
        <TextButton
          label={holder === 'me' ? 'Renew claim' : 'Claim'}
          variant={holder === 'me' ? 'text' : 'outlined'}
          disabled={pending}
          onClick={() => void run(() => claimItem(item.id), 'Claimed for 30 minutes')}
        />
      ) : null}
      {canRelease ? (
        <TextButton
          label="Release"
          disabled={pending}
          onClick={() => void run(() => releaseItem(item.id), 'Claim released')}
        />
      ) : null}
    </Stack>
  );
}
