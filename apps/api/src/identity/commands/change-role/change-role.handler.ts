import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { userDecider, userStreamName } from '../../domain/user';
import { ChangeRoleCommand } from './change-role.command';

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler extends EventSourcedHandler implements ICommandHandler<ChangeRoleCommand> {
  async execute(command: ChangeRoleCommand) {
    return this.append(
      userStreamName(command.userId),
      userDecider,
      { type: command.change === 'grant' ? 'GrantRole' : 'RevokeRole', role: command.role, reason: command.reason },
      command.context,
    );
  }
}
