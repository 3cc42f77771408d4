/**
 * Which alerts a widget shows (spec part 1 sections 4 and 5): the search box, the quick tabs, and the
 * filters menu (a flag per severity and per type, and a timeframe). Pure functions over an injected
 * `now`, so the rules are tested over fixed clocks.
 */
import { ALERT_SEVERITIES, ALERT_TYPES, type AlertSeverity, type AlertType } from '@safetrails/contracts';

export const ALERT_TIMEFRAMES = ['all', 'today', 'week'] as const;
export type AlertTimeframe = (typeof ALERT_TIMEFRAMES)[number];

/**
 * The quick tab values of the spec. Critical means critical or high (despite its label); the topic
 * tabs group related types; high, medium and low have no rule of their own and filter nothing.
 */
export const ALERT_QUICK_TABS = [
  'all',
  'critical',
  'high',
  'medium',
  'low',
  'weather',
  'crime',
  'health',
  'transport',
] as const;
export type AlertQuickTab = (typeof ALERT_QUICK_TABS)[number];

export interface AlertFilters {
  readonly severities: Readonly<Record<AlertSeverity, boolean>>;
  readonly types: Readonly<Record<AlertType, boolean>>;
  readonly timeframe: AlertTimeframe;
}

/** Every flag on, every time. */
export const DEFAULT_ALERT_FILTERS: AlertFilters = {
  severities: everyOn(ALERT_SEVERITIES),
  types: everyOn(ALERT_TYPES),
  timeframe: 'all',
};

/** The parts of an alert the widget filters on. */
export interface FilterableAlert {
  readonly title: string;
  readonly content: string;
  readonly source: string | null;
  readonly severity: AlertSeverity;
  /** Early data spells `civil-unrest` and `natural-disaster` with hyphens. */
  readonly alertType: string;
  readonly createdAt: string;
}

export interface AlertView {
  readonly filters: AlertFilters;
  readonly search: string;
  readonly tab: AlertQuickTab;
}

export function filterAlerts<A extends FilterableAlert>(alerts: readonly A[], view: AlertView, now: Date): A[] {
  const since = timeframeStart(view.filters.timeframe, now);
  return alerts.filter(
    (alert) =>
      matchesSearch(alert, view.search) &&
      matchesQuickTab(alert, view.tab) &&
      view.filters.severities[alert.severity] &&
      typeFlag(view.filters, alert.alertType) &&
      (since === null || new Date(alert.createdAt).getTime() >= since.getTime()),
  );
}

/** Case-insensitive substring of the title, the content or the source; a blank search matches all. */
export function matchesSearch(alert: FilterableAlert, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [alert.title, alert.content, alert.source ?? ''].some((text) => text.toLowerCase().includes(needle));
}

export function matchesQuickTab(alert: FilterableAlert, tab: AlertQuickTab): boolean {
  const type = normaliseAlertType(alert.alertType);
  switch (tab) {
    case 'critical':
      return alert.severity === 'critical' || alert.severity === 'high';
    case 'weather':
      return type === 'weather' || type === 'natural_disaster';
    case 'crime':
      return type === 'crime' || type === 'civil_unrest';
    case 'health':
      return type === 'health';
    case 'transport':
      return type === 'transportation';
    case 'all':
    case 'high':
    case 'medium':
    case 'low':
      return true;
  }
}

/** `civil-unrest` is `civil_unrest`. */
export function normaliseAlertType(alertType: string): string {
  return alertType.trim().toLowerCase().replace(/-/g, '_');
}

function typeFlag(filters: AlertFilters, alertType: string): boolean {
  const type = normaliseAlertType(alertType);
  // A type this build does not know yet counts as 'other'.
  return isAlertType(type) ? filters.types[type] : filters.types.other;
}

function isAlertType(type: string): type is AlertType {
  return (ALERT_TYPES as readonly string[]).includes(type);
}

/**
 * The earliest creation time a timeframe keeps: 'today' from the start of the current day, 'week'
 * from 7 days before the start of today (local time); null for 'all'.
 */
export function timeframeStart(timeframe: AlertTimeframe, now: Date): Date | null {
  switch (timeframe) {
    case 'all':
      return null;
    case 'today':
      return new Date(now.getFullYear(), now.getMonth(), now.getDate());
    case 'week':
      // Calendar arithmetic, so a daylight-saving change in the week does not shift the start by an hour.
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7);
  }
}

/** Off severities + off types + (timeframe not 'all') + (search not empty). */
export function activeFilterCount(filters: AlertFilters, search: string): number {
  const off = (flags: Readonly<Record<string, boolean>>) => Object.values(flags).filter((on) => !on).length;
  return (
    off(filters.severities) +
    off(filters.types) +
    (filters.timeframe === 'all' ? 0 : 1) +
    (search.trim() === '' ? 0 : 1)
  );
}

function everyOn<K extends string>(keys: readonly K[]): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, true])) as Record<K, boolean>;
}
