/**
 * How severities, types, official kinds, timeframes and quick tabs read on screen in the page's
 * language, the count line, and when and how far an alert is ("5 min ago", "1.2 km away").
 */
import type { AlertSeverity, AlertType, OfficialAlertInfo, OfficialAlertKind } from '@safetrails/contracts';
import { OFFICIAL_SOURCE_SHORT_NAMES } from '@safetrails/contracts';
import { defineMessages, type IntlShape } from 'react-intl';
import { normaliseAlertType, type AlertQuickTab, type AlertTimeframe } from './alert-filters';
import { alertDate, alertRelativeTime } from './alert-relative-time';

const SEVERITIES = defineMessages({
  critical: { id: 'alerts.severity.critical', defaultMessage: 'Critical' },
  high: { id: 'alerts.severity.high', defaultMessage: 'High' },
  medium: { id: 'alerts.severity.medium', defaultMessage: 'Medium' },
  low: { id: 'alerts.severity.low', defaultMessage: 'Low' },
});

const TYPES = defineMessages({
  crime: { id: 'alerts.type.crime', defaultMessage: 'Crime' },
  weather: { id: 'alerts.type.weather', defaultMessage: 'Weather' },
  transportation: { id: 'alerts.type.transportation', defaultMessage: 'Transportation' },
  health: { id: 'alerts.type.health', defaultMessage: 'Health' },
  civil_unrest: { id: 'alerts.type.civil_unrest', defaultMessage: 'Civil unrest' },
  natural_disaster: { id: 'alerts.type.natural_disaster', defaultMessage: 'Natural disaster' },
  other: { id: 'alerts.type.other', defaultMessage: 'Other' },
});

const KINDS = defineMessages({
  earthquake: { id: 'alerts.kind.earthquake', defaultMessage: 'Earthquake' },
  tropical_cyclone: { id: 'alerts.kind.tropical_cyclone', defaultMessage: 'Tropical cyclone' },
  flood: { id: 'alerts.kind.flood', defaultMessage: 'Flood' },
  volcano: { id: 'alerts.kind.volcano', defaultMessage: 'Volcano' },
  drought: { id: 'alerts.kind.drought', defaultMessage: 'Drought' },
  wildfire: { id: 'alerts.kind.wildfire', defaultMessage: 'Wildfire' },
  travel_advice: { id: 'alerts.kind.travel_advice', defaultMessage: 'Travel advice' },
});
import { radiusText } from './distance';

/** The tabs both forms of the widget show (spec part 1 "Safety alerts widget"). */
export const SHOWN_QUICK_TABS = [
  'all',
  'critical',
  'high',
  'medium',
  'low',
] as const satisfies readonly AlertQuickTab[];
export type ShownQuickTab = (typeof SHOWN_QUICK_TABS)[number];

export function severityName(intl: IntlShape, severity: AlertSeverity): string {
  return intl.formatMessage(SEVERITIES[severity]);
}

/** A community alert's type; "Other" for one the app does not know. */
export function typeName(intl: IntlShape, alertType: string): string {
  const type = normaliseAlertType(alertType);
  return intl.formatMessage(type in TYPES ? TYPES[type as AlertType] : TYPES.other);
}

export function kindName(intl: IntlShape, kind: OfficialAlertKind): string {
  return intl.formatMessage(KINDS[kind]);
}

/** "Official: USGS"; a government's change names the government ("Official: UK Foreign, …"). */
export function officialName(intl: IntlShape, official: Pick<OfficialAlertInfo, 'source' | 'organisation'>): string {
  return intl.formatMessage(
    { id: 'alerts.official', defaultMessage: 'Official: {source}' },
    {
      source: official.source === 'advisories' ? official.organisation : OFFICIAL_SOURCE_SHORT_NAMES[official.source],
    },
  );
}

export function timeframeName(intl: IntlShape, timeframe: AlertTimeframe): string {
  return intl.formatMessage(
    {
      id: 'alerts.timeframe',
      defaultMessage: '{timeframe, select, today {Last 24 hours} week {Last 7 days} other {All alerts}}',
    },
    { timeframe },
  );
}

export function quickTabName(intl: IntlShape, tab: ShownQuickTab): string {
  return tab === 'all' ? intl.formatMessage({ id: 'alerts.tab.all', defaultMessage: 'All' }) : severityName(intl, tab);
}

/** '(3 alerts)', '(1 alert)'. */
export function alertCount(intl: IntlShape, count: number): string {
  return intl.formatMessage(
    { id: 'alerts.count', defaultMessage: '({count, plural, one {# alert} other {# alerts}})' },
    { count },
  );
}

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/**
 * When an alert was raised, as its card says it: English keeps the spec's "Just now", "5m ago";
 * other languages say the same step through `Intl.RelativeTimeFormat`, then the date after a week.
 */
export function alertAgo(intl: IntlShape, then: string | Date, now: Date): string {
  if (intl.locale === 'en') return alertRelativeTime(then, now);
  const elapsed = Math.max(0, now.getTime() - new Date(then).getTime());
  if (elapsed >= WEEK_MS)
    return intl.formatDate(then, { day: 'numeric', month: 'short', year: 'numeric' }) || alertDate(then);
  const minutes = Math.floor(elapsed / MINUTE_MS);
  const [amount, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return intl.formatRelativeTime(-amount, unit as 'minute', { numeric: 'auto', style: 'short' });
}

/** The full local date and time, for the tooltip of a relative time. */
export function alertMoment(intl: IntlShape, at: string | Date): string {
  return new Date(at).toLocaleString(intl.locale === 'en' ? 'en-GB' : intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** "350 m away", "1.2 km away", with the language's units and decimal sign. */
export function distanceAway(intl: IntlShape, metres: number): string {
  const distance =
    metres < 1000
      ? intl.formatNumber(Math.max(0, Math.round(metres / 10) * 10), { style: 'unit', unit: 'meter' })
      : intl.formatNumber(metres / 1000, {
          style: 'unit',
          unit: 'kilometer',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });
  return intl.formatMessage({ id: 'alerts.away', defaultMessage: '{distance} away' }, { distance });
}

/** The map's radius as its text says it: '5km' in English (the spec's), '5 km' through `Intl` elsewhere. */
export function radiusName(intl: IntlShape, metres: number): string {
  if (intl.locale === 'en') return radiusText(metres);
  return metres >= 1000
    ? intl.formatNumber(metres / 1000, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' })
    : intl.formatNumber(metres, { style: 'unit', unit: 'meter', unitDisplay: 'short' });
}
