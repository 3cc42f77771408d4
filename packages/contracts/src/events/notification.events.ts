/**
 * Events of the alerts that reach a traveller (docs/NOTIFICATIONS.md).
 *
 * `notify-settings-<userId>`: her settings (what, how, when), the places she monitors beside her saved
 * cities, her push devices and her email's confirmation. Her places, trip dates, quiet hours, time
 * zone and push endpoints are sealed with her key, so erasing her account erases them from the log.
 *
 * `notification-<alertId>-<userId>`: what was decided for her about one alert and why (per channel),
 * each update that mattered, and every delivery's outcome. `notification-digest-<userId>-<day>`: a
 * day's digest of low-severity alerts and its outcome. The decision carries the facts it used, so
 * "why did she get this, or not?" is answered from the log.
 */
import type { RecordedEvent } from '../envelope';
import type { AlertSeverity, OfficialAlertSource } from '../constants/alert.constants';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationSkipReason,
  SentChannel,
} from '../constants/notification.constants';
import type { Sealed } from './sealed';

/** The settings that are not personal, as changed (absent: unchanged). */
export interface AlertSettingsChanges {
  /** The profile's "Safety alerts" switch (the safety profile's `safetyUpdates`). */
  readonly enabled?: boolean;
  readonly minimumSeverity?: AlertSeverity;
  readonly kinds?: readonly NotificationKind[];
  /** Travellers' reports count before a moderator verifies them. */
  readonly includeUnverified?: boolean;
  readonly push?: boolean;
  /** The profile's "Email notifications" (the safety profile's `emailAlerts`). */
  readonly email?: boolean;
  /** The profile's "Travel tips" (the safety profile's `marketingEmails`): news and tips by email. */
  readonly tips?: boolean;
  /** A critical alert comes through quiet hours. */
  readonly alwaysCritical?: boolean;
  /** Low-severity alerts come once a day, together, instead of one by one. */
  readonly digestLow?: boolean;
}

/** Quiet hours, sealed: when she sleeps and where she lives are hers. */
export interface QuietHours {
  /** "22:00" */
  readonly start: string;
  /** "07:00" */
  readonly end: string;
  /** Counted in the place's own time zone, or in hers. */
  readonly zone: 'place' | 'home';
}

export type SettingsChangeSource = 'settings' | 'profile' | 'safety-profile' | 'unsubscribe';

export interface AlertSettingsChangedData {
  readonly changes: AlertSettingsChanges;
  /** `{ quietHours: QuietHours | null }` sealed; absent when unchanged. */
  readonly quietHours?: Sealed;
  /** `{ homeTimeZone: string | null }` sealed (an IANA zone); absent when unchanged. */
  readonly homeTimeZone?: Sealed;
  readonly via: SettingsChangeSource;
}

/** A monitored place as she gave it, sealed. A city is the catalogue's; a point is hers. */
export type MonitoredPlaceSpec =
  | { readonly kind: 'city'; readonly destinationId: number }
  | { readonly kind: 'point'; readonly label: string; readonly latitude: number; readonly longitude: number };

/** Trip dates (YYYY-MM-DD, inclusive), sealed. */
export interface TripDates {
  readonly start: string;
  readonly end: string;
}

export interface MonitoredPlaceAddedData {
  readonly placeId: string;
  /** MonitoredPlaceSpec, sealed. */
  readonly place: Sealed;
  /** Metres around the place; null: a city's own area (where the alert applies to the city). */
  readonly radiusMetres: number | null;
  /** TripDates, sealed; null: always. */
  readonly trip: Sealed | null;
}

/**
 * A change to a monitored place. A saved city is monitored while it is saved, as `saved-<id>`; its
 * radius, trip and pause are changed here like any other place's.
 */
export interface MonitoredPlaceChangedData {
  readonly placeId: string;
  readonly radiusMetres?: number | null;
  readonly trip?: Sealed | null;
  readonly paused?: boolean;
  readonly via: SettingsChangeSource;
}

export interface MonitoredPlaceRemovedData {
  readonly placeId: string;
}

export interface PushSubscriptionAddedData {
  /** SHA-256 of the endpoint, so the same device subscribing again replaces itself. */
  readonly subscriptionId: string;
  /** `{ endpoint, keys: { p256dh, auth } }`, sealed. */
  readonly subscription: Sealed;
  /** "Chrome on Android": what she sees in her list of devices. */
  readonly device: string;
}

