/** The alert settings' own words: the kinds of alert she can choose, and the severities push and email start at. */
import { defineMessages, type IntlShape } from 'react-intl';
import type { AlertSeverity, NotificationKind } from '@safetrails/contracts';
import type { PushUnavailableError } from './push-subscription';

const KINDS = defineMessages({
  earthquake: { id: 'alertSettings.kind.earthquake', defaultMessage: 'Earthquakes' },
  storm: { id: 'alertSettings.kind.storm', defaultMessage: 'Storms and cyclones' },
  flood: { id: 'alertSettings.kind.flood', defaultMessage: 'Floods' },
  other_hazard: {
    id: 'alertSettings.kind.other_hazard',
    defaultMessage: 'Volcanoes, wildfires, droughts and other disasters',
  },
  unrest: { id: 'alertSettings.kind.unrest', defaultMessage: 'Civil unrest' },
  crime: { id: 'alertSettings.kind.crime', defaultMessage: 'Crime' },
  health: { id: 'alertSettings.kind.health', defaultMessage: 'Health' },
  transport: { id: 'alertSettings.kind.transport', defaultMessage: 'Transport disruption' },
  advice: { id: 'alertSettings.kind.advice', defaultMessage: "Governments' travel advice changes" },
  other: { id: 'alertSettings.kind.other', defaultMessage: 'Other alerts' },
} satisfies Record<NotificationKind, unknown>);

const AT_LEAST = defineMessages({
  low: { id: 'alertSettings.atLeast.low', defaultMessage: 'Every alert (low and above)' },
  medium: { id: 'alertSettings.atLeast.medium', defaultMessage: 'Medium and above' },
  high: { id: 'alertSettings.atLeast.high', defaultMessage: 'High and critical' },
  critical: { id: 'alertSettings.atLeast.critical', defaultMessage: 'Critical only' },
} satisfies Record<AlertSeverity, unknown>);

/** "Earthquakes", "Storms and cyclones". */
export function kindName(intl: IntlShape, kind: NotificationKind): string {
  return intl.formatMessage(KINDS[kind]);
}

/** "Medium and above". */
export function atLeastName(intl: IntlShape, severity: AlertSeverity): string {
  return intl.formatMessage(AT_LEAST[severity]);
}

/** "Asia/Kathmandu" as people read it: "Asia/Kathmandu", "America/New York". */
export function zoneName(zone: string): string {
  return zone.replace(/_/g, ' ');
}

/** Why push cannot be turned on in this browser, and what she can do. */
export function pushProblem(intl: IntlShape, reason: PushUnavailableError['reason']): string {
  return intl.formatMessage(
    {
      id: 'alertSettings.push.problem',
      defaultMessage:
        '{reason, select, unsupported {This browser cannot receive push notifications. Install SafeTrails on your home screen, or use email.} denied {Notifications are blocked for SafeTrails in this browser. Allow them in the site settings, then try again.} other {This browser could not reach its push service. Check your connection, or use email.}}',
    },
    { reason },
  );
}
