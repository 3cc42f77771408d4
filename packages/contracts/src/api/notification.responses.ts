/** Answers of the alert settings, notification history and unsubscribe routes (docs/NOTIFICATIONS.md). */
import type { AlertSeverity } from '../constants/alert.constants';
import {
  NOTIFICATION_SKIP_REASON_LABELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSkipReason,
  type SentChannel,
} from '../constants/notification.constants';
import type { QuietHours, TripDates } from '../events/notification.events';

export interface MonitoredPlace {
  readonly id: string;
  /** A saved city (monitored while saved), a stop of one of her trips, a city added here, or a point of hers. */
  readonly kind: 'saved-city' | 'trip-stop' | 'city' | 'point';
  /** A trip's stop: the trip's name (the stop changes with the trip, on its page). */
  readonly tripName: string | null;
  readonly destinationId: number | null;
  /** "Pokhara, Nepal", or the label she gave a point. */
  readonly label: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Metres; null: the city's own area. */
  readonly radiusMetres: number | null;
  readonly trip: TripDates | null;
  readonly paused: boolean;
}

export interface PushDevice {
  readonly id: string;
  readonly device: string;
  readonly addedAt: string;
}

export interface AlertSettings {
  readonly enabled: boolean;
  readonly minimumSeverity: AlertSeverity;
  readonly kinds: readonly NotificationKind[];
  readonly includeUnverified: boolean;
  readonly channels: { readonly push: boolean; readonly email: boolean };
  readonly tips: boolean;
  readonly email: {
    /** Her account's address, partly hidden ("m•••@example.org"); null when the account has none. */
    readonly address: string | null;
    readonly confirmed: boolean;
    /** A confirmation link was sent and not used yet. */
    readonly confirmationSent: boolean;
    /** Mail to it was refused for good: confirm again to resume. */
    readonly bounced: boolean;
  };
  readonly pushDevices: readonly PushDevice[];
  /** The public key a browser subscribes with (VAPID, base64url). */
  readonly pushPublicKey: string;
  readonly sms: { readonly available: false; readonly reason: string };
  readonly quietHours: QuietHours | null;
  readonly homeTimeZone: string | null;
  readonly alwaysCritical: boolean;
  readonly digestLow: boolean;
  readonly places: readonly MonitoredPlace[];
}

/** What one channel did with one alert for her, and what became of it. */
export interface ChannelOutcome {
  readonly decision: 'send' | 'held' | 'digest' | 'skip';
  readonly reason: NotificationSkipReason | null;
  /** While held by quiet hours: when it goes. */
  readonly notBefore: string | null;
  readonly status: 'pending' | 'sent' | 'retrying' | 'failed' | 'cancelled' | null;
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly lastError: string | null;
}

/** One decision about one alert for one traveller: what she was sent and why, or why not. */
export interface NotificationHistoryEntry {
  readonly alertId: string;
  readonly alertTitle: string;
  readonly decidedAt: string;
  readonly update: boolean;
  readonly severity: AlertSeverity;
  readonly kind: NotificationKind;
  readonly magnitude: number | null;
  readonly placeLabel: string | null;
  readonly distanceKm: number | null;
  /** The bell, push and email. */
  readonly channels: Readonly<Record<NotificationChannel, ChannelOutcome>>;
}

/** How far an alert reached, per channel (the console). */
export interface AlertReach {
  readonly alertId: string;
  readonly travellers: number;
  readonly channels: Readonly<
    Record<
      SentChannel,
      {
        readonly sent: number;
        readonly pending: number;
        readonly held: number;
        readonly failed: number;
        readonly digest: number;
        readonly skipped: number;
      }
    >
  >;
  /** The bell: travellers it was delivered to in the app. */
  readonly inApp: number;
}

/** What an unsubscribe link is about, shown before she chooses. */
export interface UnsubscribeTarget {
  readonly placeLabel: string | null;
  readonly placeId: string | null;
  readonly kind: NotificationKind | null;
  readonly kindLabel: string | null;
}

export interface UnsubscribeResult {
  readonly scope: 'place' | 'kind' | 'all';
  /** What changed, in our words: "You will no longer get earthquake alerts." */
  readonly message: string;
}

/** What one channel did, in words, for her history and the console: "held by quiet hours until …". */
export function channelOutcomeText(outcome: ChannelOutcome, when: (iso: string) => string): string {
  switch (outcome.decision) {
    case 'skip':
      return `not sent: ${outcome.reason ? NOTIFICATION_SKIP_REASON_LABELS[outcome.reason] : 'no reason recorded'}`;
    case 'digest':
      return 'in the daily digest';
    case 'held':
    case 'send':
      if (outcome.status === 'sent') return outcome.sentAt ? `sent ${when(outcome.sentAt)}` : 'sent';
      if (outcome.status === 'retrying') return `trying again (${outcome.lastError ?? 'failed'})`;
      if (outcome.status === 'failed') return `not delivered: ${outcome.lastError ?? 'failed'}`;
      if (outcome.status === 'cancelled') return `not sent: ${outcome.lastError ?? 'cancelled'}`;
      return outcome.decision === 'held' && outcome.notBefore
        ? `held by quiet hours until ${when(outcome.notBefore)}`
        : 'sending';
  }
}

export const NOTIFICATION_CHANNEL_NAMES: Readonly<Record<NotificationChannel, string>> = {
  app: 'Bell',
  push: 'Push',
  email: 'Email',
};
