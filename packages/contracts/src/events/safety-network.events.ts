/**
 * Events of her safety network (docs/SAFETY-NETWORK.md), on `safety-<userId>`: her trips, her trusted
 * contacts and their consent, her check-in plans, each check-in, each deadline missed, SOS, and the
 * safety check after an official alert. Every message the network sends is decided in the event that
 * causes it (`messages`, each with its delivery key); its outcomes are on a stream of its own,
 * `safety-message-<uuid of its key>`.
 *
 * Sealed with her key, so erasing her account erases them from the log: her trips (names, cities,
 * dates), her contacts' names, addresses and time zones, and every place she checked in from or was
 * asked about. Deadlines stay plain: the deciders compare them with the server's clock.
 */
import type { RecordedEvent } from '../envelope';
import type { Locale } from '../constants/locale.constants';
import type { SentChannel } from '../constants/notification.constants';
import type { AlertSeverity, OfficialAlertSource } from '../constants/alert.constants';
import type { SafetyMessageCancelReason, SafetyMessageKind } from '../constants/safety-network.constants';
import type { Sealed } from './sealed';

/** A trip as she plans it (sealed): a name and its stops. */
export interface TripDetails {
  readonly name: string;
  readonly stops: readonly TripStop[];
}

/** A catalogue city and the days she is there (YYYY-MM-DD, inclusive, in the city's own time zone). */
export interface TripStop {
  readonly destinationId: number;
  readonly arrive: string;
  readonly leave: string;
}

/** A contact as she gives them (sealed). */
export interface ContactDetails {
  readonly name: string;
  readonly email: string;
}

/** Where a check-in, an SOS or a safety check places her (sealed). */
export interface WherePlace {
  readonly destinationId: number | null;
  /** A map point, kept only when she shares her location. */
  readonly latitude?: number;
  readonly longitude?: number;
}

export type CheckInSchedule =
  | { readonly kind: 'back-by'; readonly at: string }
  | { readonly kind: 'every'; readonly hours: number }
  | { readonly kind: 'daily'; readonly at: string };

/** One deadline of a plan: the server's clock decides against it. */
export interface CheckInDeadline {
  readonly dueAt: string;
  /** `dueAt` plus the grace period: when her contacts are told. */
  readonly escalateAt: string;
  /** When she is reminded; null: no reminder (a lead of 0, or a deadline too close). */
  readonly remindAt: string | null;
}

/** One message the network sends: to her (push or email) or to one of her contacts (email). */
export interface SafetyMessage {
  readonly key: string;
  /** 'traveller', or the id of the contact. */
  readonly to: string;
  readonly channel: SentChannel;
  readonly kind: SafetyMessageKind;
}

export interface TripPlannedData {
  readonly tripId: string;
  /** TripDetails, sealed. */
  readonly trip: Sealed;
}

export interface TripChangedData {
  readonly tripId: string;
  /** TripDetails, sealed. */
  readonly trip: Sealed;
}

export interface TripCancelledData {
  readonly tripId: string;
}

export interface TrustedContactInvitedData {
  readonly contactId: string;
  /** ContactDetails, sealed. */
  readonly contact: Sealed;
  /** HMAC of the normalised address: the same address, without the address. */
  readonly addressHash: string;
  readonly language: Locale;
  readonly messages: readonly SafetyMessage[];
}

export interface ContactInvitationResentData {
  readonly contactId: string;
  readonly messages: readonly SafetyMessage[];
}

export interface TrustedContactAcceptedData {
  readonly contactId: string;
  /** `{ timeZone }` sealed: the zone their browser gave, for their time in our messages; null when none. */
  readonly timeZone: Sealed | null;
}

export interface TrustedContactLeftData {
  readonly contactId: string;
}

export interface CheckInPlannedData {
  readonly planId: string;
  readonly schedule: CheckInSchedule;
  readonly graceMinutes: number;
  readonly reminderMinutes: number;
  readonly tripId: string | null;
  /** A trip's plan ends with the trip's last day; null: until she ends it. */
  readonly until: string | null;
  readonly deadline: CheckInDeadline;
}

export interface CheckInPlanEndedData {
  readonly planId: string;
  /** She ended it; a "back by" timer met; the trip it belonged to ended or was cancelled. */
  readonly reason: 'cancelled' | 'done' | 'ended';
}

export type CheckInVia = 'app' | 'link' | 'push' | 'offline' | 'safety-check';

/** What a check-in did to one plan: the deadline it met and the plan's next one (null: the plan is done). */
export interface CheckInCounted {
  readonly planId: string;
  readonly dueAt: string;
  readonly next: CheckInDeadline | null;
}

