import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { userStreamName } from '../../../identity/domain/user';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { travellerBanDecider } from '../../domain/traveller-ban';
import { LiftBanCommand } from './lift-ban.command';

@CommandHandler(LiftBanCommand)
export class LiftBanHandler implements ICommandHandler<LiftBanCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: LiftBanCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      userStreamName(command.userId),
      travellerBanDecider,
      { type: 'LiftBan', reason: command.reason, now: new Date() },
      command.context,
    );
    return { position };
  }
}
