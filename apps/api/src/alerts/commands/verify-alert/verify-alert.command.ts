import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { AlertActor } from '../../domain/safety-alert';

export class VerifyAlertCommand {
  constructor(
    readonly alertId: string,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}
