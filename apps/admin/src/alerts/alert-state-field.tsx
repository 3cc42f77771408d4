/** An alert's severity, status and whether a moderator stands behind it, as chips. */
import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { COMMUNITY_UNVERIFIED_LABEL, type AdminAlert, type AlertSeverity } from '@safetrails/contracts';

const SEVERITY_COLOURS: Readonly<Record<AlertSeverity, 'error' | 'warning' | 'info' | 'default'>> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};

export function AlertSeverityField(_props: { readonly label?: string; readonly sortBy?: string }) {
  const record = useRecordContext<AdminAlert>();
  if (!record) return null;
  return <Chip size="small" label={record.severity} color={SEVERITY_COLOURS[record.severity]} />;
}

export function AlertStateField(_props: { readonly label?: string }) {
  const record = useRecordContext<AdminAlert>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} data-testid="alert-state">
      <Chip
        size="small"
        variant={record.status === 'active' ? 'filled' : 'outlined'}
        color={record.status === 'active' ? 'success' : 'default'}
        label={record.status}
      />
      {record.verified ? (
        <Chip size="small" variant="outlined" color="primary" label="Verified" />
      ) : (
        <Chip size="small" variant="outlined" color="warning" label={COMMUNITY_UNVERIFIED_LABEL} />
      )}
    </Stack>
  );
}
