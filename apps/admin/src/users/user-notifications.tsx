/**
 * One traveller's notification history, for admins (docs/NOTIFICATIONS.md "The console"): each alert
 * decided for her, and what the bell, push and email did with it and why, answering "why did she
 * get this, or not?". Moderators do not see it: where her places are, and when she sleeps, are hers.
 */
import { useEffect, useState } from 'react';
import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { usePermissions, useRecordContext } from 'react-admin';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_NAMES,
  NOTIFICATION_KIND_LABELS,
  channelOutcomeText,
  type AdminUser,
  type NotificationHistoryEntry,
} from '@safetrails/contracts';
import { httpClient } from '../data-provider';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function UserNotifications() {
  const record = useRecordContext<AdminUser>();
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes('admin');
  const [entries, setEntries] = useState<NotificationHistoryEntry[] | null>(null);
  useEffect(() => {
    if (!record || !admin) return;
    httpClient(`/admin-api/users/${record.id}/notifications`).then(
      ({ json }) => setEntries(json as NotificationHistoryEntry[]),
      () => setEntries([]),
    );
  }, [record, admin]);
  if (!admin) return null;
  return (
    <Card variant="outlined" data-testid="user-notifications">
      <CardHeader
        title="Notifications"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader="Each alert decided for this traveller, and what each channel did and why."
      />
      {entries?.length === 0 && (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          No alert has been decided for this traveller.
        </Typography>
      )}
      {entries && entries.length > 0 && (
        <Table size="small" aria-label="Notification history">
          <TableHead>
            <TableRow>
              <TableCell>Alert</TableCell>
              <TableCell>Decided</TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel}>{NOTIFICATION_CHANNEL_NAMES[channel]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={`${entry.alertId}-${entry.update}`}>
                <TableCell>
                  {entry.update ? 'Updated: ' : ''}
                  {entry.alertTitle}
                  <Typography variant="body2" color="text.secondary">
                    {entry.severity} · {NOTIFICATION_KIND_LABELS[entry.kind]}
                    {entry.placeLabel ? ` · ${entry.placeLabel}` : ''}
                    {entry.distanceKm !== null ? ` (${entry.distanceKm} km)` : ''}
                  </Typography>
                </TableCell>
                <TableCell>{when(entry.decidedAt)}</TableCell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <TableCell key={channel}>{channelOutcomeText(entry.channels[channel], when)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
