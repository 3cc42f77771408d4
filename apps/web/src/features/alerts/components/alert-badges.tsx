/** The small labels on an alert: its severity, its type, whether it is active, and how long ago it was raised. */
import { OctagonAlert, TriangleAlert, Info, ShieldAlert } from 'lucide-react';
import type { AlertSeverity } from '@safetrails/contracts';
import { alertDateTime, alertRelativeTime } from '../lib/alert-relative-time';
import { SEVERITY_LABELS, typeLabel } from '../lib/alert-labels';

const SEVERITY_ICONS = {
  critical: OctagonAlert,
  high: ShieldAlert,
  medium: TriangleAlert,
  low: Info,
} as const;

export function SeverityBadge({ severity }: { readonly severity: AlertSeverity }) {
  const Icon = SEVERITY_ICONS[severity];
  return (
    <span className={`alert-badge alert-badge-${severity}`}>
      <Icon aria-hidden="true" size={14} />
      {SEVERITY_LABELS[severity]}
      <span className="visually-hidden"> severity</span>
    </span>
  );
}

export function TypeBadge({ alertType }: { readonly alertType: string }) {
  return <span className="alert-badge alert-badge-type">{typeLabel(alertType)}</span>;
}

export function StatusBadge({ isActive }: { readonly isActive: boolean }) {
  return (
    <span className={`alert-badge ${isActive ? 'alert-badge-active' : 'alert-badge-archived'}`}>
      {isActive ? 'Active' : 'Archived'}
    </span>
  );
}

export function AlertTime({ at, now }: { readonly at: string; readonly now: Date }) {
  return (
    <time className="alert-time" dateTime={at} title={alertDateTime(at)}>
      {alertRelativeTime(at, now)}
    </time>
  );
}
