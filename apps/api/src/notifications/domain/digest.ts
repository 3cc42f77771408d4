/**
 * When a traveller's daily digest of low-severity alerts is due (docs/NOTIFICATIONS.md "Sending"):
 * at 8:00 in her time zone (UTC when she gave none), with what was decided before that hour, on the
 * channels each alert was decided for.
 */
import { DIGEST_LOCAL_HOUR, SENT_CHANNELS, type ChannelDecision, type SentChannel } from '@safetrails/contracts';
import { localDay, localHourOn } from './local-time';

export interface DigestCandidate {
  readonly userId: string;
  readonly homeTimeZone: string | null;
  readonly items: readonly { alertId: string; channel: SentChannel; decidedAt: Date }[];
}

/** The day's digest for one traveller: which alerts, on which channels; null when it is not time yet. */
export function digestDue(
  candidate: DigestCandidate,
  now: Date,
): { day: string; alertIds: string[]; channels: Record<SentChannel, ChannelDecision> } | null {
  const timeZone = candidate.homeTimeZone ?? 'UTC';
  const day = localDay(now, timeZone);
  const sendAt = localHourOn(day, DIGEST_LOCAL_HOUR, timeZone);
  if (now < sendAt) return null;
  // What was decided before today's digest hour; later ones wait for tomorrow's.
  const items = candidate.items.filter((item) => item.decidedAt < sendAt);
  if (items.length === 0) return null;
  const channels = Object.fromEntries(
    SENT_CHANNELS.map((channel): [SentChannel, ChannelDecision] => [
      channel,
      items.some((item) => item.channel === channel) ? { send: true } : { send: false, reason: 'channel-off' },
    ]),
  ) as Record<SentChannel, ChannelDecision>;
  return { day, alertIds: [...new Set(items.map((item) => item.alertId))].sort(), channels };
}
