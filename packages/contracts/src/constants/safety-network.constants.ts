/**
 * Her safety network (docs/SAFETY-NETWORK.md): trips, the trusted contacts who hear from SafeTrails
 * when she cannot answer, check-ins and their deadlines, SOS and the safety check after a disaster.
 * The limits both the API and the web app check.
 */

/** Trusted contacts she can have at once (invited or accepted), as Safe Solo allows. */
export const TRUSTED_CONTACTS_MAX = 5;
export const CONTACT_NAME_MAX_LENGTH = 80;
/** An invitation can be sent again once a day. */
export const INVITATION_RESEND_AFTER_MS = 24 * 3600_000;
/** A declined address cannot be invited again by her for 30 days. */
export const DECLINED_COOLDOWN_MS = 30 * 24 * 3600_000;
/** Invitations one traveller may send in a day, and invitations one address may receive in a day from everyone. */
export const INVITATIONS_PER_TRAVELLER_PER_DAY = 10;
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;

export const TRIP_NAME_MAX_LENGTH = 100;
export const TRIP_STOPS_MAX = 20;
/** A trip spans at most a year. */
export const TRIP_SPAN_MAX_DAYS = 366;
/** Trips she keeps at once. */
export const TRIPS_MAX = 50;

/** "Every N hours": 2 to 24. */
export const CHECK_IN_EVERY_HOURS_MIN = 2;
export const CHECK_IN_EVERY_HOURS_MAX = 24;
/** Grace after a deadline before her contacts are told: 0 to 180 minutes. */
export const CHECK_IN_GRACE_MINUTES_MAX = 180;
export const CHECK_IN_GRACE_MINUTES_DEFAULT = 30;
/** How long before a deadline she is reminded: 0 (no reminder) to 120 minutes. */
export const CHECK_IN_REMINDER_MINUTES_MAX = 120;
export const CHECK_IN_REMINDER_MINUTES_DEFAULT = 15;
/** A "back by" timer is at least a minute ahead and at most a week. */
export const BACK_BY_MIN_AHEAD_MS = 60_000;
export const BACK_BY_MAX_AHEAD_MS = 7 * 24 * 3600_000;
/**
 * "Daily at HH:MM": a check-in in the 12 hours before the deadline counts for it. A check-in after a
 * missed one is its follow-up, and counts for the next day's only if it falls in that window.
 */
export const DAILY_CHECK_IN_WINDOW_MS = 12 * 3600_000;
/**
 * A check-in made offline carries the device's clock. It counts at that time if it reaches the server
 * before the deadline's grace ends; a device clock more than five minutes ahead of the server's, or
 * more than a day behind, is refused (400 naming `at`).
 */
export const CHECK_IN_CLOCK_SKEW_MS = 5 * 60_000;
export const CHECK_IN_OFFLINE_MAX_AGE_MS = 24 * 3600_000;

/** After an official alert touches her city, how long she has to say she is safe before her contacts hear. */
export const SAFETY_CHECK_GRACE_MINUTES_DEFAULT = 60;
export const SAFETY_CHECK_GRACE_MINUTES_MAX = 720;
/** A check-in that named a place says where she is for a day; after that her trip does. */
export const CHECK_IN_PLACE_HOLDS_MS = 24 * 3600_000;

export const TRUSTED_CONTACT_STATUSES = ['invited', 'accepted', 'declined', 'stopped'] as const;
export type TrustedContactStatus = (typeof TRUSTED_CONTACT_STATUSES)[number];

export const CHECK_IN_SCHEDULE_KINDS = ['back-by', 'every', 'daily'] as const;
export type CheckInScheduleKind = (typeof CHECK_IN_SCHEDULE_KINDS)[number];

/** What a safety message is about: each has its words in every language. */
export const SAFETY_MESSAGE_KINDS = [
  'invitation',
  'check-in-reminder',
  'check-in-missed',
  'late-check-in',
  'sos',
  'safety-check',
  'marked-safe',
  'safety-check-unanswered',
] as const;
export type SafetyMessageKind = (typeof SAFETY_MESSAGE_KINDS)[number];

/** Why a safety message was not sent after all. */
export const SAFETY_MESSAGE_CANCEL_REASONS = ['contact-gone', 'channel-off', 'no-address', 'answered'] as const;
export type SafetyMessageCancelReason = (typeof SAFETY_MESSAGE_CANCEL_REASONS)[number];

/** The stream of her safety network: trips, contacts, check-ins, SOS and safety checks. */
export function safetyStreamName(userId: string): string {
  return `safety-${userId}`;
}

/** Each message's outcomes are a stream of their own, named from its delivery key. */
export const SAFETY_MESSAGE_STREAM_PREFIX = 'safety-message-';
