import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { userDecider, userStreamName } from '../../domain/user';
import { ChangeRoleCommand } from './change-role.command';

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ChangeRoleCommand) {
    const { position } = await handleCommand(
      this.store,
      userStreamName(command.userId),
      userDecider,
      { type: command.change === 'grant' ? 'GrantRole' : 'RevokeRole', role: command.role, reason: command.reason },
      command.context,
    );
    return { position };
  }
}
