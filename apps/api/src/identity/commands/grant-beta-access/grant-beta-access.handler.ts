import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { userDecider, userStreamName } from '../../domain/user';
import { GrantBetaAccessCommand } from './grant-beta-access.command';

@CommandHandler(GrantBetaAccessCommand)
export class GrantBetaAccessHandler extends EventSourcedHandler implements ICommandHandler<GrantBetaAccessCommand> {
  async execute(command: GrantBetaAccessCommand) {
    return this.append(
      userStreamName(command.userId),
      userDecider,
      { type: 'GrantBetaAccess', invitationId: null, reason: command.reason },
      command.context,
    );
  }
}
