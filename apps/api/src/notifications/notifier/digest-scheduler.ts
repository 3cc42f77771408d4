/**
 * The daily digest (docs/NOTIFICATIONS.md "Digest"): a traveller who asked for low-severity alerts
 * together gets them once a day, at 8:00 in her time zone (UTC when she gave none), on the channels
 * each was decided for. Each day's digest is its own stream, so a restart decides it once.
 */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { DecideDigestCommand } from '../commands/decide-digest/decide-digest.command';
import { digestDue } from '../domain/digest';
import { DeliveriesReader } from '../queries/deliveries.reader';

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
