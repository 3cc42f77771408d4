/**
 * The daily digest (docs/NOTIFICATIONS.md "Digest"): a traveller who asked for low-severity alerts
 * together gets them once a day, at 8:00 in her time zone (UTC when she gave none), on the channels
 * each was decided for. Each day's digest is its own stream, so a restart decides it once.
 */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DIGEST_LOCAL_HOUR, SENT_CHANNELS, type ChannelDecision, type SentChannel } from '@safetrails/contracts';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { DecideDigestCommand } from '../commands/decide-digest/decide-digest.command';
import { localDay, localHourOn } from '../domain/local-time';
import { DeliveriesReader, type DigestCandidate } from '../queries/deliveries.reader';

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

@Injectable()
export class DigestScheduler {
  constructor(
    private readonly deliveries: DeliveriesReader,
    private readonly commandBus: CommandBus,
  ) {}

  /** Decides every digest that is due; answers how many were decided. */
  async decideDue(now = new Date()): Promise<number> {
    let decided = 0;
    for (const candidate of await this.deliveries.digestCandidates()) {
      const due = digestDue(candidate, now);
      if (!due) continue;
      const result: { position: unknown } = await this.commandBus.execute(
        new DecideDigestCommand(candidate.userId, due.day, due.alertIds, due.channels, {
          ...SYSTEM_CONTEXT,
          correlationId: 'notifier-digest',
        }),
      );
      if (result.position) decided++;
    }
    return decided;
  }
}