export interface CheckedInData {
  readonly checkInId: string;
  /** When she checked in: the server's clock, or the device's for a check-in made offline. */
  readonly at: string;
  readonly receivedAt: string;
  readonly via: CheckInVia;
  /** WherePlace, sealed; null: she named no place (her trip says where she is). */
  readonly place: Sealed | null;
  readonly counted: readonly CheckInCounted[];
  /** The missed check-ins this one follows up: each of their contacts is told once. */
  readonly followUps: readonly string[];
  readonly messages: readonly SafetyMessage[];
}

export interface CheckInReminderDecidedData {
  readonly planId: string;
  readonly dueAt: string;
  readonly messages: readonly SafetyMessage[];
}

export interface CheckInMissedData {
  readonly planId: string;
  /** Names this miss in messages and follow-ups. */
  readonly occasionId: string;
  readonly dueAt: string;
  /** When the server saw the grace end without a check-in. */
  readonly missedAt: string;
  readonly next: CheckInDeadline | null;
  readonly messages: readonly SafetyMessage[];
}

export interface SosRaisedData {
  readonly sosId: string;
  /** WherePlace, sealed. */
  readonly place: Sealed | null;
  readonly messages: readonly SafetyMessage[];
}

/** The official alert a safety check is about: the source's own title, as it wrote it. */
export interface SafetyCheckAlertFacts {
  readonly source: OfficialAlertSource;
  readonly title: string;
  readonly severity: AlertSeverity;
  readonly magnitude: number | null;
  readonly occurredAt: string | null;
}

export interface SafetyCheckAskedData {
  readonly checkId: string;
  readonly alertId: string;
  readonly facts: SafetyCheckAlertFacts;
  /** WherePlace, sealed: the city the alert touched. */
  readonly place: Sealed;
  /** When her contacts are told if she has not answered. */
  readonly answerBy: string;
  readonly messages: readonly SafetyMessage[];
}

export interface SafetyCheckAnsweredData {
  readonly checkId: string;
  readonly at: string;
  readonly messages: readonly SafetyMessage[];
}

export interface SafetyCheckUnansweredData {
  readonly checkId: string;
  readonly messages: readonly SafetyMessage[];
}

export interface SafetyCheckSettingsChangedData {
  readonly on: boolean;
  readonly graceMinutes: number;
}

export interface SafetyMessageSentData {
  readonly key: string;
  readonly attempt: number;
}

export interface SafetyMessageFailedData {
  readonly key: string;
  readonly attempt: number;
  /** What went wrong, without an address: "SMTP 451 at RCPT". */
  readonly reason: string;
  readonly retryAt: string | null;
}

export interface SafetyMessageCancelledData {
  readonly key: string;
  readonly reason: SafetyMessageCancelReason;
}

export type TripPlanned = RecordedEvent<'TripPlanned', TripPlannedData>;
export type TripChanged = RecordedEvent<'TripChanged', TripChangedData>;
export type TripCancelled = RecordedEvent<'TripCancelled', TripCancelledData>;
export type TrustedContactInvited = RecordedEvent<'TrustedContactInvited', TrustedContactInvitedData>;
export type ContactInvitationResent = RecordedEvent<'ContactInvitationResent', ContactInvitationResentData>;
export type TrustedContactAccepted = RecordedEvent<'TrustedContactAccepted', TrustedContactAcceptedData>;
export type TrustedContactDeclined = RecordedEvent<'TrustedContactDeclined', TrustedContactLeftData>;
export type TrustedContactStopped = RecordedEvent<'TrustedContactStopped', TrustedContactLeftData>;
export type TrustedContactRemoved = RecordedEvent<'TrustedContactRemoved', TrustedContactLeftData>;
export type CheckInPlanned = RecordedEvent<'CheckInPlanned', CheckInPlannedData>;
export type CheckInPlanEnded = RecordedEvent<'CheckInPlanEnded', CheckInPlanEndedData>;
export type CheckedIn = RecordedEvent<'CheckedIn', CheckedInData>;
export type CheckInReminderDecided = RecordedEvent<'CheckInReminderDecided', CheckInReminderDecidedData>;
export type CheckInMissed = RecordedEvent<'CheckInMissed', CheckInMissedData>;
export type SosRaised = RecordedEvent<'SosRaised', SosRaisedData>;
export type SafetyCheckAsked = RecordedEvent<'SafetyCheckAsked', SafetyCheckAskedData>;
export type SafetyCheckAnswered = RecordedEvent<'SafetyCheckAnswered', SafetyCheckAnsweredData>;
export type SafetyCheckUnanswered = RecordedEvent<'SafetyCheckUnanswered', SafetyCheckUnansweredData>;
export type SafetyCheckSettingsChanged = RecordedEvent<'SafetyCheckSettingsChanged', SafetyCheckSettingsChangedData>;

