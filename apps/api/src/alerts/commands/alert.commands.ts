/** Commands of safety alerts and of a traveller opening one. */
import type { AlertEditedData, AlertSeverity, AlertType } from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import type { AlertActor } from '../domain/safety-alert';

export interface NewAlert {
  readonly destinationId: number | null;
  readonly title: string;
  readonly content: string;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly source: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMetres: number;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

export class RaiseAlertCommand {
  constructor(
    readonly alert: NewAlert,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}

export class EditAlertCommand {
  constructor(
    readonly alertId: string,
    readonly changes: AlertEditedData,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}

export class VerifyAlertCommand {
  constructor(
    readonly alertId: string,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}

export class ArchiveAlertCommand {
  constructor(
    readonly alertId: string,
    readonly reason: string,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}

export class ExpireAlertCommand {
  constructor(
    readonly alertId: string,
    readonly now: string,
    readonly context: CommandContext,
  ) {}
}

export class MarkAlertViewedCommand {
  constructor(
    readonly userId: string,
    readonly alertId: string,
    readonly context: CommandContext,
  ) {}
}
