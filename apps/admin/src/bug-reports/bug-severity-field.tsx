/** A bug's severity as a chip: critical and high stand out in the list. */
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { BUG_SEVERITIES, type AdminBugReport, type BugSeverity } from '@safetrails/contracts';

const COLOURS: Readonly<Record<BugSeverity, 'error' | 'warning' | 'info' | 'default'>> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};

export const SEVERITY_CHOICES = BUG_SEVERITIES.map((severity) => ({ id: severity, name: severity }));

export function BugSeverityField(_props: { readonly label?: string; readonly sortBy?: string }) {
  const record = useRecordContext<AdminBugReport>();
  if (!record) return null;
  return <Chip size="small" label={record.severity} color={COLOURS[record.severity]} />;
}
