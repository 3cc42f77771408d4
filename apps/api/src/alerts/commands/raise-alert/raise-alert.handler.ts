import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { DestinationReader } from '../../../destinations/queries/destination.reader';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { safetyAlertDecider } from '../../domain/safety-alert';
import { AlertCommandResult } from '../on-alert';
import { RaiseAlertCommand } from './raise-alert.command';

@CommandHandler(RaiseAlertCommand)
export class RaiseAlertHandler extends EventSourcedHandler implements ICommandHandler<RaiseAlertCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly destinations: DestinationReader,
  ) {
    super(store);
  }

  async execute({ alert, actor, context }: RaiseAlertCommand): Promise<AlertCommandResult> {
    let { latitude, longitude } = alert;
    if (alert.destinationId !== null) {
      const destination = await this.destinations.detail(alert.destinationId);
      if (latitude === null || longitude === null) {
        latitude = destination.latitude;
        longitude = destination.longitude;
      }
    }
    const alertId = newEntityId('alert', context);
    const { position } = await this.append(
      alertStreamName(alertId),
      safetyAlertDecider,
      {
        type: 'Raise',
        alert: {
          alertId,
          destinationId: alert.destinationId,
          title: alert.title,
          content: alert.content,
          severity: alert.severity,
          alertType: alert.alertType,
          source: alert.source,
          latitude,
          longitude,
          radiusMetres: alert.radiusMetres,
          startTime: alert.startTime ?? new Date().toISOString(),
          endTime: alert.endTime,
          verified: actor.moderator,
          raisedBy: actor.userId,
        },
      },
      context,
    );
    return { alertId, position };
  }
}
