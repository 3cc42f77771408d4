import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  laterPosition,
  notificationStreamName,
  type GlobalPosition,
  type NotificationMatch,
} from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { eachConcurrently } from '../../../platform/each-concurrently';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { notificationDecider } from '../../domain/notification';
import { quietHoursTimeZone } from '../../domain/notification-policy';
import { DecideAlertNotificationsCommand, type DecidedNotifications } from './decide-alert-notifications.command';

/** Streams decided at once: each is its own (alert, traveller) stream, so they never contend. */
const CONCURRENCY = 8;

@CommandHandler(DecideAlertNotificationsCommand)
export class DecideAlertNotificationsHandler
  extends EventSourcedHandler
  implements ICommandHandler<DecideAlertNotificationsCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute(command: DecideAlertNotificationsCommand): Promise<DecidedNotifications> {
    let decided = 0;
    let position: GlobalPosition | null = null;
    await eachConcurrently(command.recipients, CONCURRENCY, async ({ userId, settings, place }) => {
      const match: NotificationMatch = {
        placeId: place.placeId,
        placeLabel: place.label,
        distanceKm: place.distanceKm,
        timeZone: quietHoursTimeZone(settings, place),
      };
      // Her key is gone with her account: there is no one left to tell.
      const sealedMatch = await this.vault.seal(userId, JSON.stringify(match)).catch(() => null);
      if (!sealedMatch) return;
      const appended = await this.append(
        notificationStreamName(command.alertId, userId),
        notificationDecider,
        {
          type: 'DecideAlert',
          alertId: command.alertId,
          userId,
          alertRevision: command.alertRevision,
          facts: command.facts,
          settings,
          place,
          sealedMatch,
          now: command.now,
        },
        command.context,
        // Most decisions are the first about their alert for her: appended without reading an empty
        // stream first; an update finds the stream there and decides on what it holds.
        { newStream: command.alertRevision === 0 },
      );
      if (appended.position) {
        decided++;
        position = laterPosition(position, appended.position);
      }
    });
    return { decided, position };
  }
}
