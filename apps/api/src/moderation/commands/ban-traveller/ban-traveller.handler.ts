import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamName } from '../../../identity/domain/user';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { travellerBanDecider } from '../../domain/traveller-ban';
import { BanTravellerCommand } from './ban-traveller.command';

@CommandHandler(BanTravellerCommand)
export class BanTravellerHandler extends EventSourcedHandler implements ICommandHandler<BanTravellerCommand> {
  async execute(command: BanTravellerCommand): Promise<Appended> {
    return this.append(
      userStreamName(command.userId),
      travellerBanDecider,
      { type: 'Ban', until: command.until, reason: command.reason, now: new Date() },
      command.context,
    );
  }
}
