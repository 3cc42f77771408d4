import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { userStreamName } from '../../../identity/domain/user';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { travellerBanDecider } from '../../domain/traveller-ban';
import { BanTravellerCommand } from './ban-traveller.command';

@CommandHandler(BanTravellerCommand)
export class BanTravellerHandler implements ICommandHandler<BanTravellerCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: BanTravellerCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      userStreamName(command.userId),
      travellerBanDecider,
      { type: 'Ban', until: command.until, reason: command.reason, now: new Date() },
      command.context,
    );
    return { position };
  }
}
