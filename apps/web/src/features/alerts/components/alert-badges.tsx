/** The small labels on an alert: its severity, its type, whether it is active, and how long ago it was raised. */
import { OctagonAlert, TriangleAlert, Info, ShieldAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AlertSeverity } from '@safetrails/contracts';
import { alertAgo, alertMoment, severityName, typeName } from '../lib/alert-labels';

const GAP = ' ';

const SEVERITY_ICONS = {
  critical: OctagonAlert,
  high: ShieldAlert,
  medium: TriangleAlert,
  low: Info,
} as const;

export function SeverityBadge({ severity }: { readonly severity: AlertSeverity }) {
  const intl = useIntl();
  const Icon = SEVERITY_ICONS[severity];
  return (
    <span className={`alert-badge alert-badge-${severity}`}>
      <Icon aria-hidden="true" size={14} />
      {severityName(intl, severity)}
      <span className="visually-hidden">
        {GAP}
        {intl.formatMessage({ id: 'alerts.severityWord', defaultMessage: 'severity' })}
      </span>
    </span>
  );
}

export function TypeBadge({ alertType }: { readonly alertType: string }) {
  const intl = useIntl();
  return <span className="alert-badge alert-badge-type">{typeName(intl, alertType)}</span>;
}

export function StatusBadge({ isActive }: { readonly isActive: boolean }) {
  const intl = useIntl();
  return (
    <span className={`alert-badge ${isActive ? 'alert-badge-active' : 'alert-badge-archived'}`}>
      {isActive
        ? intl.formatMessage({ id: 'alerts.active', defaultMessage: 'Active' })
        : intl.formatMessage({ id: 'alerts.archived', defaultMessage: 'Archived' })}
    </span>
  );
}

export function AlertTime({ at, now }: { readonly at: string; readonly now: Date }) {
  const intl = useIntl();
  return (
    <time className="alert-time" dateTime={at} title={alertMoment(intl, at)}>
      {alertAgo(intl, at, now)}
    </time>
  );
}
