import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName, type Sealed } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { ChangeAlertSettingsCommand } from './change-alert-settings.command';

@CommandHandler(ChangeAlertSettingsCommand)
export class ChangeAlertSettingsHandler
  extends EventSourcedHandler
  implements ICommandHandler<ChangeAlertSettingsCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute({ userId, changes, personal, via, context }: ChangeAlertSettingsCommand): Promise<Appended> {
    const seal = async (value: unknown): Promise<Sealed | undefined> =>
      value === undefined ? undefined : ((await this.vault.seal(userId, JSON.stringify(value))) ?? undefined);
    const quietHours = await seal(personal.quietHours === undefined ? undefined : { quietHours: personal.quietHours });
    const homeTimeZone = await seal(
      personal.homeTimeZone === undefined ? undefined : { homeTimeZone: personal.homeTimeZone },
    );
    return this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      {
        type: 'ChangeSettings',
        changes,
        ...(quietHours ? { quietHours } : {}),
        ...(homeTimeZone ? { homeTimeZone } : {}),
        via,
      },
      context,
    );
  }
}
