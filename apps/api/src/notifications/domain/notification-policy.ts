/**
 * Who hears what, on which channel, and when (docs/NOTIFICATIONS.md "Deciding"): a plain function of
 * her settings, the place of hers the alert matched, the alert's facts, the time, and what she was
 * already told. The bell ('app') is silent: it follows only whether the alert concerns her. Push and
 * email also follow her channels, the minimum severity, the daily digest and quiet hours.
 */
import {
  SEVERITY_RANK,
  TRIP_LEAD_DAYS,
  type AlertSeverity,
  type ChannelDecision,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSkipReason,
  type NotifiedAlertFacts,
  type QuietHours,
  type TripDates,
} from '@safetrails/contracts';
import { quietUntil } from './local-time';

/** Her settings as the notifier reads them (the notifications read model). */
export interface RecipientSettings {
  readonly enabled: boolean;
  readonly minimumSeverity: AlertSeverity;
  readonly kinds: readonly NotificationKind[];
  readonly includeUnverified: boolean;
  readonly push: boolean;
  readonly email: boolean;
  readonly alwaysCritical: boolean;
  readonly digestLow: boolean;
  readonly quietHours: QuietHours | null;
  readonly homeTimeZone: string | null;
  readonly pushDevices: number;
  readonly hasEmail: boolean;
  readonly emailConfirmed: boolean;
  readonly emailBounced: boolean;
}

/** The place of hers the alert matched. */
export interface MatchedPlace {
  readonly placeId: string;
  readonly label: string;
  readonly paused: boolean;
  readonly trip: TripDates | null;
  /** Kilometres from the place to the alert's point; null when the alert covers the city itself. */
  readonly distanceKm: number | null;
  /** The place's own time zone. */
  readonly timeZone: string | null;
}

/** What she was told of this alert before: the facts of the last decision, and whether an update went. */
export interface ToldSoFar {
  readonly lastFacts: NotifiedAlertFacts | null;
  readonly updateDecided: boolean;
}

export interface PolicyDecision {
  readonly update: boolean;
  readonly channels: Readonly<Record<NotificationChannel, ChannelDecision>>;
}

const DAY_MS = 86_400_000;

/** A later version is worth one "updated" message when it is worse, or newly verified. */
export function updateMatters(before: NotifiedAlertFacts, after: NotifiedAlertFacts): boolean {
  if (SEVERITY_RANK[after.severity] > SEVERITY_RANK[before.severity]) return true;
  if (!before.verified && after.verified) return true;
  if (
    before.magnitude !== null &&
    after.magnitude !== null &&
    Math.round(after.magnitude * 10) > Math.round(before.magnitude * 10)
  ) {
    return true;
  }
  return false;
}

/** The trip window: from a week before its first day to the end of its last day (UTC days, a day's grace). */
export function withinTrip(trip: TripDates | null, now: Date): boolean {
  if (!trip) return true;
  const from = Date.parse(`${trip.start}T00:00:00Z`) - TRIP_LEAD_DAYS * DAY_MS - DAY_MS / 2;
  const to = Date.parse(`${trip.end}T00:00:00Z`) + DAY_MS + DAY_MS / 2;
  return now.getTime() >= from && now.getTime() < to;
}

/** Decides, or answers null when there is nothing to tell (a repeat, or an update that changes nothing she needs). */
export function decideNotification(input: {
  readonly settings: RecipientSettings;
  readonly place: MatchedPlace;
  readonly facts: NotifiedAlertFacts;
  readonly told: ToldSoFar;
  readonly now: Date;
}): PolicyDecision | null {
  const { settings, place, facts, told, now } = input;
  let update = false;
  if (told.lastFacts) {
    if (told.updateDecided || !updateMatters(told.lastFacts, facts)) return null;
    update = true;
  }
  const concerning = concernsHer(settings, place, facts, now);
  const timeZone = quietHoursTimeZone(settings, place);
  const sent = (channel: 'push' | 'email'): ChannelDecision => {
    if (concerning) return { send: false, reason: concerning };
    const unavailable = channelUnavailable(settings, channel);
    if (unavailable) return { send: false, reason: unavailable };
    if (SEVERITY_RANK[facts.severity] < SEVERITY_RANK[settings.minimumSeverity]) {
      return { send: false, reason: 'below-minimum-severity' };
    }
    if (facts.severity === 'low' && settings.digestLow) return { send: false, digest: true };
    const critical = facts.severity === 'critical' && settings.alwaysCritical;
    const until = settings.quietHours && timeZone && !critical ? quietUntil(now, settings.quietHours, timeZone) : null;
    return until ? { send: true, notBefore: until.toISOString() } : { send: true };
  };
  return {
    update,
    channels: {
      app: concerning ? { send: false, reason: concerning } : { send: true },
      push: sent('push'),
      email: sent('email'),
    },
  };
}

/** The time zone her quiet hours are counted in for this place: the place's own, or hers; null without quiet hours. */
export function quietHoursTimeZone(settings: RecipientSettings, place: MatchedPlace): string | null {
  if (!settings.quietHours) return null;
  return settings.quietHours.zone === 'home' ? settings.homeTimeZone : place.timeZone;
}

/** Whether the alert concerns her at all: her switch, the kind, verification, the place's pause and trip. */
function concernsHer(
  settings: RecipientSettings,
  place: MatchedPlace,
  facts: NotifiedAlertFacts,
  now: Date,
): NotificationSkipReason | null {
  if (!settings.enabled) return 'alerts-off';
  if (!settings.kinds.includes(facts.kind)) return 'kind-off';
  if (!facts.verified && !settings.includeUnverified) return 'unverified';
  if (place.paused) return 'place-paused';
  if (!withinTrip(place.trip, now)) return 'outside-trip-dates';
  return null;
}

function channelUnavailable(settings: RecipientSettings, channel: 'push' | 'email'): NotificationSkipReason | null {
  if (channel === 'push') {
    if (!settings.push) return 'channel-off';
    return settings.pushDevices > 0 ? null : 'no-push-device';
  }
  if (!settings.email) return 'channel-off';
  if (!settings.hasEmail) return 'no-email-address';
  if (settings.emailBounced) return 'email-bounced';
  return settings.emailConfirmed ? null : 'email-unconfirmed';
}

/** An earthquake's magnitude, from the source's own words for its severity ("M 6.4 mww, PAGER yellow"). */
export function magnitudeOf(sourceSeverity: string | null): number | null {
  const match = sourceSeverity ? /^M\s?(\d+(?:\.\d+)?)/.exec(sourceSeverity) : null;
  return match ? Number(match[1]) : null;
}
