import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { AlertActor } from '../../domain/safety-alert';

export class ArchiveAlertCommand {
  constructor(
    readonly alertId: string,
    readonly reason: string,
    readonly actor: AlertActor,
    readonly context: CommandContext,
  ) {}
}
