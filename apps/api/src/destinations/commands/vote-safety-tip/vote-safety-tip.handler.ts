import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tipStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyTipDecider } from '../../domain/safety-tip';
import { VoteSafetyTipCommand } from './vote-safety-tip.command';

@CommandHandler(VoteSafetyTipCommand)
export class VoteSafetyTipHandler extends EventSourcedHandler implements ICommandHandler<VoteSafetyTipCommand> {
  async execute(command: VoteSafetyTipCommand): Promise<Appended> {
    return this.append(
      tipStreamName(command.tipId),
      safetyTipDecider,
      { type: 'Vote', userId: command.userId, vote: command.vote },
      command.context,
    );
  }
}
