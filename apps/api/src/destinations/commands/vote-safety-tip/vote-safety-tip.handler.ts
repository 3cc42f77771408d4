import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tipStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { safetyTipDecider } from '../../domain/safety-tip';
import { VoteSafetyTipCommand } from './vote-safety-tip.command';

@CommandHandler(VoteSafetyTipCommand)
export class VoteSafetyTipHandler implements ICommandHandler<VoteSafetyTipCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: VoteSafetyTipCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      tipStreamName(command.tipId),
      safetyTipDecider,
      { type: 'Vote', userId: command.userId, vote: command.vote },
      command.context,
    );
    return { position };
  }
}
