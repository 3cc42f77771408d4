import type { AlertEditedData } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { AlertActor } from '../../domain/safety-alert';

export class EditAlertCommand {
  constructor(
    readonly alertId: string,
    readonly changes: AlertEditedData,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}
