/**
 * Handlers of the alert commands. Raising fills the place from the destination when the form gave
 * none, so every destination alert can be found on the map and nearby.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertStreamName, travellerStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../platform/database/database.module';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { handleCommand } from '../../platform/event-sourcing/handle-command';
import { newEntityId } from '../../platform/event-sourcing/ids';
import { travellerDecider } from '../../destinations/domain/traveller';
import { DestinationReader } from '../../destinations/queries/destination.reader';
import { safetyAlertDecider, type SafetyAlertCommand } from '../domain/safety-alert';
import {
  ArchiveAlertCommand,
  EditAlertCommand,
  ExpireAlertCommand,
  MarkAlertViewedCommand,
  RaiseAlertCommand,
  VerifyAlertCommand,
} from './alert.commands';

export interface AlertCommandResult {
  readonly alertId: string;
  readonly position: GlobalPosition | null;
}

@CommandHandler(RaiseAlertCommand)
export class RaiseAlertHandler implements ICommandHandler<RaiseAlertCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly destinations: DestinationReader,
  ) {}

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
    const { position } = await handleCommand(
      this.store,
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

/** Decides one command on an existing alert's stream. */
async function onAlert(
  store: EventStore,
  alertId: string,
  command: SafetyAlertCommand,
  context: CommandContext,
): Promise<AlertCommandResult> {
  const { position } = await handleCommand(store, alertStreamName(alertId), safetyAlertDecider, command, context);
  return { alertId, position };
}

@CommandHandler(EditAlertCommand)
export class EditAlertHandler implements ICommandHandler<EditAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, actor, changes, context }: EditAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Edit', actor, changes }, context);
  }
}

@CommandHandler(VerifyAlertCommand)
export class VerifyAlertHandler implements ICommandHandler<VerifyAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, actor, context }: VerifyAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Verify', actor }, context);
  }
}

@CommandHandler(ArchiveAlertCommand)
export class ArchiveAlertHandler implements ICommandHandler<ArchiveAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, actor, reason, context }: ArchiveAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Archive', actor, reason }, context);
  }
}

@CommandHandler(ExpireAlertCommand)
export class ExpireAlertHandler implements ICommandHandler<ExpireAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ alertId, now, context }: ExpireAlertCommand): Promise<AlertCommandResult> {
    return onAlert(this.store, alertId, { type: 'Expire', now }, context);
  }
}

@CommandHandler(MarkAlertViewedCommand)
export class MarkAlertViewedHandler implements ICommandHandler<MarkAlertViewedCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: MarkAlertViewedCommand): Promise<AlertCommandResult> {
    const { position } = await handleCommand(
      this.store,
      travellerStreamName(command.userId),
      travellerDecider,
      { type: 'MarkAlertViewed', alertId: command.alertId },
      command.context,
    );
    return { alertId: command.alertId, position };
  }
}

export const ALERT_COMMAND_HANDLERS = [
  RaiseAlertHandler,
  EditAlertHandler,
  VerifyAlertHandler,
  ArchiveAlertHandler,
  ExpireAlertHandler,
  MarkAlertViewedHandler,
];
