import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tipStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { tipRemovalDecider } from '../../domain/tip-removal';
import { RemoveTipCommand } from './remove-tip.command';

@CommandHandler(RemoveTipCommand)
export class RemoveTipHandler extends EventSourcedHandler implements ICommandHandler<RemoveTipCommand> {
  async execute(command: RemoveTipCommand): Promise<Appended> {
    return this.append(
      tipStreamName(command.tipId),
      tipRemovalDecider,
      { type: 'RemoveTip', reason: command.reason },
      command.context,
    );
  }
}
