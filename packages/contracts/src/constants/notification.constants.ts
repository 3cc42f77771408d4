/**
 * Alerts that reach a traveller when the app is closed (docs/NOTIFICATIONS.md): the places she
 * monitors, what she wants to hear about, by which channel and when. One set of settings per
 * traveller: the profile's notification switches are the same settings, named as the spec names them.
 */
import type { AlertSeverity, AlertType, OfficialAlertKind } from './alert.constants';

/**
 * How a notification reaches her: the bell in the app (always on: it is silent), push and email.
 * SMS is shown as "Coming soon": no provider is configured.
 */
export const NOTIFICATION_CHANNELS = ['app', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels the notifier sends to; the bell ('app') is the alert history the projector keeps. */
export const SENT_CHANNELS = ['push', 'email'] as const;
export type SentChannel = (typeof SENT_CHANNELS)[number];

export const SMS_UNAVAILABLE_REASON =
  'SMS alerts need a text-message provider, and none is configured for SafeTrails yet.';

/**
 * What an alert is about, as a traveller chooses what to hear: an official alert by its source's
 * kind, a traveller's or moderator's by its type.
 */
export const NOTIFICATION_KINDS = [
  'earthquake',
  'storm',
  'flood',
  'other_hazard',
  'unrest',
  'crime',
  'health',
  'transport',
  'advice',
  'other',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  earthquake: 'Earthquakes',
  storm: 'Storms and cyclones',
  flood: 'Floods',
  other_hazard: 'Volcanoes, wildfires, droughts and other disasters',
  unrest: 'Civil unrest',
  crime: 'Crime',
  health: 'Health',
  transport: 'Transport disruption',
  advice: "Governments' travel advice changes",
  other: 'Other alerts',
};

const OFFICIAL_KIND_TOPICS: Readonly<Record<OfficialAlertKind, NotificationKind>> = {
  earthquake: 'earthquake',
  tropical_cyclone: 'storm',
  flood: 'flood',
  volcano: 'other_hazard',
  drought: 'other_hazard',
  wildfire: 'other_hazard',
  travel_advice: 'advice',
};

const ALERT_TYPE_TOPICS: Readonly<Record<AlertType, NotificationKind>> = {
  crime: 'crime',
  weather: 'storm',
  transportation: 'transport',
  health: 'health',
  civil_unrest: 'unrest',
  natural_disaster: 'other_hazard',
  other: 'other',
};

export function notificationKindOf(alertType: AlertType, officialKind: OfficialAlertKind | null): NotificationKind {
  return officialKind ? OFFICIAL_KIND_TOPICS[officialKind] : ALERT_TYPE_TOPICS[alertType];
}

/** Severity from most to least serious; a higher rank is more serious. */
export const SEVERITY_RANK: Readonly<Record<AlertSeverity, number>> = { low: 1, medium: 2, high: 3, critical: 4 };

/** The spec's default radius for a point (the alert form's 1,000 m). */
export const MONITOR_POINT_RADIUS_DEFAULT_METRES = 1000;
export const MONITOR_RADIUS_MIN_METRES = 100;
export const MONITOR_RADIUS_MAX_METRES = 500_000;
/** Places a traveller adds by hand, besides her saved cities. */
export const MONITORED_PLACES_MAX = 50;
export const MONITOR_LABEL_MAX_LENGTH = 120;
/** Trip dates: she hears of a place from a week before the trip to its last day. */
export const TRIP_LEAD_DAYS = 7;
export const TRIP_MAX_DAYS = 366;
/** Devices one traveller can receive push on. */
export const PUSH_DEVICES_MAX = 10;

/** Why a channel did not send: the decision's reason, what an auditor and she herself can read. */
export const NOTIFICATION_SKIP_REASONS = [
  'alerts-off',
  'channel-off',
  'below-minimum-severity',
  'kind-off',
  'unverified',
  'place-paused',
  'outside-trip-dates',
  'already-told',
  'minor-update',
  'no-push-device',
  'email-unconfirmed',
  'email-bounced',
  'no-email-address',
  'alert-closed',
] as const;
export type NotificationSkipReason = (typeof NOTIFICATION_SKIP_REASONS)[number];

export const NOTIFICATION_SKIP_REASON_LABELS: Readonly<Record<NotificationSkipReason, string>> = {
  'alerts-off': 'safety alerts are turned off',
  'channel-off': 'this channel is turned off',
  'below-minimum-severity': 'below the minimum severity',
  'kind-off': 'this kind of alert is turned off',
  unverified: 'a community report not yet verified by a moderator',
  'place-paused': 'the place is paused',
  'outside-trip-dates': 'outside the trip dates',
  'already-told': 'already told of this alert',
  'minor-update': 'an update that changes nothing important',
  'no-push-device': 'no device has push turned on',
  'email-unconfirmed': 'the email address is not confirmed yet',
  'email-bounced': 'email to the address bounced',
  'no-email-address': 'the account has no email address',
  'alert-closed': 'the alert ended before it could be sent',
};

/** Delivery attempts before a message is given up, and the backoff between them. */
export const DELIVERY_MAX_ATTEMPTS = 6;

/** The daily digest goes at this local hour (her home time zone, else UTC). */
export const DIGEST_LOCAL_HOUR = 8;

/**
 * A traveller's settings before she changes any: alerts on for every kind, push off until she turns
 * it on (the browser asks then, never on page load), email on once she confirms her address (the
 * profile's default), no quiet hours, critical alerts always, low-severity ones in a daily digest.
 */
export const ALERT_SETTINGS_DEFAULTS = {
  enabled: true,
  minimumSeverity: 'low',
  kinds: NOTIFICATION_KINDS,
  includeUnverified: false,
  push: false,
  email: true,
  tips: false,
  alwaysCritical: true,
  digestLow: true,
} as const satisfies {
  enabled: boolean;
  minimumSeverity: AlertSeverity;
  kinds: readonly NotificationKind[];
  includeUnverified: boolean;
  push: boolean;
  email: boolean;
  tips: boolean;
  alwaysCritical: boolean;
  digestLow: boolean;
};
