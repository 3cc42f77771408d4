import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamName } from '../../../identity/domain/user';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { travellerBanDecider } from '../../domain/traveller-ban';
import { LiftBanCommand } from './lift-ban.command';

@CommandHandler(LiftBanCommand)
export class LiftBanHandler extends EventSourcedHandler implements ICommandHandler<LiftBanCommand> {
  async execute(command: LiftBanCommand): Promise<Appended> {
    return this.append(
      userStreamName(command.userId),
      travellerBanDecider,
      { type: 'LiftBan', reason: command.reason, now: new Date() },
      command.context,
    );
  }
}
