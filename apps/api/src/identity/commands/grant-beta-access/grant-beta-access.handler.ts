import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { userDecider, userStreamName } from '../../domain/user';
import { GrantBetaAccessCommand } from './grant-beta-access.command';

@CommandHandler(GrantBetaAccessCommand)
export class GrantBetaAccessHandler implements ICommandHandler<GrantBetaAccessCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: GrantBetaAccessCommand) {
    const { position } = await handleCommand(
      this.store,
      userStreamName(command.userId),
      userDecider,
      { type: 'GrantBetaAccess', invitationId: null, reason: command.reason },
      command.context,
    );
    return { position };
  }
}
