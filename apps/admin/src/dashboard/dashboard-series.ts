/**
 * The dashboard's charts read rows, one per bar or point; these shape `/admin-api/dashboard/stats`
 * into them, with every day and every category present so a quiet day shows as zero, not a gap.
 */
import {
  ALERT_SEVERITIES,
  REPORT_STATUSES,
  type AlertSeverity,
  type DashboardStats,
  type ReportStatus,
} from '@safetrails/contracts';
import { kindLabel } from '../moderation-queue/queue-kinds';

export interface SignUpRow {
  readonly day: string;
  readonly waitlist: number;
  readonly users: number;
}

/** One row per day of either series, oldest first. */
export function signUpRows(signUps: DashboardStats['signUps']): SignUpRow[] {
  const rows = new Map<string, { waitlist: number; users: number }>();
  const row = (day: string) => {
    let existing = rows.get(day);
    if (!existing) {
      existing = { waitlist: 0, users: 0 };
      rows.set(day, existing);
    }
    return existing;
  };
  for (const { day, count } of signUps.waitlist) row(day).waitlist += count;
  for (const { day, count } of signUps.users) row(day).users += count;
  return [...rows.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([day, counts]) => ({ day, ...counts }));
}

export type ReportRow = { readonly day: string } & Readonly<Record<ReportStatus, number>>;

export function reportRows(reportsPerDay: DashboardStats['reportsPerDay']): ReportRow[] {
  return reportsPerDay.map(({ day, byStatus }) => {
    const counts = Object.fromEntries(REPORT_STATUSES.map((status) => [status, byStatus[status] ?? 0])) as Record<
      ReportStatus,
      number
    >;
    return { day, ...counts };
  });
}

export interface CountRow {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/** Open items per kind, the largest queue first; kinds with nothing waiting are left out. */
export function queueRows(byKind: DashboardStats['openQueue']['byKind']): CountRow[] {
  return Object.entries(byKind)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, label: kindLabel(key), count }))
    .sort((left, right) => right.count - left.count || left.label.localeCompare(right.label));
}

const SEVERITY_LABELS: Readonly<Record<AlertSeverity, string>> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** Every severity, most severe first, zeros included. */
export function severityRows(bySeverity: DashboardStats['activeAlertsBySeverity']): CountRow[] {
  return ALERT_SEVERITIES.map((severity) => ({
    key: severity,
    label: SEVERITY_LABELS[severity],
    count: bySeverity[severity] ?? 0,
  }));
}

/** `2025-03-07` as `7 Mar`: the axis has thirty of them. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
