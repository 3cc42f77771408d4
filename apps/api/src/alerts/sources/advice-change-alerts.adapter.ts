/** The advisories' `AdviceChangeAlerts` port: a changed advice published as an official alert. */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdvisoryChangedData, GlobalPosition } from '@safetrails/contracts';
import type { AdviceChangeAlerts } from '../../advisories/import/advice-change-alerts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { PublishOfficialAlertCommand } from '../commands/publish-official-alert/publish-official-alert.command';
import { adviceChangeDraft } from './advisory-change';

@Injectable()
export class AdviceChangeAlertsAdapter implements AdviceChangeAlerts {
  constructor(private readonly commandBus: CommandBus) {}

  async publish(changed: AdvisoryChangedData, context: CommandContext): Promise<GlobalPosition | null> {
    const alert: { position: GlobalPosition | null } = await this.commandBus.execute(
      new PublishOfficialAlertCommand(adviceChangeDraft(changed), context),
    );
    return alert.position;
  }
}