export interface PushSubscriptionRemovedData {
  readonly subscriptionId: string;
  /** She turned it off, or the push service answered 404 or 410 (the subscription is gone). */
  readonly reason: 'turned-off' | 'gone';
  readonly status?: number;
}

export type AlertEmailConfirmationRequestedData = Record<string, never>;
export type AlertEmailConfirmedData = Record<string, never>;
/** Mail to her address was refused for good (a 5xx answer): email stops until she confirms again. */
export interface AlertEmailBouncedData {
  readonly reason: string;
}

/** What a channel does with one decision. */
export type ChannelDecision =
  | {
      readonly send: true;
      /** Held by quiet hours until this instant; absent: at once. */
      readonly notBefore?: string;
    }
  | { readonly send: false; readonly reason: NotificationSkipReason }
  | { readonly send: false; readonly digest: true };

/** The facts about the alert the decision used: the severity, kind and magnitude at that version. */
export interface NotifiedAlertFacts {
  readonly severity: AlertSeverity;
  readonly kind: NotificationKind;
  readonly verified: boolean;
  readonly official: OfficialAlertSource | null;
  /** An earthquake's magnitude, where the source gives one. */
  readonly magnitude: number | null;
  /** The source's own words for its severity ("Orange", "M 6.4 mww, PAGER yellow"). */
  readonly sourceSeverity: string | null;
}

/** Which of her places matched and how far the alert is from it, sealed (where her places are is hers). */
export interface NotificationMatch {
  readonly placeId: string;
  readonly placeLabel: string;
  /** Kilometres from her place to the alert's point; null when the alert covers a city she monitors. */
  readonly distanceKm: number | null;
  /** The time zone quiet hours were counted in, if any. */
  readonly timeZone: string | null;
}

export interface AlertNotificationDecidedData {
  readonly alertId: string;
  readonly userId: string;
  /** The alert stream's revision this decision is about. */
  readonly alertRevision: number;
  /** A later version that mattered ("updated"), or the first. */
  readonly update: boolean;
  readonly facts: NotifiedAlertFacts;
  /** NotificationMatch, sealed. */
  readonly match: Sealed;
  /** `app`: the bell (the alert history); `push` and `email`: what the notifier sends. */
  readonly channels: Readonly<Record<NotificationChannel, ChannelDecision>>;
}

export interface NotificationDigestDecidedData {
  readonly userId: string;
  /** The digest's day (YYYY-MM-DD) in her time zone. */
  readonly day: string;
  readonly alertIds: readonly string[];
  readonly channels: Readonly<Record<SentChannel, ChannelDecision>>;
}

/**
 * A delivery is one message on one channel: `<alertId>:<userId>:<channel>:<n>`, n = 0 for the first
 * message and 1 for the one "updated" message; `digest:<userId>:<day>:<channel>` for a digest.
 */
export interface NotificationSentData {
  readonly deliveryKey: string;
  readonly channel: SentChannel;
  readonly attempt: number;
}

export interface NotificationFailedData {
  readonly deliveryKey: string;
  readonly channel: SentChannel;
  readonly attempt: number;
  /** What went wrong, without her address or endpoint: "SMTP 451 4.7.1", "push service 503". */
  readonly reason: string;
  /** When to try again; null: given up (a permanent failure, or the last attempt). */
  readonly retryAt: string | null;
}

/** A held delivery whose alert ended first, or whose channel she turned off meanwhile. */
export interface NotificationCancelledData {
  readonly deliveryKey: string;
  readonly channel: SentChannel;
  readonly reason: NotificationSkipReason;
}

export type AlertSettingsChanged = RecordedEvent<'AlertSettingsChanged', AlertSettingsChangedData>;
export type MonitoredPlaceAdded = RecordedEvent<'MonitoredPlaceAdded', MonitoredPlaceAddedData>;
export type MonitoredPlaceChanged = RecordedEvent<'MonitoredPlaceChanged', MonitoredPlaceChangedData>;
export type MonitoredPlaceRemoved = RecordedEvent<'MonitoredPlaceRemoved', MonitoredPlaceRemovedData>;
export type PushSubscriptionAdded = RecordedEvent<'PushSubscriptionAdded', PushSubscriptionAddedData>;
export type PushSubscriptionRemoved = RecordedEvent<'PushSubscriptionRemoved', PushSubscriptionRemovedData>;
export type AlertEmailConfirmationRequested = RecordedEvent<
  'AlertEmailConfirmationRequested',
  AlertEmailConfirmationRequestedData
