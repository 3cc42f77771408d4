/**
 * How far an alert reached (docs/NOTIFICATIONS.md "The console"): the travellers it was decided for,
 * the bells it rang, and per channel how many messages went, wait (held by quiet hours, or for a
 * retry), went into a digest, failed for good or were not sent (a channel off, below her minimum).
 */
import { useEffect, useState } from 'react';
import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { NOTIFICATION_CHANNEL_NAMES, SENT_CHANNELS, type AdminAlert, type AlertReach } from '@safetrails/contracts';
import { httpClient } from '../data-provider';

const COLUMNS = [
  ['sent', 'Sent'],
  ['pending', 'Waiting'],
  ['held', 'Held (quiet hours)'],
  ['digest', 'In a digest'],
  ['failed', 'Failed'],
  ['skipped', 'Not sent'],
] as const;

export function AlertReachPanel() {
  const record = useRecordContext<AdminAlert>();
  const [reach, setReach] = useState<AlertReach | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!record) return;
    httpClient(`/admin-api/alerts/${record.id}/reach`).then(
      ({ json }) => setReach(json as AlertReach),
      () => setFailed(true),
    );
  }, [record]);
  return (
    <Card variant="outlined" data-testid="alert-reach">
      <CardHeader
        title="Who it reached"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader={
          reach
            ? `${reach.travellers} travellers monitor a place it reaches; the bell rang for ${reach.inApp}.`
            : failed
              ? 'Could not load its reach.'
              : 'Loading…'
        }
      />
      {reach && (
        <Table size="small" aria-label="Messages by channel">
          <TableHead>
            <TableRow>
              <TableCell>Channel</TableCell>
              {COLUMNS.map(([, label]) => (
                <TableCell key={label} align="right">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {SENT_CHANNELS.map((channel) => (
              <TableRow key={channel}>
                <TableCell component="th" scope="row">
                  {NOTIFICATION_CHANNEL_NAMES[channel]}
                </TableCell>
                {COLUMNS.map(([key]) => (
                  <TableCell key={key} align="right">
                    {reach.channels[channel][key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {reach && reach.travellers === 0 && (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          No traveller monitors a place this alert reaches.
        </Typography>
      )}
    </Card>
  );
}
