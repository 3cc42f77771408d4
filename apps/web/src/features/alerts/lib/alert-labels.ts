/** How severities, types, timeframes and quick tabs read on screen, and the count line. */
import { ALERT_SEVERITY_LABELS, ALERT_TYPE_LABELS, type AlertType } from '@safetrails/contracts';
import { normaliseAlertType, type AlertQuickTab, type AlertTimeframe } from './alert-filters';

export const SEVERITY_LABELS = ALERT_SEVERITY_LABELS;
export const TYPE_LABELS = ALERT_TYPE_LABELS;

export const TIMEFRAME_LABELS: Readonly<Record<AlertTimeframe, string>> = {
  all: 'All alerts',
  today: 'Last 24 hours',
  week: 'Last 7 days',
};

/** The tabs both forms of the widget show (spec part 1 "Safety alerts widget"). */
export const SHOWN_QUICK_TABS = [
  'all',
  'critical',
  'high',
  'medium',
  'low',
] as const satisfies readonly AlertQuickTab[];
export type ShownQuickTab = (typeof SHOWN_QUICK_TABS)[number];

export const QUICK_TAB_LABELS: Readonly<Record<ShownQuickTab, string>> = {
  all: 'All',
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export function typeLabel(alertType: string): string {
  const type = normaliseAlertType(alertType);
  return type in TYPE_LABELS ? TYPE_LABELS[type as AlertType] : 'Other';
}

/** '(3 alerts)', '(1 alert)'. */
export function alertCountText(count: number): string {
  return `(${count} ${count === 1 ? 'alert' : 'alerts'})`;
}