>;
export type AlertEmailConfirmed = RecordedEvent<'AlertEmailConfirmed', AlertEmailConfirmedData>;
export type AlertEmailBounced = RecordedEvent<'AlertEmailBounced', AlertEmailBouncedData>;
export type AlertSettingsEvent =
  | AlertSettingsChanged
  | MonitoredPlaceAdded
  | MonitoredPlaceChanged
  | MonitoredPlaceRemoved
  | PushSubscriptionAdded
  | PushSubscriptionRemoved
  | AlertEmailConfirmationRequested
  | AlertEmailConfirmed
  | AlertEmailBounced;

export type AlertNotificationDecided = RecordedEvent<'AlertNotificationDecided', AlertNotificationDecidedData>;
export type NotificationDigestDecided = RecordedEvent<'NotificationDigestDecided', NotificationDigestDecidedData>;
export type NotificationSent = RecordedEvent<'NotificationSent', NotificationSentData>;
export type NotificationFailed = RecordedEvent<'NotificationFailed', NotificationFailedData>;
export type NotificationCancelled = RecordedEvent<'NotificationCancelled', NotificationCancelledData>;
export type NotificationEvent =
  AlertNotificationDecided | NotificationDigestDecided | NotificationSent | NotificationFailed | NotificationCancelled;

export const NotificationEventTypes = {
  AlertSettingsChanged: { type: 'AlertSettingsChanged', schemaVersion: 1 },
  MonitoredPlaceAdded: { type: 'MonitoredPlaceAdded', schemaVersion: 1 },
  MonitoredPlaceChanged: { type: 'MonitoredPlaceChanged', schemaVersion: 1 },
  MonitoredPlaceRemoved: { type: 'MonitoredPlaceRemoved', schemaVersion: 1 },
  PushSubscriptionAdded: { type: 'PushSubscriptionAdded', schemaVersion: 1 },
  PushSubscriptionRemoved: { type: 'PushSubscriptionRemoved', schemaVersion: 1 },
  AlertEmailConfirmationRequested: { type: 'AlertEmailConfirmationRequested', schemaVersion: 1 },
  AlertEmailConfirmed: { type: 'AlertEmailConfirmed', schemaVersion: 1 },
  AlertEmailBounced: { type: 'AlertEmailBounced', schemaVersion: 1 },
  AlertNotificationDecided: { type: 'AlertNotificationDecided', schemaVersion: 1 },
  NotificationDigestDecided: { type: 'NotificationDigestDecided', schemaVersion: 1 },
  NotificationSent: { type: 'NotificationSent', schemaVersion: 1 },
  NotificationFailed: { type: 'NotificationFailed', schemaVersion: 1 },
  NotificationCancelled: { type: 'NotificationCancelled', schemaVersion: 1 },
} as const;

export const ALERT_SETTINGS_EVENT_TYPES = [
  'AlertSettingsChanged',
  'MonitoredPlaceAdded',
  'MonitoredPlaceChanged',
  'MonitoredPlaceRemoved',
  'PushSubscriptionAdded',
  'PushSubscriptionRemoved',
  'AlertEmailConfirmationRequested',
  'AlertEmailConfirmed',
  'AlertEmailBounced',
] as const;

export const NOTIFICATION_EVENT_TYPES = [
  'AlertNotificationDecided',
  'NotificationDigestDecided',
  'NotificationSent',
  'NotificationFailed',
  'NotificationCancelled',
] as const;

export function alertSettingsStreamName(userId: string): string {
  return `notify-settings-${userId}`;
}

export function notificationStreamName(alertId: string, userId: string): string {
  return `notification-${alertId}-${userId}`;
}

export function digestStreamName(userId: string, day: string): string {
  return `notification-digest-${userId}-${day}`;
}

/** A saved city is monitored as this place while it is saved. */
export function savedCityPlaceId(destinationId: number): string {
  return `saved-${destinationId}`;
}

export function alertDeliveryKey(alertId: string, userId: string, channel: SentChannel, update: boolean): string {
  return `${alertId}:${userId}:${channel}:${update ? 1 : 0}`;
}

export function digestDeliveryKey(userId: string, day: string, channel: SentChannel): string {
  return `digest:${userId}:${day}:${channel}`;
}
