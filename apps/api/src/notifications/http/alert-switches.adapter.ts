/** The profile's switches (identity's `AlertSwitches` port), set as her alert settings. */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AlertSettingsChanges, SettingsChangeSource } from '@safetrails/contracts';
import type { AlertSwitches } from '../../identity/http/alert-switches';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { ChangeAlertSettingsCommand } from '../commands/change-alert-settings/change-alert-settings.command';

@Injectable()
export class AlertSwitchesAdapter implements AlertSwitches {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async set(userId: string, changes: AlertSettingsChanges, via: SettingsChangeSource, context: CommandContext) {
    const { position } = await this.commandBus.execute<ChangeAlertSettingsCommand, Appended>(
      new ChangeAlertSettingsCommand(userId, changes, {}, via, context),
    );
    await this.waiter.waitFor('notifications', position);
  }
}