export type SafetyNetworkEvent =
  | TripPlanned
  | TripChanged
  | TripCancelled
  | TrustedContactInvited
  | ContactInvitationResent
  | TrustedContactAccepted
  | TrustedContactDeclined
  | TrustedContactStopped
  | TrustedContactRemoved
  | CheckInPlanned
  | CheckInPlanEnded
  | CheckedIn
  | CheckInReminderDecided
  | CheckInMissed
  | SosRaised
  | SafetyCheckAsked
  | SafetyCheckAnswered
  | SafetyCheckUnanswered
  | SafetyCheckSettingsChanged;

export type SafetyMessageSent = RecordedEvent<'SafetyMessageSent', SafetyMessageSentData>;
export type SafetyMessageFailed = RecordedEvent<'SafetyMessageFailed', SafetyMessageFailedData>;
export type SafetyMessageCancelled = RecordedEvent<'SafetyMessageCancelled', SafetyMessageCancelledData>;
export type SafetyMessageEvent = SafetyMessageSent | SafetyMessageFailed | SafetyMessageCancelled;

export const SafetyNetworkEventTypes = {
  TripPlanned: { type: 'TripPlanned', schemaVersion: 1 },
  TripChanged: { type: 'TripChanged', schemaVersion: 1 },
  TripCancelled: { type: 'TripCancelled', schemaVersion: 1 },
  TrustedContactInvited: { type: 'TrustedContactInvited', schemaVersion: 1 },
  ContactInvitationResent: { type: 'ContactInvitationResent', schemaVersion: 1 },
  TrustedContactAccepted: { type: 'TrustedContactAccepted', schemaVersion: 1 },
  TrustedContactDeclined: { type: 'TrustedContactDeclined', schemaVersion: 1 },
  TrustedContactStopped: { type: 'TrustedContactStopped', schemaVersion: 1 },
  TrustedContactRemoved: { type: 'TrustedContactRemoved', schemaVersion: 1 },
  CheckInPlanned: { type: 'CheckInPlanned', schemaVersion: 1 },
  CheckInPlanEnded: { type: 'CheckInPlanEnded', schemaVersion: 1 },
  CheckedIn: { type: 'CheckedIn', schemaVersion: 1 },
  CheckInReminderDecided: { type: 'CheckInReminderDecided', schemaVersion: 1 },
  CheckInMissed: { type: 'CheckInMissed', schemaVersion: 1 },
  SosRaised: { type: 'SosRaised', schemaVersion: 1 },
  SafetyCheckAsked: { type: 'SafetyCheckAsked', schemaVersion: 1 },
  SafetyCheckAnswered: { type: 'SafetyCheckAnswered', schemaVersion: 1 },
  SafetyCheckUnanswered: { type: 'SafetyCheckUnanswered', schemaVersion: 1 },
  SafetyCheckSettingsChanged: { type: 'SafetyCheckSettingsChanged', schemaVersion: 1 },
  SafetyMessageSent: { type: 'SafetyMessageSent', schemaVersion: 1 },
  SafetyMessageFailed: { type: 'SafetyMessageFailed', schemaVersion: 1 },
  SafetyMessageCancelled: { type: 'SafetyMessageCancelled', schemaVersion: 1 },
} as const;

export const SAFETY_NETWORK_EVENT_TYPES = [
  'TripPlanned',
  'TripChanged',
  'TripCancelled',
  'TrustedContactInvited',
  'ContactInvitationResent',
  'TrustedContactAccepted',
  'TrustedContactDeclined',
  'TrustedContactStopped',
  'TrustedContactRemoved',
  'CheckInPlanned',
  'CheckInPlanEnded',
  'CheckedIn',
  'CheckInReminderDecided',
  'CheckInMissed',
  'SosRaised',
  'SafetyCheckAsked',
  'SafetyCheckAnswered',
  'SafetyCheckUnanswered',
  'SafetyCheckSettingsChanged',
] as const satisfies readonly SafetyNetworkEvent['type'][];

export const SAFETY_MESSAGE_EVENT_TYPES = [
  'SafetyMessageSent',
  'SafetyMessageFailed',
  'SafetyMessageCancelled',
] as const satisfies readonly SafetyMessageEvent['type'][];
