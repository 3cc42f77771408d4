import type { AlertSeverity, AlertType } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { AlertActor } from '../../domain/safety-alert';

export class RaiseAlertCommand {
  constructor(
    readonly alert: NewAlert,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}

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
