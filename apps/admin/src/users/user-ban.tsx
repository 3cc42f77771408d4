/**
 * Whether a traveller is banned, until when and why; ban them for a time or lift the ban, each with
 * a reason the moderation log keeps. A banned traveller can still read, but not post, rate or report.
 */
import { useState } from 'react';
import { Alert, Card, CardContent, CardHeader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCreate, useGetOne, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { MODERATION_PROJECTION, type AdminUser, type TravellerBan } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { useLiveRefresh } from '../live/use-live-refresh';
import { BAN_PRESETS } from '../moderation-queue/moderation-actions';
import { ReasonDialog } from '../moderation-queue/reason-dialog';
import { TextButton } from '../layout/text-button';

const BANS_RESOURCE = 'bans';
const dateTime = new Intl.DateTimeFormat(undefined, DATE_TIME);

export function UserBan() {
  const user = useRecordContext<AdminUser>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  useLiveRefresh([MODERATION_PROJECTION], [[BANS_RESOURCE]]);
  const { data: ban, error } = useGetOne<TravellerBan>(
    BANS_RESOURCE,
    { id: user?.id ?? '' },
    { enabled: Boolean(user), retry: false },
  );
  const [create] = useCreate();
  const [update] = useUpdate();
  const [dialog, setDialog] = useState<'ban' | 'lift' | null>(null);
  const [hours, setHours] = useState(BAN_PRESETS[1]?.hours ?? 72);
  if (!user) return null;

  const isStaff = user.roles.includes('moderator') || user.roles.includes('admin');
  // 404: never banned.
  const current = error ? null : ban;
  const active = current?.active ?? false;
  const refetch = () => {
    for (const queryKey of [[BANS_RESOURCE], ['users'], ['moderation-log']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return (
    <Card variant="outlined" data-testid="user-ban">
      <CardHeader title="Ban" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {active && current ? (
            <Alert severity="warning">
              Banned until {dateTime.format(new Date(current.until))} by {current.bannedBy?.name ?? 'a moderator'}: “
              {current.reason}”
            </Alert>
          ) : current ? (
            <Typography variant="body2" color="text.secondary">
              Not banned now. Banned {current.banCount === 1 ? 'once' : `${current.banCount} times`} before; the last
              ban
              {current.liftedAt
                ? ` was lifted on ${dateTime.format(new Date(current.liftedAt))}`
                : ` ended on ${dateTime.format(new Date(current.until))}`}
              .
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Never banned.
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {active ? (
              <TextButton label="Lift the ban" variant="outlined" onClick={() => setDialog('lift')} />
            ) : (
              <TextButton
                label="Ban this traveller"
                variant="outlined"
                color="error"
                disabled={isStaff}
                title={isStaff ? 'Moderators and admins cannot be banned; revoke the role first.' : undefined}
                onClick={() => setDialog('ban')}
              />
            )}
          </Stack>
        </Stack>
      </CardContent>
      <ReasonDialog
        open={dialog === 'ban'}
        title={`Ban ${user.name ?? 'this traveller'}`}
        confirmLabel="Ban"
        color="error"
        description="They can still read SafeTrails, but cannot post, comment, rate, flag or report until the ban ends."
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await create(
            BANS_RESOURCE,
            { data: { userId: user.id, reason, durationHours: hours } },
            { returnPromise: true },
          );
          refetch();
          notify('Traveller banned', { type: 'success' });
        }}
      >
        <TextField
          select
          fullWidth
          margin="dense"
          label="Ban for"
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
        >
          {BAN_PRESETS.map(({ hours: presetHours, label }) => (
            <MenuItem key={presetHours} value={presetHours}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </ReasonDialog>
      <ReasonDialog
        open={dialog === 'lift'}
        title={`Lift the ban on ${user.name ?? 'this traveller'}`}
        confirmLabel="Lift the ban"
        description="They can post, comment, rate and report again at once."
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          if (!current) return;
          await update(
            BANS_RESOURCE,
            { id: current.id, data: { lifted: true, reason }, previousData: current },
            { returnPromise: true, mutationMode: 'pessimistic' },
          );
          refetch();
          notify('Ban lifted', { type: 'success' });
        }}
      />
    </Card>
  );
}
